/** The 404 page. */
import { NotFoundPage } from '../pages/not-found-page';
import type { Renderer } from './rendered';

export const renderNotFound: Renderer<'not-found'> = (_site, _page, i18n) => {
  return {
    title: i18n.t('meta.notFoundTitle'),
    description: i18n.t('meta.notFoundDescription'),
    main: <NotFoundPage />,
  };
};
