/** A release's announcement page. */
import { BlogPage } from '../pages/blog-page';
import { artifactsOf, findRelease, type Renderer } from './rendered';

export const renderBlog: Renderer<'blog'> = (site, page, i18n) => {
  const { release, minor } = findRelease(site, page.version);
  return {
    title: i18n.t('meta.blogTitle', { version: minor.versionWithPrefix }),
    description: i18n.t('meta.blogDescription', { version: minor.versionWithPrefix, date: i18n.date(minor.date) }),
    main: (
      <BlogPage release={release} minor={minor} artifacts={artifactsOf(site, minor)} audit={site.audit(minor.version)} dataDate={site.snapshotDate} />
    ),
  };
};
