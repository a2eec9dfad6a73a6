import { FEED_LIMIT, RELEASES_FEED_PATH, VULNERABILITIES_FEED_PATH } from '../api/paths';
import { useI18n } from '../i18n/react';
import { Message } from '../i18n/message';
import { EOL_PATH } from '../links';
import { Code } from './parts';

/** The two Atom feeds, with the newest release's entry as the example. */
export function FeedsSection({ entry }: { entry: string }) {
  const { t, path } = useI18n();
  return (
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
  </section>
  );
}
