import {
  type Artifact,
  type DownloadPlan,
  type FileOffer,
  installMethodFor,
  NoSuchFileError,
  type OperatingSystem,
  type OptionState,
  planDownload,
  primaryArtifacts,
  RELEASE_KEYS_URL,
  type ReleaseLine,
  type Resolution,
  type SelectableReleaseLine,
  releaseArtifacts,
  type SelectionEvent,
  type PublishedFiles,
  type Shasums,
  systemFor,
  selectionFromQuery,
  selectionToQuery,
  statusNoticeLink,
  verifyCommands,
  versionPickerTarget,
} from '@node-downloads/release-core';
import { type Client, platformFor } from '@node-downloads/detect';
import {
  CodeBox,
  CopyButton,
  DownloadButton,
  Notice,
  PartnerIcons,
  PartnerLogos,
  Select,
  type SelectItem,
  StatusNotice,
  useDetailsOpen,
  VersionPicker,
  type VersionPickerLine,
} from '@node-downloads/ui';
import * as React from 'react';
import { ReleaseLinks } from '../components/release-links';
import { installScriptComments, methodInfo, reasonText, verifyStepTitles } from '../download/messages';
import { useNestedSelection, useSelection } from '../download/selection';
import { type PageI18n, useI18n, useLinguiInstance } from '../i18n/react';
import { archivePath, CURRENT_DOWNLOAD_PATH, downloadPagePath, EOL_PATH } from '../links';
import { PARTNER_SOURCE, PARTNERS } from '../partners';

/**
 * A release line as the download page script gets it: only what the selection (release-core's
 * resolver, plan, install script and verify commands) and the version picker read, so the page's
 * data carries no schedule dates, bundled versions or security flags.
 */
export type DownloadRelease = SelectableReleaseLine & VersionPickerLine;

/** Data the download page is rendered and hydrated with. */
export type DownloadPageData = {
  /**
   * Every release line, each with only its newest release in `minorVersions`: the version picker
   * offers each line's newest release, so the resolver never needs older ones here.
   */
  releases: DownloadRelease[];
  /** `versionWithPrefix` the page starts with. */
  initialVersion: string;
  /** True on `/download/current`. */
  onCurrentPage: boolean;
  /** On `/download/current` when no line is Current: says so, naming the line offered instead. */
  noCurrentLine: boolean;
  /** Published checksum lists the buttons and verify commands need, without digests (see {@link toDownloadShasums}). */
  shasums?: PublishedFiles | undefined;
};

/**
 * Each line with the fields of {@link DownloadRelease} only, and its newest release only (see
 * {@link DownloadPageData.releases}).
 */
export function toDownloadReleases(releases: readonly ReleaseLine[]): DownloadRelease[] {
  return releases.map(({ line, major, version, versionWithPrefix, status, isLts, minorVersions }) => ({
    line,
    major,
    version,
    versionWithPrefix,
    status,
    isLts,
    minorVersions: minorVersions
      .slice(0, 1)
      .map((minor) => ({
        version: minor.version,
        versionWithPrefix: minor.versionWithPrefix,
        date: minor.date,
        files: minor.files,
        filesDerived: minor.filesDerived,
      })),
  }));
}

/**
 * The parts of the published checksum lists of the offered releases that the page cannot do
 * without: those release-core cannot assume a list for (old releases, which only have one when
 * the data holds it), whose verify commands need to know the list exists, and those whose list
 * changes a file a download button offers (a file the dist index has no token for, such as an
 * arm64 `.msi`, exists only if the list names it). Of such a list, only the files a download
 * button offers are kept: with the list present, the buttons choose among its files and the dist
 * index's, and a chosen file is still listed, so every button and every verify command comes out
 * the same. Their digests are left out (`null`): the page never shows them, and its verify
 * commands check the files against the list itself. Other releases need nothing, which keeps the
 * page's data small.
 */
export function toDownloadShasums(releases: readonly DownloadRelease[], shasums: Shasums): PublishedFiles {
  const needed: Record<string, PublishedFiles[string]> = {};
  const offered = (artifacts: readonly Artifact[]) => primaryArtifacts(artifacts).map((artifact) => artifact.fileName);
  for (const minor of releases.flatMap((release) => release.minorVersions.slice(0, 1))) {
    const list = shasums[minor.versionWithPrefix];
    if (!list) {
      continue;
    }
    const assumed = releaseArtifacts(minor);
    const published = offered(releaseArtifacts(minor, { shasums }));
    if (!assumed.some((artifact) => artifact.fileName === 'SHASUMS256.txt') || offered(assumed).join(' ') !== published.join(' ')) {
      needed[minor.versionWithPrefix] = Object.fromEntries(
        Object.keys(list)
          .filter((fileName) => published.includes(fileName))
          .map((fileName) => [fileName, null]),
      );
    }
  }
  return needed;
}

/** The dropdown entries of options, a disabled one's reason in the page's language. */
function items<Value extends string>(options: readonly OptionState<Value>[], t: PageI18n['t']): SelectItem<Value>[] {
  return options.map(({ value, label, icon, disabled, reason, reasons }) => ({
    value,
    label,
    icon,
    disabled,
    reason: reason === undefined ? undefined : reasonText(t, reasons[0]?.detail, reason),
  }));
}

/** The install script's comments in the page's language, built once per locale. */
function useScriptComments() {
  const i18n = useLinguiInstance();
  return React.useMemo(() => installScriptComments((id, values) => i18n._(id, values)), [i18n]);
}

/** The link of a button's file, when the plan offers one (never for a file only expected by rule). */
function hrefOf(offer: FileOffer | undefined): string | undefined {
  return offer?.state === 'file' ? offer.artifact.url : undefined;
}

/** Why a button has no file, when the plan says so, in the page's language. */
function missingOf(offer: FileOffer | undefined, t: PageI18n['t']): string | undefined {
  switch (offer?.state) {
    case undefined:
    case 'file': {
      return undefined;
    }
    case 'expected':
    case 'none': {
      return reasonText(t, offer.detail, offer.reason);
    }
    default: {
      return offer satisfies never;
    }
  }
}

/** What the code box says while it has no script: loading, choose a system, or why there is none. */
function scriptPlaceholder(plan: DownloadPlan, t: PageI18n['t']): string {
  switch (plan.state) {
    case 'loading':
    case 'ready': {
      return t('download.install.loading');
    }
    case 'choose': {
      return t('download.install.choose');
    }
    case 'unavailable': {
      return plan.message === undefined ? t('download.install.noScript') : reasonText(t, plan.messageDetail, plan.message);
    }
    default: {
      return plan.state satisfies never;
    }
  }
}

function Heading({ resolution }: { resolution: Resolution<DownloadRelease> }) {
  const { rich } = useI18n();
  const { selection, knownOs } = resolution;
  if (resolution.state !== 'ready' || !knownOs || !selection.installMethod) {
    // Keyed by state: the heading is replaced, not its text nodes moved (which counts as a layout shift).
    return (
      <h1 key="choosing" data-slot="download-heading">
        {rich('download.heading.choosing', { version: selection.version })}
      </h1>
    );
  }
  const system = systemFor(knownOs);
  const method = installMethodFor(selection.installMethod);
  const manager = resolution.options.packageManager.find((option) => option.value === selection.packageManager);
  return (
    <h1 key="chosen" data-slot="download-heading">
      {rich('download.heading.chosen', {
        version: selection.version,
        system: system.name,
        method: method.name,
        manager: manager?.label ?? selection.packageManager,
      })}
    </h1>
  );
}

/** The busy and no-JavaScript texts of the page's dropdowns. */
function selectLabels(t: PageI18n['t']) {
  return { loadingLabel: t('download.select.loading'), noScriptSubmitLabel: t('download.select.apply') };
}

/**
 * The operating system and platform dropdowns of a selection (the page's, or the nested one of the
 * prebuilt files). The page's six dropdowns are all `defer`red: built when reached or when the
 * browser is idle, which keeps them out of the page's start-up render (about 350 of its 600
 * components).
 */
function SystemSelects({
  resolution,
  dispatch,
  osLabel,
  platformLabel,
}: {
  resolution: Resolution<DownloadRelease>;
  dispatch: (event: SelectionEvent) => void;
  osLabel: string;
  platformLabel: string;
}) {
  const { t } = useI18n();
  const { selection, options, knownOs } = resolution;
  const loading = resolution.state === 'loading';
  return (
    <>
      <Select
        defer
        label={osLabel}
        values={items(options.os, t)}
        value={knownOs}
        // Detected without a build of its own (a phone): ask for a system rather than show one.
        placeholder={loading || knownOs ? undefined : t('download.select.chooseSystem')}
        loading={loading}
        {...selectLabels(t)}
        onValueChange={(os) => dispatch({ type: 'setOs', os })}
      />
      <Select
        defer
        label={platformLabel}
        values={items(options.platform, t)}
        {...selectLabels(t)}
        value={knownOs ? selection.platform : undefined}
        loading={loading}
        disabled={!knownOs}
        onValueChange={(platform) => dispatch({ type: 'setPlatform', platform })}
      />
    </>
  );
}

/** The "Detected: …" message of each detection source (the source is named when known). */
const DETECTED_IDS: Record<Client['source'], string> = {
  hints: 'download.detect.detectedHints',
  'user-agent': 'download.detect.detectedUserAgent',
  none: 'download.detect.detected',
};

/** A detected client in the page's language: "Windows on ARM (64-bit)" (detect's `describeClient`, worded by the catalogue). */
function clientName(t: PageI18n['t'], os: OperatingSystem, detected: Client): string {
  return t('download.detect.client', {
    system: systemFor(os).name,
    architecture: detected.architecture === '' ? 'none' : detected.architecture,
    bitness: detected.bitness === undefined ? 'none' : `bits${detected.bitness}`,
  });
}

/**
 * "Detected: Windows on ARM (64-bit), as your browser reports it." and a button that opens
 * the operating system dropdown. Holds its place while detection runs.
 */
function DetectedLine({ detected, onChoose }: { detected: Client | undefined; onChoose: () => void }) {
  const { t, rich } = useI18n();
  if (!detected) {
    return <p data-slot="detected">{t('download.detect.detecting')}</p>;
  }
  return (
    <p data-slot="detected">
      {detected.os === 'OTHER' ? (
        t('download.detect.failed')
      ) : (
        rich(DETECTED_IDS[detected.source], { client: <strong>{clientName(t, detected.os, detected)}</strong> })
      )}{' '}
      <button type="button" className="link-button" onClick={onChoose}>
        {detected.os === 'OTHER' ? t('download.detect.choose') : t('download.detect.chooseDifferent')}
      </button>
    </p>
  );
}

function InstallBox({
  resolution,
  plan,
  dispatch,
  selectorsRef,
}: {
  resolution: Resolution<DownloadRelease>;
  plan: DownloadPlan;
  dispatch: (event: SelectionEvent) => void;
  selectorsRef: React.Ref<HTMLDivElement>;
}) {
  const { t, rich } = useI18n();
  const { selection, options, knownOs } = resolution;
  const loading = resolution.state === 'loading';
  const method = selection.installMethod ? installMethodFor(selection.installMethod) : undefined;
  const { script } = plan;
  return (
    <section className="panel" aria-labelledby="install-heading" data-requires-js>
      <h2 id="install-heading">{t('download.install.heading')}</h2>
      <div className="selectors" ref={selectorsRef}>
        <SystemSelects
          resolution={resolution}
          dispatch={dispatch}
          osLabel={t('download.install.os')}
          platformLabel={t('download.install.platform')}
        />
        <Select
          defer
          label={t('download.install.method')}
          values={[
            { label: t('download.install.methodOfficial'), items: items(options.installMethod.official, t) },
            { label: t('download.install.methodCommunity'), items: items(options.installMethod.community, t) },
          ]}
          value={selection.installMethod}
          loading={loading}
          disabled={!knownOs}
          {...selectLabels(t)}
          onValueChange={(installMethod) => dispatch({ type: 'setInstallMethod', installMethod })}
        />
        <Select
          defer
          label={t('download.install.packageManager')}
          values={items(options.packageManager, t)}
          value={selection.packageManager}
          {...selectLabels(t)}
          onValueChange={(packageManager) => dispatch({ type: 'setPackageManager', packageManager })}
        />
      </div>
      {method && !method.recommended ? (
        <Notice
          kind="info"
          title={t('download.install.communityTitle')}
          link={{ href: method.url, label: rich('download.install.communityLink', { method: method.name }) }}
        >
          {rich('download.install.communityText', { method: method.name })}
        </Notice>
      ) : null}
      <CodeBox
        code={script?.code ?? ''}
        language={script?.language ?? (knownOs === 'WIN' ? 'powershell' : 'bash')}
        loading={!script}
        // Why there is no script takes the code's place, so the page does not move when it is known.
        loadingLabel={scriptPlaceholder(plan, t)}
        copyLabel={t('download.code.copy')}
        copiedLabel={t('download.code.copied')}
        failedLabel={t('download.code.copyFailed')}
      />
      {method && knownOs ? (
        <p data-slot="platform-line">
          {rich('download.install.platformLine', {
            info: methodInfo(t, method.id),
            system: systemFor(knownOs).name,
            platform: selection.platform,
          })}{' '}
          <a href={method.url}>{rich('download.install.supportLink', { method: method.name })}</a>
        </p>
      ) : (
        // Holds the line's place while the system is detected, so nothing below moves when it lands.
        <p data-slot="platform-line" aria-hidden="true" />
      )}
    </section>
  );
}

/**
 * "Verify your download", closed until opened (so its height is fixed while the selection
 * changes): release-core's verify commands for the file of a download button, in the shell of the
 * selected system. When the system has both an installer and a binary, radio buttons pick the file.
 * The commands are only rendered while it is open, so the page has one code box until then.
 */
function VerifyDownload({ resolution, files, shasums }: { resolution: Resolution<DownloadRelease>; files: readonly Artifact[]; shasums?: PublishedFiles | undefined }) {
  const { t, rich } = useI18n();
  const { ref, open, onToggle } = useDetailsOpen();
  const [kind, setKind] = React.useState<Artifact['kind']>('installer');
  const name = React.useId();
  const os = resolution.knownOs;
  const chosen = files.find((file) => file.kind === kind) ?? files[0];
  let content: React.ReactNode = <p>{t('download.verify.chooseSystem')}</p>;
  if (!open) {
    content = null;
  } else if (chosen && os) {
    try {
      const commands = verifyCommands({ release: resolution.minor, file: chosen.fileName, os, shasums }, { titles: verifyStepTitles(t) });
      content = (
        <>
          {files.length > 1 ? (
            <fieldset className="verify-files">
              <legend>{t('download.verify.file')}</legend>
              {files.map((file) => (
                <label key={file.fileName}>
                  <input type="radio" name={name} checked={file === chosen} onChange={() => setKind(file.kind)} />{' '}
                  <code>{file.fileName.slice(file.fileName.lastIndexOf('/') + 1)}</code>
                </label>
              ))}
            </fieldset>
          ) : null}
          <p>
            {rich('download.verify.intro', {
              file: <code>{commands.localName}</code>,
              keys: <a href={RELEASE_KEYS_URL}>{t('download.verify.keys')}</a>,
            })}
          </p>
          <CodeBox
            code={commands.code}
            language={commands.language}
            copyLabel={t('download.code.copy')}
            copiedLabel={t('download.code.copied')}
            failedLabel={t('download.code.copyFailed')}
          />
        </>
      );
    } catch (error) {
      if (!(error instanceof NoSuchFileError)) {
        throw error;
      }
      // The offered files are files of the release, so the one thing missing can be its checksum list.
      content = <p>{rich('download.verify.noList', { version: resolution.minor.versionWithPrefix, file: chosen.fileName })}</p>;
    }
  }
  return (
    <details className="verify-details" data-slot="verify-download" ref={ref} onToggle={onToggle}>
      <summary>{t('download.verify.summary')}</summary>
      {content}
    </details>
  );
}

function BinariesBox({
  releases,
  parent,
  shasums,
}: {
  releases: readonly DownloadRelease[];
  parent: Resolution<DownloadRelease>;
  shasums?: PublishedFiles | undefined;
}) {
  const { t, rich, path } = useI18n();
  const { resolution, dispatch } = useNestedSelection(releases, parent, shasums);
  const { selection, knownOs } = resolution;
  const plan = planDownload(resolution, { shasums });
  const missing = missingOf(plan.binary, t);
  const filesPath = path(archivePath(selection.version));
  return (
    <section className="panel" aria-labelledby="binaries-heading" data-requires-js data-slot="binaries">
      <h2 id="binaries-heading">{rich('download.binaries.heading', { version: selection.version })}</h2>
      <div className="selectors">
        <SystemSelects
          resolution={resolution}
          dispatch={dispatch}
          osLabel={t('download.binaries.os')}
          platformLabel={t('download.binaries.platform')}
        />
      </div>
      {plan.state === 'choose' ? (
        // An undetectable system (a phone, a crawler): ask for one instead of buttons that never load.
        <p className="button-row" data-slot="choose-system">
          {t('download.binaries.choose')}
        </p>
      ) : (
        <div className="button-row">
          <DownloadButton
            kind="installer"
            href={hrefOf(plan.installer)}
            loading={plan.state === 'loading'}
            loadingLabel={t('download.binaries.loading')}
            hidden={knownOs !== undefined && hrefOf(plan.installer) === undefined}
          >
            {knownOs ? rich('download.binaries.installer', { system: systemFor(knownOs).name }) : t('download.binaries.installerAny')}
          </DownloadButton>
          <DownloadButton
            kind="binary"
            href={hrefOf(plan.binary)}
            loading={plan.state === 'loading'}
            loadingLabel={t('download.binaries.loading')}
            hidden={missing !== undefined}
          >
            {t('download.binaries.binary')}
          </DownloadButton>
        </div>
      )}
      {missing ? (
        <Notice kind="warning" link={{ href: filesPath, label: rich('download.binaries.filesOf', { version: selection.version }) }}>
          {plan.state === 'unavailable' && plan.message
            ? reasonText(t, plan.messageDetail, plan.message)
            : t('download.binaries.missing', { reason: missing })}
        </Notice>
      ) : null}
      <VerifyDownload resolution={resolution} files={plan.verifiable} shasums={shasums} />
      <p>
        {rich('download.binaries.everyFile', {
          files: <a href={filesPath}>{rich('download.binaries.everyFileLink', { version: selection.version })}</a>,
        })}
      </p>
    </section>
  );
}

const RELEASE_LINKS_SHOWN = { blog: true, archive: true } as const;

/** The release links, rendered again only when the version changes (not on every choice). */
const MemoReleaseLinks = React.memo(ReleaseLinks);

/**
 * The partners: static for the page's life (the selection is shuffled once in the browser), so
 * never rendered again when the visitor's choices change.
 */
const Partners = React.memo(function Partners() {
  const { t } = useI18n();
  return (
    // The partner selection is shuffled in the browser; without JavaScript it would stay in its loading state.
    <section aria-labelledby="partners-heading" data-requires-js>
      <h2 id="partners-heading">{t('download.partners.heading')}</h2>
      <PartnerLogos partners={PARTNERS} site={PARTNER_SOURCE} />
      {/* The icon list (SPEC §9: 6 items): every partner's favicon mark. */}
      <PartnerIcons partners={PARTNERS} site={PARTNER_SOURCE} aria-label={t('download.partners.all')} />
    </section>
  );
});

/** What the browser knows once the page runs: the detected system and the page's query. */
export type DownloadPageClient = {
  /** The visitor's system, as detected in the browser. */
  detected: Client;
  /** The page address's query (`location.search`): a shared selection. */
  query: string;
};

/** The events a page opened by `client` starts with: the detected system, then the shared link's choices. */
function startingEvents(client: DownloadPageClient): SelectionEvent[] {
  const { detected, query } = client;
  return [{ type: 'detect', os: detected.os, platform: platformFor(detected) }, ...selectionFromQuery(query).events];
}

/**
 * The download page: selectors, install script, prebuilt files, links. Rendered on the server
 * without `client` (the system still loading) and hydrated the same way; when the browser then
 * passes `client`, its detected system and the shared link's choices are applied as one update
 * of the same render (in the caller's transition, if any).
 */
export function DownloadPage({ data, client, noscript }: { data: DownloadPageData; client?: DownloadPageClient | undefined; noscript?: React.ReactNode }) {
  const { t, rich, path } = useI18n();
  const comments = useScriptComments();
  const { resolution, dispatch: resolve } = useSelection(data.releases, data.initialVersion, data.shasums);
  const plan = React.useMemo(() => planDownload(resolution, { shasums: data.shasums, comments }), [resolution, data.shasums, comments]);
  // The address reflects the selection once the visitor chose something, or opened a shared link.
  const [shared, setShared] = React.useState(false);
  const [applied, setApplied] = React.useState<DownloadPageClient | undefined>(undefined);
  if (client !== applied) {
    // Synced while rendering, like the nested selection: no effect chain, no second commit.
    setApplied(client);
    if (client) {
      const events = startingEvents(client);
      for (const event of events) {
        resolve(event);
      }
      if (events.length > 1) {
        setShared(true);
      }
    }
  }
  const dispatch = React.useCallback(
    (event: SelectionEvent) => {
      setShared(true);
      resolve(event);
    },
    [resolve],
  );
  const query = selectionToQuery(resolution.selection, data.initialVersion);
  const loading = resolution.state === 'loading';
  React.useEffect(() => {
    if (shared && !loading) {
      globalThis.history.replaceState(globalThis.history.state, '', `?${query}`);
    }
  }, [shared, query, loading]);
  const systemChoices = React.useRef<HTMLDivElement>(null);
  const { release, selection } = resolution;
  return (
    <div className="stack">
      <header>
        <Heading resolution={resolution} />
        {data.noCurrentLine ? (
          <p className="lead" data-slot="no-current-line">
            {release.status === 'Active LTS' || release.status === 'Maintenance LTS'
              ? rich('download.noCurrentLine.lts', { line: release.line })
              : rich('download.noCurrentLine.other', { line: release.line })}
          </p>
        ) : null}
        <VersionPicker
          releases={data.releases}
          value={selection.version}
          label={t('download.versionPicker.label')}
          suffixes={{ lts: t('common.ltsSuffix'), current: t('common.currentSuffix') }}
          // Over the server's markup the list is built when opened; the server writes it for visitors without JavaScript.
          listWhenClosed={!client}
          href={(choice) => {
            const target = versionPickerTarget({ release: choice, onCurrentPage: data.onCurrentPage, releases: data.releases });
            if (target.action === 'set') {
              // Without JavaScript, a choice set in place is shown by its archive page.
              return path(archivePath(choice.versionWithPrefix));
            }
            // The chosen version comes along, also when the link is followed before the page's script runs.
            return `${path(downloadPagePath(target.to))}${target.query === '' ? '' : `?${target.query}`}`;
          }}
          onSelect={(choice, event) => {
            const target = versionPickerTarget({ release: choice, onCurrentPage: data.onCurrentPage, releases: data.releases });
            if (target.action === 'set') {
              event.preventDefault();
              dispatch({ type: 'setVersion', version: target.version });
            }
          }}
        />
        <div className="choice-row" data-requires-js>
          <DetectedLine
            detected={client?.detected}
            onChoose={() => {
              // The first dropdown of the install box is the operating system's.
              const trigger = systemChoices.current?.querySelector<HTMLElement>('[role="combobox"]');
              trigger?.focus();
              trigger?.click();
            }}
          />
          <CopyButton
            text={() => `${globalThis.location.origin}${globalThis.location.pathname}?${query}`}
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
      <StatusNotice
        status={release.status}
        eolHref={path(EOL_PATH)}
        currentHref={statusNoticeLink(release, data.releases) === 'current' ? path(CURRENT_DOWNLOAD_PATH) : undefined}
        messages={{
          eol: t('download.statusNotice.eol'),
          eolLink: t('download.statusNotice.eolLink'),
          lts: t('download.statusNotice.lts'),
          ltsLink: t('download.statusNotice.ltsLink'),
        }}
      />
      <div className="download-grid">
        <InstallBox resolution={resolution} plan={plan} dispatch={dispatch} selectorsRef={systemChoices} />
        <BinariesBox releases={data.releases} parent={resolution} shasums={data.shasums} />
      </div>
      <MemoReleaseLinks version={selection.version} show={RELEASE_LINKS_SHOWN} />
      <Partners />
    </div>
  );
}
