import { isLtsNow, type SelectionEvent, versionPickerOrder, versionPickerTarget, versionTag } from '@node-downloads/release-core';
import { CopyButton, Notice, StatusNotice, VersionPicker } from '@node-downloads/ui';
import * as React from 'react';
import { ReleaseLinks } from '../components/release-links';
import { BinariesBox } from '../download/binaries-box';
import { DetectedLine } from '../download/detected-line';
import { Heading } from '../download/heading';
import { InstallBox } from '../download/install-box';
import { LinkedReleaseSlot } from '../download/linked-release-slot';
import { Partners } from '../download/partners';
import type { DownloadPageClient, DownloadPageData } from '../download/types';
import { useDownloadModel } from '../download/use-download-model';
import { useI18n } from '../i18n/react';
import { versionLabel } from '../i18n/version-label';
import { archivePath, CURRENT_DOWNLOAD_PATH, downloadPagePath, EOL_PATH } from '../links';

const RELEASE_LINKS_SHOWN = { blog: true, archive: true } as const;

/** The release links, rendered again only when the version changes (not on every choice). */
const MemoReleaseLinks = React.memo(ReleaseLinks);

/**
 * The download page: selectors, install script, prebuilt files, links, composed over one state
 * (release-core's download model, {@link useDownloadModel}). Rendered on the server without
 * `client` (the system still loading) and hydrated the same way; when the browser then passes
 * `client`, its detected system and the shared link's choices are applied in the same render (in
 * the caller's transition, if any).
 */
export function DownloadPage({ data, client, noscript }: { data: DownloadPageData; client?: DownloadPageClient | undefined; noscript?: React.ReactNode }) {
  const { t, rich, path, date } = useI18n();
  const { view, dispatch, detected } = useDownloadModel(data, client);
  const resolution = view.main;
  const choose = React.useCallback((event: SelectionEvent) => dispatch({ type: 'choose', event }), [dispatch]);
  const loading = resolution.state === 'loading';
  const systemChoices = React.useRef<HTMLDivElement>(null);
  const { release, selection } = resolution;
  // Newest line first, a line with alpha builds only at the top in its place (release-core's order).
  const pickerReleases = React.useMemo(() => versionPickerOrder(data.releases), [data.releases]);
  // On the Current page itself the LTS notice's link would lead back here.
  const notice = data.onCurrentPage && view.notice?.link === 'current' ? { ...view.notice, link: undefined } : view.notice;
  const prerelease = versionTag(release) === 'alpha';
  return (
    <div className="stack">
      <header>
        <Heading resolution={resolution} />
        {data.noCurrentLine ? (
          <p className="lead" data-slot="no-current-line">
            {isLtsNow(release)
              ? rich('download.noCurrentLine.lts', { line: release.line })
              : rich('download.noCurrentLine.other', { line: release.line })}
          </p>
        ) : null}
        {data.noCurrentLine && data.nextCurrent ? (
          <p data-slot="next-current">
            {rich('download.noCurrentLine.next', {
              line: data.nextCurrent.line,
              date: <time dateTime={data.nextCurrent.start}>{date(data.nextCurrent.start)}</time>,
            })}
            {data.nextCurrent.prerelease ? (
              <>
                {' '}
                {rich('download.noCurrentLine.alpha', {
                  version: <a href={path(archivePath(data.nextCurrent.prerelease))}>{data.nextCurrent.prerelease}</a>,
                  line: data.nextCurrent.line,
                  lts: data.initialVersion,
                })}
              </>
            ) : null}
          </p>
        ) : null}
        <VersionPicker
          releases={pickerReleases}
          value={selection.version}
          label={t('download.versionPicker.label')}
          itemLabel={(line) => versionLabel(t, line)}
          // Over the server's markup the list is built when opened; the server writes it for visitors without JavaScript.
          listWhenClosed={!client}
          href={(choice) => {
            const target = versionPickerTarget({ release: choice, onCurrentPage: data.onCurrentPage, releases: data.releases });
            if (target.action === 'set') {
              // Without JavaScript, a choice set in place is shown by its archive page.
              return path(archivePath(choice.versionWithPrefix));
            }
            // The chosen version comes along, with or without the page's script (a pre-rendered page of its line).
            return path(downloadPagePath(target));
          }}
          onSelect={(choice, event) => {
            const target = versionPickerTarget({ release: choice, onCurrentPage: data.onCurrentPage, releases: data.releases });
            if (target.action === 'set') {
              event.preventDefault();
              choose({ type: 'setVersion', version: target.version });
            }
          }}
        />
        <div className="choice-row" data-requires-js>
          <DetectedLine
            detected={detected}
            onChoose={() => {
              // The first dropdown of the install box is the operating system's.
              const trigger = systemChoices.current?.querySelector<HTMLElement>('[role="combobox"]');
              trigger?.focus();
              trigger?.click();
            }}
          />
          <CopyButton
            text={() => `${globalThis.location.origin}${globalThis.location.pathname}?${view.query}`}
            label={t('download.copyLink.label')}
            copiedLabel={t('download.copyLink.copied')}
            failedLabel={t('download.copyLink.failed')}
            disabled={loading}
          />
        </div>
      </header>
      {/* Server-rendered only: the client never renders or hydrates the children of <noscript>. */}
      <noscript>{noscript}</noscript>
      {/* The Current page is linked only when it offers a newer line (release-core's rule). */}
      {prerelease ? (
        <Notice kind="warning" data-notice="prerelease" title={t('download.prerelease.title')}>
          {rich('download.prerelease.text', { version: selection.version ?? release.versionWithPrefix, line: release.line })}
        </Notice>
      ) : null}
      <StatusNotice
        notice={notice}
        eolHref={path(EOL_PATH)}
        currentHref={path(CURRENT_DOWNLOAD_PATH)}
        messages={{
          eol: t('download.statusNotice.eol'),
          eolLink: t('download.statusNotice.eolLink'),
          lts: t('download.statusNotice.lts'),
          ltsLink: t('download.statusNotice.ltsLink'),
        }}
      />
      {/* A shared link's older release: its known vulnerabilities on the page's system. */}
      {view.linked ? <LinkedReleaseSlot linked={view.linked} os={selection.os} /> : null}
      <div className="download-grid">
        <InstallBox resolution={resolution} plan={view.plan} dispatch={choose} selectorsRef={systemChoices} />
        <BinariesBox
          resolution={view.files}
          plan={view.filesPlan}
          verifyFile={view.verifyFile}
          onChoose={(event) => dispatch({ type: 'chooseFiles', event })}
          onVerifyFile={(kind) => dispatch({ type: 'verifyFile', kind })}
          shasums={data.shasums}
        />
      </div>
      <MemoReleaseLinks version={selection.version} show={RELEASE_LINKS_SHOWN} />
      <Partners />
    </div>
  );
}
