/**
 * The release schedule chart, drawn at build time as SVG from the schedule data (no script): one
 * bar per line from v20 on, split into its phases, years on the axis and a marker at the build
 * date. `role="img"` with a title and a description that says each line's phases in words; the
 * releases table below it stays the full text equivalent. The same drawing, in English and with
 * its own legend, is the standalone file `/about/release-schedule.svg`.
 */
import type { ReleaseStatus, Schedule, SchedulePhase } from '@node-downloads/release-core';
import { localeInfo } from '../i18n/locales';
import { CalendarLinks, calendarLines } from './calendar-links';
import { type PageI18n, useI18n } from '../i18n/react';
import { statusMessageId } from '../i18n/status';
import { CHART_FIRST_MAJOR, CHART_WIDTH, type ChartModel, scheduleChartModel } from './schedule-chart-model';

/** Where the standalone chart is published. */
export const SCHEDULE_CHART_PATH = '/about/release-schedule.svg';

const PHASE_STATUS: Record<Exclude<SchedulePhase, 'alpha'>, ReleaseStatus> = {
  current: 'Current',
  active: 'Active LTS',
  maintenance: 'Maintenance LTS',
};

/** The phases in the order of the legend. */
const LEGEND: readonly SchedulePhase[] = ['alpha', 'current', 'active', 'maintenance'];

/** Colours of the chart, light and dark, scoped to it; the standalone file carries the same. */
const CHART_STYLE = `
.nd-schedule{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:13px}
.nd-schedule text{fill:#1a1f1d}
.nd-schedule .grid{stroke:#d4dbd8;stroke-width:1}
.nd-schedule .today{stroke:#b3261e;stroke-width:2}
.nd-schedule text.today-label{fill:#b3261e;font-weight:600}
.nd-schedule .phase-alpha{fill:#8e6bbf}
.nd-schedule .phase-current{fill:#7cb342}
.nd-schedule .phase-active{fill:#2f6f2f}
.nd-schedule .phase-maintenance{fill:#e0a030}
.nd-schedule .line-label{font-weight:600}
@media (prefers-color-scheme:dark){
.nd-schedule text{fill:#e6ebe8}
.nd-schedule .grid{stroke:#3a4440}
.nd-schedule .today{stroke:#ff8a80}
.nd-schedule text.today-label{fill:#ff8a80}
.nd-schedule .phase-alpha{fill:#b39ddb}
.nd-schedule .phase-current{fill:#9ccc65}
.nd-schedule .phase-active{fill:#66bb6a}
.nd-schedule .phase-maintenance{fill:#ffb74d}
}`;

/** A phase's name in the page's language: the status it gives the line, or "alpha". */
function phaseName(t: PageI18n['t'], phase: SchedulePhase): string {
  return phase === 'alpha' ? t('about.schedule.phase.alpha') : t(statusMessageId(PHASE_STATUS[phase]));
}

/** Each line's phases in words, for the chart's description. */
function describeLines(model: ChartModel, { t, tag, date }: PageI18n): string {
  const list = new Intl.ListFormat(tag, { type: 'conjunction' });
  return model.rows
    .map((row) =>
      t('about.schedule.lineSummary', {
        line: row.line,
        phases: list.format(row.phases.map((span) => t('about.schedule.phaseSpan', { phase: phaseName(t, span.phase), start: date(span.start), end: date(span.end) }))),
      }),
    )
    .join(' ');
}

export type ScheduleChartProps = {
  schedule: Schedule;
  /** The build date, `YYYY-MM-DD`: where the "today" marker stands. */
  nowDay: string;
  /** The standalone file: its own legend inside the drawing, never mirrored. @defaultValue false */
  standalone?: boolean | undefined;
};

const LEGEND_HEIGHT = 30;
const LEGEND_ITEM_WIDTH = 170;

/** The chart as an `<svg>` element. */
export function ScheduleChartSvg({ schedule, nowDay, standalone = false }: ScheduleChartProps) {
  const i18n = useI18n();
  const { t, tag } = i18n;
  const rtl = !standalone && localeInfo(i18n.locale).dir === 'rtl';
  const model = scheduleChartModel({ schedule, nowDay, rtl });
  const years = new Intl.DateTimeFormat(tag, { year: 'numeric', timeZone: 'UTC' });
  const offset = standalone ? LEGEND_HEIGHT : 0;
  const height = model.height + offset;
  const todayLabelX = model.today === undefined ? 0 : Math.min(Math.max(model.today.x, 40), model.width - 40);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className="nd-schedule"
      viewBox={`0 0 ${model.width} ${height}`}
      width={model.width}
      height={height}
      role="img"
      aria-labelledby="schedule-title schedule-desc"
      direction="ltr"
    >
      <title id="schedule-title">{t('about.schedule.title', { line: `v${CHART_FIRST_MAJOR}` })}</title>
      <desc id="schedule-desc">{describeLines(model, i18n)}</desc>
      <style>{CHART_STYLE}</style>
      {standalone ? (
        <g data-slot="legend">
          {LEGEND.map((phase, index) => (
            <g key={phase}>
              <rect className={`phase-${phase}`} x={8 + index * LEGEND_ITEM_WIDTH} y={6} width={14} height={14} rx={2} />
              <text x={28 + index * LEGEND_ITEM_WIDTH} y={18}>
                {phaseName(t, phase)}
              </text>
            </g>
          ))}
        </g>
      ) : null}
      <g transform={offset ? `translate(0 ${offset})` : undefined}>
        {model.ticks.map((tick) => (
          <line key={tick.year} className="grid" x1={tick.x} x2={tick.x} y1={model.plot.top} y2={model.plot.bottom} />
        ))}
        {model.ticks.slice(0, -1).map((tick, index) => (
          <text key={tick.year} data-slot="year" x={(tick.x + model.ticks[index + 1]!.x) / 2} y={model.tickLabelY} textAnchor="middle">
            {years.format(Date.UTC(tick.year, 6, 1))}
          </text>
        ))}
        {model.rows.map((row) => (
          <g key={row.line} data-line={row.line}>
            <text className="line-label" x={row.labelX} y={row.y + 19} textAnchor={model.rtl ? 'end' : 'start'}>
              {row.line}
            </text>
            {row.phases.map((span) => (
              <rect key={span.phase} className={`phase-${span.phase}`} data-phase={span.phase} x={span.x} y={row.barY} width={span.width} height={row.barHeight} />
            ))}
          </g>
        ))}
        {model.today === undefined ? null : (
          <g data-slot="today">
            <line className="today" x1={model.today.x} x2={model.today.x} y1={model.plot.top - 6} y2={model.plot.bottom} />
            <text className="today-label" x={todayLabelX} y={model.plot.top - 10} textAnchor="middle">
              {t('about.schedule.today')}
            </text>
          </g>
        )}
      </g>
    </svg>
  );
}

/** The chart on /about/previous-releases: heading, drawing (scrolls on a narrow screen), legend, link to the file. */
export function ScheduleChart({ schedule, nowDay }: Omit<ScheduleChartProps, 'standalone'>) {
  const i18n = useI18n();
  const { t, rich } = i18n;
  // Where today's marker stands, as a share of the chart's width (the drawing's own x, mirrored in
  // right-to-left locales): an empty anchor there is the scrolling region's initial target, so a
  // phone opens the chart with today in view before any script runs (`scroll-initial-target`).
  const today = scheduleChartModel({ schedule, nowDay, rtl: localeInfo(i18n.locale).dir === 'rtl' }).today;
  return (
    // Not a landmark of its own: the scrolling region inside carries the name.
    <section className="schedule" data-slot="schedule">
      <h2 id="schedule-heading">{t('about.schedule.heading')}</h2>
      {/* Focusable so that a keyboard can scroll it where it is wider than the screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="schedule-scroll" tabIndex={0} aria-labelledby="schedule-heading">
        <div className="schedule-canvas">
          <ScheduleChartSvg schedule={schedule} nowDay={nowDay} />
          {today === undefined ? null : <span className="schedule-today" data-slot="today-anchor" style={{ left: `${(today.x / CHART_WIDTH) * 100}%` }} />}
        </div>
      </section>
      <ul className="schedule-legend" aria-label={t('about.schedule.legend')}>
        {LEGEND.map((phase) => (
          <li key={phase}>
            <svg width="14" height="14" aria-hidden="true" className="nd-schedule">
              <rect className={`phase-${phase}`} width="14" height="14" rx="2" />
            </svg>
            {phaseName(t, phase)}
          </li>
        ))}
      </ul>
      <p>{rich('about.schedule.file', { file: <a href={SCHEDULE_CHART_PATH}>release-schedule.svg</a> })}</p>
      <CalendarLinks lines={calendarLines(schedule, nowDay)} />
    </section>
  );
}
