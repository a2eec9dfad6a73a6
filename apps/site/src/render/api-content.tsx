/** The API documentation page. */
import { siteOrigin } from '../api/origin';
import { latestChannels } from '../latest/latest-channels';
import { ApiPage } from '../pages/api-page';
import type { Renderer } from './rendered';

export const renderApi: Renderer<'api'> = (site, _page, i18n) => {
  return {
    title: i18n.t('meta.apiTitle'),
    description: i18n.t('meta.apiDescription'),
    main: <ApiPage site={site} origin={siteOrigin()} latest={latestChannels(site)} />,
  };
};
