import { hydrateRoot } from 'react-dom/client';
import type { AboutPageData } from '../pages/about-data';
import { EolPage } from '../pages/eol-page';
import { PreviousReleasesPage } from '../pages/previous-releases-page';
import { readPage } from './read-data';

const { root, data } = readPage<AboutPageData>();
hydrateRoot(
  root,
  data.kind === 'eol' ? <EolPage lines={data.lines} /> : <PreviousReleasesPage releases={data.releases} />,
);
