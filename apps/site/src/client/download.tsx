import { detectClient } from '@node-downloads/detect';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DownloadPage, type DownloadPageClient, type DownloadPageData } from '../pages/download-page';
import { readPage } from './read-data';
import { reportRecoverableError } from './recoverable-error';

/**
 * The page as the server rendered it until the visitor's system is detected; then the detected
 * system and the address's query (a shared link) are applied in a transition over the hydrated
 * markup.
 */
function DownloadApp({ data }: { data: DownloadPageData }) {
  const [client, setClient] = React.useState<DownloadPageClient | undefined>(undefined);
  React.useEffect(() => {
    let live = true;
    void detectClient(globalThis.navigator).then((detected) => {
      if (live) {
        React.startTransition(() => setClient({ detected, query: globalThis.location.search }));
      }
    });
    return () => {
      live = false;
    };
  }, []);
  return <DownloadPage data={data} client={client} />;
}

const { root, data } = readPage<DownloadPageData>();
hydrateRoot(root, <DownloadApp data={data} />, { onRecoverableError: reportRecoverableError });
