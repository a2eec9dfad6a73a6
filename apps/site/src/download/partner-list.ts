import type { PartnerEntry } from '@node-downloads/ui';

/** What a partner provides the project (SPEC §3: an entry carries its categories). */
export type PartnerCategory = 'infrastructure' | 'security' | 'release';

/**
 * The site's partners (SPEC §3: Cloudflare, DigitalOcean, HeroDevs, Microsoft, NodeSource, Vercel),
 * each with its categories and both logo forms: `favicon` for the icon list, `full` for the logo
 * list (bundled marks, every partner has one). Links carry tracking parameters
 * added by the ui package.
 */
export const PARTNERS = [
  {
    id: 'CLOUDFLARE',
    name: 'Cloudflare',
    href: 'https://www.cloudflare.com',
    weight: 3,
    categories: ['infrastructure'],
    logo: { favicon: 'cloudflare', full: 'cloudflare' },
  },
  {
    id: 'DIGITALOCEAN',
    name: 'DigitalOcean',
    href: 'https://www.digitalocean.com',
    weight: 3,
    categories: ['infrastructure'],
    logo: { favicon: 'digitalocean', full: 'digitalocean' },
  },
  { id: 'HERODEVS', name: 'HeroDevs', href: 'https://www.herodevs.com', weight: 2, categories: ['security', 'release'], logo: { favicon: 'herodevs', full: 'herodevs' } },
  { id: 'MICROSOFT', name: 'Microsoft', href: 'https://www.microsoft.com', weight: 3, categories: ['infrastructure'], logo: { favicon: 'microsoft', full: 'microsoft' } },
  { id: 'NODESOURCE', name: 'NodeSource', href: 'https://nodesource.com', weight: 2, categories: ['release', 'security'], logo: { favicon: 'nodesource', full: 'nodesource' } },
  {
    id: 'VERCEL',
    name: 'Vercel',
    href: 'https://vercel.com',
    weight: 3,
    categories: ['infrastructure'],
    logo: { favicon: 'vercel', full: 'vercel' },
  },
] as const satisfies readonly (PartnerEntry & { categories: readonly PartnerCategory[] })[];

/** The site name partners see in the `utm_source` parameter. */
export const PARTNER_SOURCE = 'nodejs.org';
