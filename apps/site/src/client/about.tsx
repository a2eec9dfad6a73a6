import { hydrateRoot } from 'react-dom/client';
import { type AboutPageData, formatDateFrom } from '../pages/about-data';
import { EolPage } from '../pages/eol-page';
import { PreviousReleasesPage } from '../pages/previous-releases-page';
import { readPage } from './read-data';

const { root, data } = readPage<AboutPageData>();
const formatDate = formatDateFrom(data.dates);
hydrateRoot(
  root,
  data.kind === 'eol' ? (
    <EolPage lines={data.lines} formatDate={formatDate} />
  ) : (
    <PreviousReleasesPage releases={data.releases} formatDate={formatDate} />
  ),
);
