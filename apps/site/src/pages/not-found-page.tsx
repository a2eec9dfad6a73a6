import { useI18n } from '../i18n/react';
import { DOWNLOAD_PATH, HOME_PATH, PREVIOUS_RELEASES_PATH } from '../links';

/** The 404 page: says so, and links only to pages that exist, in the page's language. */
export function NotFoundPage() {
  const { t, path } = useI18n();
  return (
    <section className="not-found">
      <h1>{t('notFound.heading')}</h1>
      <p className="lead">{t('notFound.lead')}</p>
      <ul className="link-list">
        <li>
          <a href={path(DOWNLOAD_PATH)}>{t('notFound.download')}</a>
        </li>
        <li>
          <a href={path(PREVIOUS_RELEASES_PATH)}>{t('notFound.previousReleases')}</a>
        </li>
        <li>
          <a href={path(HOME_PATH)}>{t('notFound.home')}</a>
        </li>
      </ul>
    </section>
  );
}
