import { DOWNLOAD_PATH, HOME_PATH, PREVIOUS_RELEASES_PATH } from '../links';

/** The 404 page: says so, and links only to pages that exist. */
export function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p className="lead">There is no page at this address. If you followed a link to a version, that version may not exist.</p>
      <ul className="link-list">
        <li>
          <a href={DOWNLOAD_PATH}>Download the newest LTS release</a>
        </li>
        <li>
          <a href={PREVIOUS_RELEASES_PATH}>Browse every release</a>
        </li>
        <li>
          <a href={HOME_PATH}>Home</a>
        </li>
      </ul>
    </section>
  );
}
