import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { partners } from './fixtures/partners';
import { PartnerIcons, PartnerLogos, partnerHref } from './partners';
import { pickShuffled, SHUFFLE_BUCKET_MS, seededShuffle, timeBucket } from './shuffle';

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.querySelector('[data-slot="partner-name"]')?.textContent);
// 2026-11-22 10:15:00 UTC, the start of a minute.
const minuteStart = Date.UTC(2026, 10, 22, 10, 15, 0);

describe('shuffle', () => {
  it('is the same for every moment of one minute and changes with the minute', () => {
    expect(timeBucket(minuteStart)).toBe(timeBucket(minuteStart + SHUFFLE_BUCKET_MS - 1));
    expect(timeBucket(minuteStart + SHUFFLE_BUCKET_MS)).toBe(timeBucket(minuteStart) + 1);
    const first = seededShuffle(partners, timeBucket(minuteStart)).map((partner) => partner.id);
    const sameMinute = seededShuffle(partners, timeBucket(minuteStart + 59_999)).map((partner) => partner.id);
    expect(sameMinute).toEqual(first);
    const orders = new Set(
      Array.from({ length: 10 }, (_, minute) =>
        seededShuffle(partners, timeBucket(minuteStart + minute * SHUFFLE_BUCKET_MS))
          .map((partner) => partner.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('keeps every entry exactly once', () => {
    const shuffled = seededShuffle(partners, 29_612_345);
    expect([...shuffled].map((partner) => partner.id).sort()).toEqual(partners.map((partner) => partner.id).sort());
  });

  it('picks a number of entries and orders them by weight', () => {
    const picked = pickShuffled(partners, { seed: 29_612_345, pick: 4, sortByWeight: true });
    expect(picked).toHaveLength(4);
    const weights = picked.map((partner) => partner.weight ?? 0);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });
});

describe('partnerHref', () => {
  it('adds the tracking parameters, keeping existing ones and the fragment', () => {
    expect(partnerHref('https://vercel.com', 'nodejs.org')).toBe('https://vercel.com?utm_source=nodejs.org&utm_medium=Link');
    expect(partnerHref('https://example.com/a?ref=1#top', 'nodejs.org')).toBe(
      'https://example.com/a?ref=1&utm_source=nodejs.org&utm_medium=Link#top',
    );
  });
});

describe('PartnerIcons and PartnerLogos', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('render the entries unshuffled, marked loading, before any timer runs (and on the server)', () => {
    const html = renderToString(<PartnerLogos partners={partners} site="nodejs.org" now={() => minuteStart} />);
    expect(html).toContain('data-state="loading"');
    expect(html.indexOf('Cloudflare')).toBeLessThan(html.indexOf('DigitalOcean'));
    render(<PartnerIcons partners={partners} site="nodejs.org" now={() => minuteStart} />);
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-state', 'loading');
    expect(names(list)).toEqual(partners.map((partner) => partner.name));
  });

  it('show the shuffled selection of the current minute after a zero-delay timer, at the same size', async () => {
    const now = () => minuteStart + 30_000;
    render(<PartnerLogos partners={partners} site="nodejs.org" now={now} />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(list).toHaveAttribute('data-state', 'ready');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const expected = pickShuffled(partners, { seed: timeBucket(now()), pick: 4, sortByWeight: true })
      .slice(0, 3)
      .map((partner) => partner.name);
    expect(names(list)).toEqual(expected);
    vi.useRealTimers();
    await expectNoAxeViolations();
  });

  it('link to the partners with tracking parameters as sponsored links', () => {
    render(<PartnerIcons partners={partners} site="nodejs.org" length={2} now={() => minuteStart} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', 'https://www.cloudflare.com?utm_source=nodejs.org&utm_medium=Link');
    expect(links[0]).toHaveAttribute('rel', 'sponsored noopener');
    expect(links[0]).toHaveAccessibleName('Cloudflare');
  });
});

describe('partner entries', () => {
  const entries = [
    { id: 'A', name: 'Alpha', href: 'https://a.example', categories: ['infrastructure'], logo: { favicon: 'cloudflare', full: 'vercel' } },
    { id: 'B', name: 'Beta', href: 'https://b.example', categories: ['security'], logo: { full: 'digitalocean' } },
    { id: 'C', name: 'Gamma', href: 'https://c.example', categories: ['infrastructure', 'security'] },
  ];

  it('show the favicon form in the icon list and the full logo in the logo list, falling back to the other form, then a text mark', () => {
    const icons = renderToString(<PartnerIcons partners={entries} site="example.org" shuffle={false} />);
    const logos = renderToString(<PartnerLogos partners={entries} site="example.org" shuffle={false} pick={3} length={3} />);
    expect(icons).toContain('data-form="favicon"');
    expect(logos).toContain('data-form="full"');
    // Alpha's favicon is the Cloudflare mark, its full logo the Vercel mark.
    expect(icons).toContain('href="#mark-cloudflare"');
    expect(logos).toContain('href="#mark-vercel"');
    // Beta has only a full logo: the icon list uses it; Gamma has none: a text mark.
    expect(icons).toContain('href="#mark-digitalocean"');
    expect(icons).toContain('data-slot="monogram" data-text="Ga"');
  });

  it('can show one category only', () => {
    render(<PartnerIcons partners={entries} site="example.org" shuffle={false} category="security" />);
    expect(names(screen.getByRole('list'))).toEqual(['Beta', 'Gamma']);
  });
});
