import { detectClient } from '@node-downloads/detect';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { DownloadPage, type DownloadPageClient, type DownloadPageData } from '../pages/download-page';
import { readPage } from './read-data';
import { reportRecoverableError } from './recoverable-error';

/**
 * The page as the server rendered it for the hydrating render; right after it commits, before the
 * browser paints, the detected system and the address's query (a shared link) are applied as a
 * state update.
 */
function DownloadApp({ data, client }: { data: DownloadPageData; client: DownloadPageClient }) {
  const [applied, setApplied] = React.useState<DownloadPageClient | undefined>(undefined);
  React.useLayoutEffect(() => setApplied(client), [client]);
  return <DownloadPage data={data} client={applied} />;
}

const { root, data } = readPage<DownloadPageData>();
const client = { detected: await detectClient(globalThis.navigator), query: globalThis.location.search };
// Hydrated synchronously, within this script's task, with the update of the layout effect: the
// page is painted once with the selection already applied, so nothing moves (CLS 0). The hydrating
// render still equals the server's markup.
flushSync(() => {
  hydrateRoot(root, <DownloadApp data={data} client={client} />, { onRecoverableError: reportRecoverableError });
});
