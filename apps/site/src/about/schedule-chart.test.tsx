import { DataValidationError } from '@node-downloads/release-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testMessages, testSite } from '../../test/site-pages';
import { createI18n } from '../i18n/i18n';
import { I18nProvider } from '../i18n/react';
import { ScheduleChartSvg } from './schedule-chart';
import { CHART_WIDTH, scheduleChartModel } from './schedule-chart-model';

const { schedule } = testSite;

describe('scheduleChartModel', () => {
  const model = scheduleChartModel({ schedule, nowDay: '2026-11-22', rtl: false });

  it('has one row per line from v20 on, newest first, v27 split into alpha, Current and Active LTS', () => {
    expect(model.rows.map((row) => row.line)).toEqual(['v27', 'v26', 'v25', 'v24', 'v23', 'v22', 'v21', 'v20']);
    expect(model.rows[0]!.phases.map((span) => span.phase)).toEqual(['alpha', 'current', 'active']);
    expect(model.rows.find((row) => row.line === 'v25')!.phases.map((span) => span.phase)).toEqual(['current', 'maintenance']);
    expect(model.ticks.map((tick) => tick.year)).toEqual([2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
  });

  it('never draws past its width, and phases of a line follow each other without overlapping', () => {
    for (const rtl of [false, true]) {
      const chart = scheduleChartModel({ schedule, nowDay: '2026-11-22', rtl });
      for (const row of chart.rows) {
        const spans = row.phases.toSorted((a, b) => a.x - b.x);
        for (const [index, span] of spans.entries()) {
          expect(span.x).toBeGreaterThanOrEqual(chart.plot.left);
          expect(span.x + span.width).toBeLessThanOrEqual(chart.plot.right + 0.01);
          expect(span.width).toBeGreaterThan(0);
          const next = spans[index + 1];
          if (next) {
            expect(span.x + span.width).toBeCloseTo(next.x, 1);
          }
        }
      }
      expect(chart.plot.right).toBeLessThanOrEqual(CHART_WIDTH);
      const rowsBottom = chart.rows.map((row) => row.barY + row.barHeight);
      expect(Math.max(...rowsBottom)).toBeLessThan(chart.tickLabelY - 10);
    }
  });

  it('puts "today" at the build date, and mirrors time for right-to-left pages', () => {
    const rtl = scheduleChartModel({ schedule, nowDay: '2026-11-22', rtl: true });
    const v27 = (chart: typeof model) => chart.rows[0]!.phases;
    // Left to right, alpha comes first; right to left, it stands to the right of Current.
    expect(v27(model)[0]!.x).toBeLessThan(v27(model)[1]!.x);
    expect(v27(rtl)[0]!.x).toBeGreaterThan(v27(rtl)[1]!.x);
    expect(model.today!.x).toBeCloseTo(CHART_WIDTH - rtl.today!.x, 1);
    // 2026-11-22 is inside v27's alpha phase.
    const alpha = v27(model)[0]!;
    expect(model.today!.x).toBeGreaterThan(alpha.x);
    expect(model.today!.x).toBeLessThan(alpha.x + alpha.width);
  });

  it('draws a line the schedule has with no releases yet, and stops naming the line and field for dates out of order', () => {
    const withV28 = { ...schedule, v28: { alpha: '2027-10-20', start: '2028-04-20', lts: '2028-10-19', end: '2031-04-30' } };
    const chart = scheduleChartModel({ schedule: withV28, nowDay: '2026-11-22', rtl: false });
    expect(chart.rows[0]!.line).toBe('v28');
    expect(chart.ticks.at(-1)!.year).toBe(2032);
    const broken = { ...schedule, v28: { alpha: '2028-10-20', start: '2028-04-20', end: '2031-04-30' } };
    expect(() => scheduleChartModel({ schedule: broken, nowDay: '2026-11-22', rtl: false })).toThrow(DataValidationError);
    expect(() => scheduleChartModel({ schedule: broken, nowDay: '2026-11-22', rtl: false })).toThrow('v28: start: 2028-04-20 is before alpha (2028-10-20)');
  });
});

describe('ScheduleChartSvg', () => {
  const render = (locale: 'en' | 'ar', standalone = false) =>
    renderToStaticMarkup(
      <I18nProvider i18n={createI18n(locale, testMessages[locale])}>
        <ScheduleChartSvg schedule={schedule} nowDay="2026-11-22" standalone={standalone} />
      </I18nProvider>,
    );

  it('is an image with a title and a description that says each line’s phases in words', () => {
    const html = render('en');
    expect(html).toMatch(/^<svg [^>]*role="img" aria-labelledby="schedule-title schedule-desc"/);
    expect(html).toContain('<title id="schedule-title">Release schedule of the Node.js lines from v20 on</title>');
    expect(html).toContain(
      'v27: Alpha from Oct 28, 2026 to Apr 22, 2027, Current from Apr 22, 2027 to Oct 20, 2027, and Active LTS from Oct 20, 2027 to Apr 30, 2030.',
    );
    expect(html).toContain('v25: Current from Oct 15, 2025 to Apr 01, 2026 and Maintenance LTS from Apr 01, 2026 to Jun 01, 2026.');
    expect(html).toContain('>Today</text>');
    expect(html).not.toContain('data-slot="legend"');
  });

  it('speaks Arabic and runs right to left on an Arabic page; the standalone file has its legend', () => {
    const arabic = render('ar');
    expect(arabic).toContain('>اليوم</text>');
    expect(arabic).toContain('ألفا');
    const standalone = render('en', true);
    expect(standalone).toContain('data-slot="legend"');
    expect(standalone).toContain('xmlns="http://www.w3.org/2000/svg"');
  });
});
