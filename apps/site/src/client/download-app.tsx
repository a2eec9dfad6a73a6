import { I18nProvider } from '../i18n/react';
import { detectClient } from '@node-downloads/detect';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { DownloadPageClient, DownloadPageData } from '../download/types';
import { DownloadPage } from '../pages/download-page';
import { readPage } from './read-data';
import { reportRecoverableError } from './recoverable-error';

/**
 * The page as the server rendered it for the hydrating render; once hydrated, the detected system
 * and the address's query (a shared link) are applied as a state update in a transition.
 */
function DownloadApp({ data, client, onHydrated }: { data: DownloadPageData; client: DownloadPageClient; onHydrated: () => void }) {
  const [applied, setApplied] = React.useState<DownloadPageClient | undefined>(undefined);
  React.useEffect(() => React.startTransition(() => setApplied(client)), [client]);
  React.useEffect(() => onHydrated(), [onHydrated]);
  return <DownloadPage data={data} client={applied} />;
}

let markHydrated = () => {};
/** Resolves once the page has hydrated (the entry then warms the files a first tap needs). */
export const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/**
 * Read on or after the day a line changes phase, the page says its statuses are as of its build
 * (`statuses-note.ts`; the entry calls it once the page is idle, so it is warmed with the selects).
 */
export const noteStatuses = () => import('./statuses-note');

/** Loads, runs and prepares the selects' Radix side (the entry calls it once the page is idle). */
export { prepareSelect } from '@node-downloads/ui';

/** The files the entry warms once the page is idle. */
export { warmedAtIdle } from './on-demand';

const { root, data, i18n, days } = readPage<DownloadPageData>();
const client = { detected: await detectClient(globalThis.navigator), query: globalThis.location.search };
// Hydration and the update that follows are transitions: React renders them in slices of a few
// milliseconds, yielding to the browser in between, so the page never blocks input for long.
React.startTransition(() => {
  hydrateRoot(
    root,
    <I18nProvider i18n={i18n} days={days}>
      <DownloadApp data={data} client={client} onHydrated={markHydrated} />
    </I18nProvider>,
    { onRecoverableError: reportRecoverableError },
  );
});
