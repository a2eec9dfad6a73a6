import { lineFeedPath, lineSecurityFeedPath } from '../api/paths';
import { useI18n } from '../i18n/react';

/**
 * The Atom feeds of a release line as links: its releases, and its releases that fix a
 * vulnerability. Server markup only (on the download pages it stands outside the hydrated root),
 * so no page script carries it or its messages.
 */
export function LineFeedLinks({ line }: { line: string }) {
  const { t } = useI18n();
  return (
    <ul className="link-list" data-slot="line-feeds">
      <li>
        <a href={lineFeedPath(line)} type="application/atom+xml">
          {t('api.lineFeedLink', { line })}
        </a>
      </li>
      <li>
        <a href={lineSecurityFeedPath(line)} type="application/atom+xml">
          {t('api.lineSecurityFeedLink', { line })}
        </a>
      </li>
    </ul>
  );
}
