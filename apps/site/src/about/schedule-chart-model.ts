/**
 * The geometry of the release schedule chart: one bar per line from v20 on, split into the phases
 * release-core's `schedulePhases` gives, on a time axis of whole years, with a marker at the build
 * date. Pure numbers in the SVG's user units, so the page and the standalone file draw the same
 * chart and a test can check that nothing is drawn past the width or over anything else.
 */
import { type PhaseSpan, type Schedule, schedulePhases } from '@node-downloads/release-core';

/** The oldest line the chart shows: the lines before it ended before the schedule changed. */
export const CHART_FIRST_MAJOR = 20;

/** Width of the chart in user units; the page never draws it narrower (it scrolls instead). */
export const CHART_WIDTH = 840;
const LABEL_WIDTH = 56;
const END_PADDING = 16;
const TOP = 28;
const ROW_HEIGHT = 30;
const BAR_HEIGHT = 18;
const AXIS_HEIGHT = 28;

export type ChartBar = PhaseSpan & { x: number; width: number };
export type ChartRow = { line: string; y: number; barY: number; barHeight: number; labelX: number; phases: ChartBar[] };
export type ChartTick = { year: number; x: number };

export type ChartModel = {
  width: number;
  height: number;
  rtl: boolean;
  /** Rows, newest line first. */
  rows: ChartRow[];
  /** 1 January of each year on the axis. */
  ticks: ChartTick[];
  /** The year labels' baseline. */
  tickLabelY: number;
  /** Where the bars' area starts and ends (the plot, without the line labels). */
  plot: { left: number; right: number; top: number; bottom: number };
  /** The build date's marker; absent when it falls outside the axis. */
  today?: { x: number; day: string } | undefined;
};

/** Days since 1970-01-01 of a `YYYY-MM-DD` day (the schedule's days were checked by schedulePhases). */
function day(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
}

function januaryFirst(year: number): number {
  return day(`${String(year).padStart(4, '0')}-01-01`);
}

/**
 * The chart of the schedule's lines from v20 on, at `nowDay` (`YYYY-MM-DD`). `rtl` mirrors it:
 * time runs from right to left and the line labels stand on the right. Throws release-core's
 * `DataValidationError` (naming the line and the field) for dates out of order.
 */
export function scheduleChartModel(input: { schedule: Schedule; nowDay: string; rtl: boolean }): ChartModel {
  const lines = Object.entries(input.schedule)
    .filter(([line]) => /^v\d+$/.test(line) && Number(line.slice(1)) >= CHART_FIRST_MAJOR)
    .sort(([a], [b]) => Number(b.slice(1)) - Number(a.slice(1)))
    .map(([line, entry]) => ({ line, phases: schedulePhases(line, entry) }))
    .filter((entry) => entry.phases.length > 0);
  const starts = lines.map((entry) => Number(entry.phases[0]!.start.slice(0, 4)));
  const ends = lines.map((entry) => Number(entry.phases.at(-1)!.end.slice(0, 4)));
  const firstYear = Math.min(...starts);
  const lastYear = Math.max(...ends) + 1;
  const from = januaryFirst(firstYear);
  const to = januaryFirst(lastYear);
  const left = LABEL_WIDTH;
  const right = CHART_WIDTH - END_PADDING;
  const ltrX = (dayNumber: number) => left + ((dayNumber - from) / (to - from)) * (right - left);
  // Mirrored for right-to-left: the axis keeps its span, time runs the other way.
  const x = (dayNumber: number) => (input.rtl ? CHART_WIDTH - ltrX(dayNumber) : ltrX(dayNumber));
  const round = (value: number) => Math.round(value * 100) / 100;
  const rows: ChartRow[] = lines.map((entry, index) => {
    const y = TOP + index * ROW_HEIGHT;
    return {
      line: entry.line,
      y,
      barY: y + (ROW_HEIGHT - BAR_HEIGHT) / 2,
      barHeight: BAR_HEIGHT,
      labelX: input.rtl ? CHART_WIDTH - 8 : 8,
      phases: entry.phases.map((span) => {
        const a = x(day(span.start));
        const b = x(day(span.end));
        return { ...span, x: round(Math.min(a, b)), width: round(Math.abs(b - a)) };
      }),
    };
  });
  const bottom = TOP + rows.length * ROW_HEIGHT;
  const ticks: ChartTick[] = [];
  for (let year = firstYear; year <= lastYear; year += 1) {
    ticks.push({ year, x: round(x(januaryFirst(year))) });
  }
  const today = day(input.nowDay);
  const plotLeft = input.rtl ? CHART_WIDTH - right : left;
  const plotRight = input.rtl ? CHART_WIDTH - left : right;
  return {
    width: CHART_WIDTH,
    height: bottom + AXIS_HEIGHT,
    rtl: input.rtl,
    rows,
    ticks,
    tickLabelY: bottom + 18,
    plot: { left: plotLeft, right: plotRight, top: TOP, bottom },
    today: today >= from && today <= to ? { x: round(x(today)), day: input.nowDay } : undefined,
  };
}
