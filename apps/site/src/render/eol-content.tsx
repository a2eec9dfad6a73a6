/** The end-of-life page: the lines past their end, with their vulnerabilities. */
import { calendarLines } from '../about/calendar-links';
import { EolPage, eolLines } from '../pages/eol-page';
import type { Renderer } from './rendered';

export const renderEol: Renderer<'eol'> = (site, _page, i18n) => {
  return {
    title: i18n.t('meta.eolTitle'),
    description: i18n.t('meta.eolDescription'),
    main: <EolPage lines={eolLines(site.releases, site.vulnerabilities)} calendarLines={calendarLines(site.schedule, site.nowDay)} />,
  };
};
