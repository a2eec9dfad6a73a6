/** The 404 page of the Current channel of `/download/latest/` while no line is Current. */
import { nextCurrentLine } from '@node-downloads/release-core';
import { CURRENT_CHANNEL, LATEST_PATH } from '../links';
import { NoCurrentChannelPage } from '../pages/no-current-channel-page';
import type { Renderer } from './rendered';

export const renderNoCurrentChannel: Renderer<'no-current-channel'> = (site, _page, i18n) => {
  const next = nextCurrentLine({ releases: site.releases, schedule: site.schedule, now: site.now });
  return {
    title: i18n.t('notFound.noCurrent.heading'),
    description: i18n.t('meta.notFoundDescription'),
    main: (
      <NoCurrentChannelPage
        address={`${LATEST_PATH}/${CURRENT_CHANNEL}/`}
        lts={site.ltsRelease.versionWithPrefix}
        ltsAddress={`${LATEST_PATH}/lts/`}
        next={next && { line: next.line, start: next.start, prerelease: next.newestPrerelease?.versionWithPrefix }}
      />
    ),
  };
};
