// A small browser app built with Vite from the installed tarballs: ui's components with real
// release data, ui's stylesheet, and detect choosing the visitor's platform.
import '@node-downloads/ui/styles.css';
import { buildReleases, latestLtsRelease, resolveSelection } from '@node-downloads/release-core';
import { distIndex, schedule } from '@node-downloads/release-core/data';
import { detectClient, platformFor } from '@node-downloads/detect';
import { CodeBox, ReleasesTable, Select, StatusBadge, TooltipProvider } from '@node-downloads/ui';
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const releases = buildReleases({ index: distIndex, schedule, now: new Date() });
const lts = latestLtsRelease(releases);

function App({ platform }) {
  const page = resolveSelection({ releases, selection: { version: lts?.versionWithPrefix, platform } });
  return h(TooltipProvider, null,
    h(StatusBadge, { status: page.release?.status ?? 'Active LTS' }),
    h(Select, { label: 'Operating system', values: ['WIN', 'MAC', 'LINUX'], defaultValue: page.selection.os === 'LOADING' ? 'LINUX' : page.selection.os }),
    h(CodeBox, { code: `nvm install ${page.minor?.version ?? 'lts'}`, language: 'bash' }),
    h(ReleasesTable, {
      releases,
      docsHref: (version) => `https://nodejs.org/docs/${version}/api/`,
      changelogHref: (version) => `https://github.com/nodejs/node/releases/tag/${version}`,
      archiveHref: (version) => `/download/archive/${version}`,
      eolHref: '/about/eol',
      currentHref: '/download/current',
    }));
}

detectClient(navigator).then((client) => {
  createRoot(document.getElementById('root')).render(h(StrictMode, null, h(App, { platform: platformFor(client) })));
});
