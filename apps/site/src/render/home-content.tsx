/** The home page: the LTS release, the Current page's, and the LTS release's featured downloads. */
import { currentRelease } from '@node-downloads/release-core';
import { featuredArtifacts, HomePage } from '../pages/home-page';
import { artifactsOf, type Renderer } from './rendered';

export const renderHome: Renderer<'home'> = (site, _page, i18n) => {
  const lts = site.ltsRelease;
  const newest = lts.minorVersions[0]!;
  return {
    title: i18n.t('meta.homeTitle'),
    description: i18n.t('meta.homeDescription', { version: lts.versionWithPrefix }),
    main: (
      <HomePage
        ltsRelease={lts}
        currentPageRelease={site.currentPageRelease}
        hasCurrentLine={currentRelease(site.releases) !== undefined}
        featured={featuredArtifacts(artifactsOf(site, newest))}
      />
    ),
  };
};
