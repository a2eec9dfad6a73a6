import { detectClient } from '@node-downloads/detect';
import { type ComponentChild, render } from 'preact';
import { type DownloadPageData, DownloadPage } from '../pages/download-page';
import { readPage } from './read-data';

const { root, data } = readPage<DownloadPageData>();
const detected = await detectClient(globalThis.navigator);
// One render over the server's markup, with the system already known: Preact reuses the existing
// elements and patches what differs, so the page neither re-renders after detection nor repaints
// from scratch.
render((<DownloadPage data={data} client={{ detected, query: globalThis.location.search }} />) as ComponentChild, root);
