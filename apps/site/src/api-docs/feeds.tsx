import {
  CALENDAR_PATH,
  FEED_LIMIT,
  lineCalendarPath,
  lineFeedPath,
  lineSecurityFeedPath,
  RELEASES_FEED_PATH,
  VULNERABILITIES_FEED_PATH,
} from '../api/paths';
import { useI18n } from '../i18n/react';
import { Message } from '../i18n/message';
import { EOL_PATH } from '../links';
import { Code } from './parts';

/**
 * The Atom feeds, with the newest release's entry as the example, and the calendars, with an
 * event of `line`'s calendar as the example; `line` is the line the per-line links name.
 */
export function FeedsSection({ entry, line, calendarEvent }: { entry: string; line: string; calendarEvent: string }) {
  const { t, path } = useI18n();
  return (
  <>
  <section aria-labelledby="feeds-heading">
    <h2 id="feeds-heading">{t('api.feedsHeading')}</h2>
    <p>
      <Message
        id="api.releasesFeed"
        values={{ count: FEED_LIMIT }}
        // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
        components={{ 0: <a href={RELEASES_FEED_PATH} /> }}
      />
    </p>
    <p>
      <Message
        id="api.advisoriesFeed"
        values={{ count: FEED_LIMIT }}
        // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
        components={{ 0: <a href={VULNERABILITIES_FEED_PATH} />, 1: <a href={path(EOL_PATH)} /> }}
      />
    </p>
    <Code>{entry}</Code>
    <p>
      <Message
        id="api.lineFeeds"
        values={{ count: FEED_LIMIT, line }}
        // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
        components={{ 0: <a href={lineFeedPath(line)} />, 1: <a href={lineSecurityFeedPath(line)} /> }}
      />
    </p>
  </section>
  <section aria-labelledby="calendars-heading">
    <h2 id="calendars-heading">{t('api.calendarsHeading')}</h2>
    <p>
      <Message
        id="api.calendars"
        values={{ line }}
        // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
        components={{ 0: <a href={CALENDAR_PATH} />, 1: <a href={lineCalendarPath(line)} /> }}
      />
    </p>
    <Code>{calendarEvent}</Code>
  </section>
  </>
  );
}
