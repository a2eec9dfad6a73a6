import { hydrateRoot } from 'react-dom/client';
import { type DownloadPageData, DownloadPage } from '../pages/download-page';
import { readPage } from './read-data';

const { root, data } = readPage<DownloadPageData>();
hydrateRoot(root, <DownloadPage data={data} />);
