/**
 * Links to the schedule calendars (`/feed/lines.ics`, `/feed/v{major}.ics`), on the end-of-life
 * page and under the schedule chart. Plain links, no script: a calendar application subscribes to
 * the address it is given.
 */
import type { Schedule } from '@node-downloads/release-core';
import { scheduledLines } from '../api/calendars';
import { CALENDAR_PATH, lineCalendarPath } from '../api/paths';
import { useI18n } from '../i18n/react';

/** The lines a visitor may still want dates of: those the schedule lists whose end-of-life is `nowDay` or later, newest first. */
export function calendarLines(schedule: Schedule, nowDay: string): string[] {
  return scheduledLines(schedule).filter((line) => schedule[line]!.end >= nowDay);
}

export function CalendarLinks({ lines }: { lines: readonly string[] }) {
  const { t } = useI18n();
  return (
    <div className="calendar-links" data-slot="calendar-links">
      <p>
        <a href={CALENDAR_PATH} type="text/calendar">
          {t('about.calendar.add')}
        </a>{' '}
        {t('about.calendar.note')}
      </p>
      {lines.length > 0 ? (
        <p>
          {t('about.calendar.lines')}{' '}
          {lines.map((line, index) => (
            <span key={line}>
              {index > 0 ? ' · ' : null}
              <a href={lineCalendarPath(line)} type="text/calendar">
                {line}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
