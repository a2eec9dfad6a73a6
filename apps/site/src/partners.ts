import type { PartnerEntry } from '@node-downloads/ui';

/** The site's partners (links carry tracking parameters added by the ui package). */
export const PARTNERS: readonly PartnerEntry[] = [
  { id: 'CLOUDFLARE', name: 'Cloudflare', href: 'https://www.cloudflare.com', weight: 3, icon: 'cloudflare' },
  { id: 'DIGITALOCEAN', name: 'DigitalOcean', href: 'https://www.digitalocean.com', weight: 3, icon: 'digitalocean' },
  { id: 'HERODEVS', name: 'HeroDevs', href: 'https://www.herodevs.com', weight: 2 },
  { id: 'MICROSOFT', name: 'Microsoft', href: 'https://www.microsoft.com', weight: 3 },
  { id: 'NODESOURCE', name: 'NodeSource', href: 'https://nodesource.com', weight: 2 },
  { id: 'VERCEL', name: 'Vercel', href: 'https://vercel.com', weight: 3, icon: 'vercel' },
];

/** The site name partners see in the `utm_source` parameter. */
export const PARTNER_SOURCE = 'nodejs.org';
