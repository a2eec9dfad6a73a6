import { renderToStaticMarkup } from 'react-dom/server';
import { SCHEDULE_CHART_PATH, ScheduleChartSvg } from '../about/schedule-chart';
import type { CompiledCatalogue } from '../i18n/catalogue';
import { I18nProvider } from '../i18n/react';
import type { Site } from '../site-data';
import { i18nFor } from './page-i18n';

/**
 * The standalone release schedule chart (`/about/release-schedule.svg`), in English: drawn from
 * the schedule at every build, so it never goes stale.
 */
export function scheduleChartFile(site: Site, englishMessages: CompiledCatalogue): { path: string; file: string; content: string } {
  const i18n = i18nFor('en', englishMessages);
  const svg = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <ScheduleChartSvg schedule={site.schedule} nowDay={site.nowDay} standalone />
    </I18nProvider>,
  );
  return { path: SCHEDULE_CHART_PATH, file: SCHEDULE_CHART_PATH.slice(1), content: `<?xml version="1.0" encoding="utf-8"?>\n${svg}\n` };
}
