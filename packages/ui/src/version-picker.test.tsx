import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { pickerLabel, v20, v22, v24, v26, v27 } from './fixtures/releases';
import { VersionPicker } from './version-picker';

const releases = [v27, v26, v24, v22, v20];
const href = (release: { versionWithPrefix: string }) => `/download/archive/${release.versionWithPrefix}`;

describe('VersionPicker', () => {
  it('shows the text it is given for each release, and the bare version without one', () => {
    const html = renderToString(
      <VersionPicker releases={releases} value={v20.versionWithPrefix} href={href} itemLabel={(release) => `${release.versionWithPrefix} · given`} />,
    );
    expect(html).toContain(`${v26.versionWithPrefix} · given`);
    expect(html).not.toContain('(LTS)');
    const bare = renderToString(<VersionPicker releases={releases} value={v26.versionWithPrefix} href={href} />);
    expect(bare).toContain(`>${v26.versionWithPrefix}</a>`);
    expect(bare).not.toContain('(LTS)');
  });

  it('is a details element of links, usable without JavaScript', () => {
    const html = renderToString(<VersionPicker releases={releases} value={v24.versionWithPrefix} href={href} itemLabel={pickerLabel} />);
    expect(html).toMatch(/^<details/);
    expect(html).toContain(`<summary`);
    expect(html).toContain(`href="/download/archive/${v22.versionWithPrefix}"`);
    expect(html).toContain(`${v24.versionWithPrefix} (LTS)`);
  });

  it('opens, marks the current version and lets a choice be handled in place', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn((_release, event: { preventDefault: () => void }) => event.preventDefault());
    render(<VersionPicker releases={releases} value={v24.versionWithPrefix} href={href} itemLabel={pickerLabel} onSelect={onSelect} />);
    const details = document.querySelector('details') as HTMLDetailsElement;
    await user.click(screen.getByText(`${v24.versionWithPrefix} (LTS)`, { selector: 'summary *' }));
    expect(details.open).toBe(true);
    const list = screen.getByRole('list', { name: 'Version' });
    expect(within(list).getByRole('link', { current: true })).toHaveTextContent(v24.versionWithPrefix);
    await user.click(within(list).getByRole('link', { name: `${v26.versionWithPrefix} (LTS)` }));
    expect(onSelect).toHaveBeenCalledWith(v26, expect.anything());
    expect(details.open).toBe(false);
    await expectNoAxeViolations();
  });

  it('builds its links only when opened, when asked to', async () => {
    const user = userEvent.setup();
    render(<VersionPicker releases={releases} value={v24.versionWithPrefix} href={href} itemLabel={pickerLabel} listWhenClosed={false} />);
    expect(document.querySelectorAll('details a')).toHaveLength(0);
    await user.click(screen.getByText(`${v24.versionWithPrefix} (LTS)`, { selector: 'summary *' }));
    const list = screen.getByRole('list', { name: 'Version' });
    expect(within(list).getAllByRole('link')).toHaveLength(releases.length);
  });

  it('keeps its list when it was opened before hydration and links are then built only when open', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<VersionPicker releases={releases} value={v24.versionWithPrefix} href={href} itemLabel={pickerLabel} />);
    document.body.append(container);
    // The visitor opens the server markup's picker before the script runs.
    container.querySelector('details')!.open = true;
    const root = await act(async () => hydrateRoot(container, <VersionPicker releases={releases} value={v24.versionWithPrefix} href={href} itemLabel={pickerLabel} />));
    try {
      await act(async () => root.render(<VersionPicker releases={releases} value={v24.versionWithPrefix} href={href} itemLabel={pickerLabel} listWhenClosed={false} />));
      expect(container.querySelector('details')!.getAttribute('data-state')).toBe('open');
      expect(within(container).getAllByRole('link')).toHaveLength(releases.length);
    } finally {
      await act(async () => root.unmount());
      container.remove();
    }
  });

  it('closes when the visitor clicks outside it', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <VersionPicker releases={releases} value={v22.versionWithPrefix} href={href} itemLabel={pickerLabel} />
        <p>Elsewhere on the page</p>
      </div>,
    );
    const details = document.querySelector('details') as HTMLDetailsElement;
    await user.click(screen.getByText(`${v22.versionWithPrefix} (LTS)`, { selector: 'summary *' }));
    expect(details.open).toBe(true);
    await user.click(screen.getByText('Elsewhere on the page'));
    expect(details.open).toBe(false);
  });

  it('closes on Escape and puts focus back on its summary', () => {
    render(<VersionPicker releases={releases} value={v22.versionWithPrefix} href={href} itemLabel={pickerLabel} />);
    const details = document.querySelector('details') as HTMLDetailsElement;
    details.open = true;
    const link = screen.getByRole('link', { name: v20.versionWithPrefix });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.querySelector('summary')).toHaveFocus();
  });
});
