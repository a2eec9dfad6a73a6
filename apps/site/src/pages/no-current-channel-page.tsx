import { useI18n } from '../i18n/react';
import { archivePath, CURRENT_DOWNLOAD_PATH } from '../links';

/** What the page says of the line that becomes Current next (release-core's `nextCurrentLine`). */
export type NextCurrent = { line: string; start: string; prerelease?: string | undefined };

/**
 * The 404 page of `/download/latest/current/…` while no line is Current: says so, names the
 * channel that does have files, and links to the newest Current-to-be (its alpha build) and the
 * Current download page.
 */
export function NoCurrentChannelPage({ lts, ltsAddress, address, next }: { lts: string; ltsAddress: string; address: string; next: NextCurrent | undefined }) {
  const { t, rich, path, date } = useI18n();
  return (
    <section className="not-found" data-page="no-current-channel">
      <h1>{t('notFound.noCurrent.heading')}</h1>
      <p className="lead">{rich('notFound.noCurrent.lead', { address: <code>{address}</code>, lts, ltsAddress: <code>{ltsAddress}</code> })}</p>
      {next ? (
        <p>
          {rich('notFound.noCurrent.next', { line: next.line, date: <time dateTime={next.start}>{date(next.start)}</time> })}
          {next.prerelease ? (
            <>
              {' '}
              {rich('notFound.noCurrent.alpha', { version: <a href={path(archivePath(next.prerelease))}>{next.prerelease}</a> })}
            </>
          ) : null}
        </p>
      ) : null}
      <ul className="link-list">
        <li>
          <a href={path(CURRENT_DOWNLOAD_PATH)}>{t('notFound.noCurrent.currentPage')}</a>
        </li>
      </ul>
    </section>
  );
}
