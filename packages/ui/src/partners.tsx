import * as React from 'react';
import { BrandIcon, isBrandIconName, Monogram } from './icons';
import { pickShuffled, timeBucket } from './shuffle';
import { VisuallyHidden } from './visually-hidden';
import { expectString } from './errors';

/** A partner as the site describes it. */
export type PartnerEntry = {
  id: string;
  name: string;
  /** The partner's site, without tracking parameters. */
  href: string;
  /** Higher weights come first in the logo list. @defaultValue 0 */
  weight?: number | undefined;
  /**
   * What the partner provides (SPEC §3: an entry carries a list of categories), such as
   * `'infrastructure'` or `'security'`; a list can show one category only. @defaultValue []
   */
  categories?: readonly string[] | undefined;
  /**
   * The partner's logo in both forms (SPEC §3): `favicon`, the square mark of the icon list, and
   * `full`, the logo of the logo list; each a bundled mark name (`'cloudflare'`, `'vercel'`, …).
   * A missing form falls back to the other, then to a text mark.
   */
  logo?: { favicon?: string | undefined; full?: string | undefined } | undefined;
  /** The favicon form under its former name; `logo.favicon` wins. @defaultValue undefined */
  icon?: string | undefined;
};

/** Which form of a partner's logo a list shows. */
type LogoForm = 'favicon' | 'full';

/** The bundled mark of a partner in a form, falling back to the other form. */
function markOf(partner: PartnerEntry, form: LogoForm): string | undefined {
  const favicon = partner.logo?.favicon ?? partner.icon;
  const full = partner.logo?.full;
  return form === 'favicon' ? (favicon ?? full) : (full ?? favicon);
}

/** The partners of a category, or all of them. */
function inCategory(partners: readonly PartnerEntry[], category: string | undefined): readonly PartnerEntry[] {
  return category === undefined ? partners : partners.filter((partner) => partner.categories?.includes(category));
}

/**
 * The partner link with tracking parameters: `utm_source=<site>&utm_medium=Link`. Parameters the
 * link already has are kept.
 */
export function partnerHref(href: string, site: string): string {
  expectString('partnerHref', 'href', href);
  expectString('partnerHref', 'site', site);
  const [withoutHash = '', hash] = href.split('#', 2);
  const separator = withoutHash.includes('?') ? '&' : '?';
  const query = `utm_source=${encodeURIComponent(site)}&utm_medium=Link`;
  return `${withoutHash}${separator}${query}${hash === undefined ? '' : `#${hash}`}`;
}

type PartnerListOptions = {
  partners: readonly PartnerEntry[];
  length: number;
  pick: number | undefined;
  sortByWeight: boolean;
  now: () => number;
  shuffle: boolean;
};

/**
 * First render (server and hydration): the entries in their given order, marked loading. Then,
 * after a zero-delay timer, a selection shuffled with the current 1-minute bucket as seed. The
 * number of entries never changes, so nothing moves when the shuffle lands.
 */
function usePartnerSelection({ partners, length, pick, sortByWeight, now, shuffle }: PartnerListOptions) {
  const [shuffled, setShuffled] = React.useState<readonly PartnerEntry[] | null>(null);
  React.useEffect(() => {
    if (!shuffle) {
      setShuffled(null);
      return;
    }
    // A transition: the shuffle is not urgent, so it never interrupts (and blocks) the page's
    // other work, such as a hydration still rendering in slices.
    const timer = setTimeout(() => {
      React.startTransition(() => setShuffled(pickShuffled(partners, { seed: timeBucket(now()), pick, sortByWeight })));
    }, 0);
    return () => clearTimeout(timer);
  }, [partners, pick, sortByWeight, now, shuffle]);
  // Same count before and after the shuffle, so the list keeps its size.
  const count = Math.min(length, pick ?? partners.length, partners.length);
  const shown = (shuffled ?? partners).slice(0, count);
  return { shown, state: shuffled ? ('ready' as const) : ('loading' as const) };
}

function PartnerMark({ partner, size, form }: { partner: PartnerEntry; size: number; form: LogoForm }) {
  const mark = markOf(partner, form);
  if (mark && isBrandIconName(mark)) {
    return <BrandIcon name={mark} size={size} data-form={form} />;
  }
  return <Monogram text={partner.name.slice(0, 2)} />;
}

type PartnerListProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  /** Partner entries (names, links, weights) from the site. */
  partners: readonly PartnerEntry[];
  /** Name of the site, sent as `utm_source`. */
  site: string;
  /** Clock used for the 1-minute shuffle bucket. @defaultValue Date.now */
  now?: () => number;
  /**
   * Whether to replace the first render by the shuffled selection. Turn it off to keep the
   * unshuffled loading state (screenshots, previews).
   * @defaultValue true
   */
  shuffle?: boolean;
  /** Show only the partners of this category. @defaultValue undefined (every partner) */
  category?: string | undefined;
};

export type PartnerIconsProps = PartnerListProps & {
  /** How many icons to show. @defaultValue 6 */
  length?: number;
};

const systemNow = () => Date.now();

/**
 * A row of partner marks (the favicon form of their logos) linking to the partners, shuffled once
 * per minute. The first render (server and hydration) shows the entries in their given order,
 * marked loading (`data-state="loading"`, `aria-busy`); the shuffled selection replaces it after
 * hydration, with the same number of entries, so nothing moves.
 */
export function PartnerIcons({ partners, site, length = 6, now = systemNow, shuffle = true, category, ...props }: PartnerIconsProps) {
  const listed = React.useMemo(() => inCategory(partners, category), [partners, category]);
  const { shown, state } = usePartnerSelection({ partners: listed, length, pick: undefined, sortByWeight: false, now, shuffle });
  return (
    <ul data-slot="partner-icons" data-state={state} aria-busy={state === 'loading'} {...props}>
      {shown.map((partner) => (
        <li key={partner.id} data-slot="partner-icon">
          {/* The name as hidden text, not aria-label: a text mark ("No") is then no visible text at odds with the link's name. */}
          <a href={partnerHref(partner.href, site)} rel="sponsored noopener" title={partner.name}>
            <PartnerMark partner={partner} size={24} form="favicon" />
            <VisuallyHidden>
              <span data-slot="partner-name">{partner.name}</span>
            </VisuallyHidden>
          </a>
        </li>
      ))}
    </ul>
  );
}

export type PartnerLogosProps = PartnerListProps & {
  /** How many logos to show. @defaultValue 3 */
  length?: number;
  /** How many entries are drawn by the shuffle before sorting by weight. @defaultValue 4 */
  pick?: number;
};

/** Partner logos (the full form) with names: a shuffled pick of 4 sorted by weight, 3 shown, reshuffled once per minute. */
export function PartnerLogos({
  partners,
  site,
  length = 3,
  pick = 4,
  now = systemNow,
  shuffle = true,
  category,
  ...props
}: PartnerLogosProps) {
  const listed = React.useMemo(() => inCategory(partners, category), [partners, category]);
  const { shown, state } = usePartnerSelection({ partners: listed, length, pick, sortByWeight: true, now, shuffle });
  return (
    <ul data-slot="partner-logos" data-state={state} aria-busy={state === 'loading'} {...props}>
      {shown.map((partner) => (
        <li key={partner.id} data-slot="partner-logo">
          <a href={partnerHref(partner.href, site)} rel="sponsored noopener">
            <PartnerMark partner={partner} size={28} form="full" />
            <span data-slot="partner-name">{partner.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
