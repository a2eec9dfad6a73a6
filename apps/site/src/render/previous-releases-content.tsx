/** The previous releases page: every line with its schedule. */
import { PreviousReleasesPage } from '../pages/previous-releases-page';
import type { Renderer } from './rendered';

export const renderPreviousReleases: Renderer<'previous-releases'> = (site, _page, i18n) => {
  return {
    title: i18n.t('meta.previousReleasesTitle'),
    description: i18n.t('meta.previousReleasesDescription'),
    main: <PreviousReleasesPage releases={site.releases} schedule={site.schedule} nowDay={site.nowDay} />,
  };
};
