import {
  type Artifact,
  type DownloadPlan,
  type FileOffer,
  installMethodFor,
  NoSuchFileError,
  type OptionState,
  planDownload,
  primaryArtifacts,
  RELEASE_KEYS_URL,
  type Release,
  type Resolution,
  releaseArtifacts,
  type SelectionEvent,
  type Shasums,
  systemFor,
  selectionFromQuery,
  selectionToQuery,
  verifyCommands,
  versionPickerTarget,
} from '@node-downloads/release-core';
import { type Client, describeClient, platformFor } from '@node-downloads/detect';
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
  VersionPicker,
} from '@node-downloads/ui';
import * as React from 'react';
import { ReleaseLinks } from '../components/release-links';
import { useNestedSelection, useSelection } from '../download/selection';
import { archivePath, CURRENT_DOWNLOAD_PATH, downloadPagePath, EOL_PATH } from '../links';
import { PARTNER_SOURCE, PARTNERS } from '../partners';

/** Data the download page is rendered and hydrated with. */
export type DownloadPageData = {
  /**
   * Every release line, each with only its newest release in `minorVersions`: the version picker
   * offers each line's newest release, so the resolver never needs older ones here.
   */
  releases: Release[];
  /** `versionWithPrefix` the page starts with. */
  initialVersion: string;
  /** True on `/download/current`. */
  onCurrentPage: boolean;
  /** On `/download/current` when no line is Current: says so, naming the line offered instead. */
  noCurrentLine: boolean;
  /** Published checksum lists the verify commands need (see {@link toDownloadShasums}). */
  shasums?: Shasums | undefined;
};

/** Keeps each line's newest release only (see {@link DownloadPageData.releases}). */
export function toDownloadReleases(releases: readonly Release[]): Release[] {
  return releases.map((release) => ({ ...release, minorVersions: release.minorVersions.slice(0, 1) }));
}

/**
 * The published checksum lists of the offered releases that the page cannot do without: those
 * release-core cannot assume a list for (old releases, which only have one when the data holds
 * it), whose verify commands need to know the list exists, and those whose list changes a file a
 * download button offers (a file the dist index has no token for, such as an arm64 `.msi`, exists
 * only if the list names it). Other releases need nothing, which keeps the page's data small.
 */
export function toDownloadShasums(releases: readonly Release[], shasums: Shasums): Shasums {
  const needed: Record<string, Shasums[string]> = {};
  const offered = (artifacts: readonly Artifact[]) =>
    primaryArtifacts(artifacts)
      .map((artifact) => artifact.url)
      .join(' ');
  for (const minor of releases.flatMap((release) => release.minorVersions.slice(0, 1))) {
    const list = shasums[minor.versionWithPrefix];
    if (!list) {
      continue;
    }
    const assumed = releaseArtifacts(minor);
    if (
      !assumed.some((artifact) => artifact.fileName === 'SHASUMS256.txt') ||
      offered(assumed) !== offered(releaseArtifacts(minor, { shasums }))
    ) {
      needed[minor.versionWithPrefix] = list;
    }
  }
  return needed;
}

function items<Value extends string>(options: readonly OptionState<Value>[]): SelectItem<Value>[] {
  return options.map(({ value, label, icon, disabled, reason }) => ({ value, label, icon, disabled, reason }));
}

/** The link of a button's file, when the plan offers one (never for a file only expected by rule). */
function hrefOf(offer: FileOffer | undefined): string | undefined {
  return offer?.state === 'file' ? offer.artifact.url : undefined;
}

/** Why a button has no file, when the plan says so. */
function missingOf(offer: FileOffer | undefined): string | undefined {
  switch (offer?.state) {
    case undefined:
    case 'file': {
      return undefined;
    }
    case 'expected':
    case 'none': {
      return offer.reason;
    }
    default: {
      return offer satisfies never;
    }
  }
}

/** What the code box says while it has no script: loading, choose a system, or why there is none. */
function scriptPlaceholder(plan: DownloadPlan): string {
  switch (plan.state) {
    case 'loading':
    case 'ready': {
      return 'Loading…';
    }
    case 'choose': {
      return 'Choose an operating system to see its install commands';
    }
    case 'unavailable': {
      return plan.message ?? 'No install script for this choice';
    }
    default: {
      return plan.state satisfies never;
    }
  }
}

function Heading({ resolution }: { resolution: Resolution }) {
  const { selection } = resolution;
  if (resolution.state !== 'ready' || selection.os === 'LOADING' || selection.os === 'OTHER' || !selection.installMethod) {
    // Keyed by state: the heading is replaced, not its text nodes moved (which counts as a layout shift).
    return (
      <h1 key="choosing" data-slot="download-heading">
        Download Node.js {selection.version}
      </h1>
    );
  }
  const system = systemFor(selection.os);
  const method = installMethodFor(selection.installMethod);
  const manager = resolution.options.packageManager.find((option) => option.value === selection.packageManager);
  return (
    <h1 key="chosen" data-slot="download-heading">
      Node.js {selection.version} for {system.name} using {method.name} with {manager?.label ?? selection.packageManager}
    </h1>
  );
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
  resolution: Resolution;
  dispatch: (event: SelectionEvent) => void;
  osLabel: string;
  platformLabel: string;
}) {
  const { selection, options } = resolution;
  const knownOs = selection.os !== 'LOADING' && selection.os !== 'OTHER' ? selection.os : undefined;
  const loading = selection.os === 'LOADING';
  return (
    <>
      <Select
        defer
        label={osLabel}
        values={items(options.os)}
        value={knownOs}
        placeholder={selection.os === 'OTHER' ? 'Choose a system' : undefined}
        loading={loading}
        onValueChange={(os) => dispatch({ type: 'setOs', os })}
      />
      <Select
        defer
        label={platformLabel}
        values={items(options.platform)}
        value={knownOs ? selection.platform : undefined}
        loading={loading}
        disabled={!knownOs}
        onValueChange={(platform) => dispatch({ type: 'setPlatform', platform })}
      />
    </>
  );
}

const DETECTION_SOURCES: Record<Client['source'], string | undefined> = {
  hints: "your browser's client hints",
  'user-agent': "your browser's user agent",
  none: undefined,
};

/**
 * "Detected: Windows on ARM (64-bit) (from your browser's client hints)" and a button that opens
 * the operating system dropdown. Holds its place while detection runs.
 */
function DetectedLine({ detected, onChoose }: { detected: Client | undefined; onChoose: () => void }) {
  if (!detected) {
    return <p data-slot="detected">Detecting your system…</p>;
  }
  const source = DETECTION_SOURCES[detected.source];
  return (
    <p data-slot="detected">
      {detected.os === 'OTHER' ? (
        'Your system could not be detected. '
      ) : (
        <>
          Detected: <strong>{describeClient(detected)}</strong>
          {source ? ` (from ${source})` : ''}.{' '}
        </>
      )}
      <button type="button" className="link-button" onClick={onChoose}>
        {detected.os === 'OTHER' ? 'Choose your system' : 'Choose a different system'}
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
  resolution: Resolution;
  plan: DownloadPlan;
  dispatch: (event: SelectionEvent) => void;
  selectorsRef: React.Ref<HTMLDivElement>;
}) {
  const { selection, options } = resolution;
  const loading = selection.os === 'LOADING';
  const method = selection.installMethod ? installMethodFor(selection.installMethod) : undefined;
  const knownOs = selection.os !== 'LOADING' && selection.os !== 'OTHER' ? selection.os : undefined;
  const { script } = plan;
  return (
    <section className="panel" aria-labelledby="install-heading" data-requires-js>
      <h2 id="install-heading">Install with a package or version manager</h2>
      <div className="selectors" ref={selectorsRef}>
        <SystemSelects resolution={resolution} dispatch={dispatch} osLabel="Operating system" platformLabel="Platform" />
        <Select
          defer
          label="Install method"
          values={[
            { label: 'Official', items: items(options.installMethod.official) },
            { label: 'Community', items: items(options.installMethod.community) },
          ]}
          value={selection.installMethod}
          loading={loading}
          disabled={!knownOs}
          onValueChange={(installMethod) => dispatch({ type: 'setInstallMethod', installMethod })}
        />
        <Select
          defer
          label="Package manager"
          values={items(options.packageManager)}
          value={selection.packageManager}
          onValueChange={(packageManager) => dispatch({ type: 'setPackageManager', packageManager })}
        />
      </div>
      {method && !method.recommended ? (
        <Notice kind="info" title="Community install method" link={{ href: method.url, label: `${method.name} support` }}>
          {method.name} is maintained by its community, not by the Node.js project, and is not a recommended way to
          install Node.js. Report problems with it to its maintainers.
        </Notice>
      ) : null}
      <CodeBox
        code={script?.code ?? ''}
        language={script?.language ?? (knownOs === 'WIN' ? 'powershell' : 'bash')}
        loading={!script}
        // Why there is no script takes the code's place, so the page does not move when it is known.
        loadingLabel={scriptPlaceholder(plan)}
      />
      {method && knownOs ? (
        <p data-slot="platform-line">
          {method.info} Platform: {systemFor(knownOs).name} {selection.platform}.{' '}
          <a href={method.url}>Get support for {method.name}</a>
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
function VerifyDownload({ resolution, files, shasums }: { resolution: Resolution; files: readonly Artifact[]; shasums?: Shasums | undefined }) {
  const [open, setOpen] = React.useState(false);
  const [kind, setKind] = React.useState<Artifact['kind']>('installer');
  const name = React.useId();
  const { os } = resolution.selection;
  const chosen = files.find((file) => file.kind === kind) ?? files[0];
  let content: React.ReactNode = <p>Choose a system to see the commands for its file.</p>;
  if (!open) {
    content = null;
  } else if (chosen && os !== 'LOADING' && os !== 'OTHER') {
    try {
      const commands = verifyCommands({ release: resolution.minor, file: chosen.fileName, os, shasums });
      content = (
        <>
          {files.length > 1 ? (
            <fieldset className="verify-files">
              <legend>File</legend>
              {files.map((file) => (
                <label key={file.fileName}>
                  <input type="radio" name={name} checked={file === chosen} onChange={() => setKind(file.kind)} />{' '}
                  <code>{file.fileName.slice(file.fileName.lastIndexOf('/') + 1)}</code>
                </label>
              ))}
            </fieldset>
          ) : null}
          <p>
            In the folder that holds <code>{commands.localName}</code>: download the release's SHA-256 list, check the file
            against it, then check that the list was signed with one of the{' '}
            <a href={RELEASE_KEYS_URL}>Node.js release keys</a>.
          </p>
          <CodeBox code={commands.code} language={commands.language} />
        </>
      );
    } catch (error) {
      if (!(error instanceof NoSuchFileError)) {
        throw error;
      }
      content = <p>{error.message}</p>;
    }
  }
  return (
    <details className="verify-details" data-slot="verify-download" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Verify your download</summary>
      {content}
    </details>
  );
}

function BinariesBox({ releases, parent, shasums }: { releases: readonly Release[]; parent: Resolution; shasums?: Shasums | undefined }) {
  const { resolution, dispatch } = useNestedSelection(releases, parent, shasums);
  const { selection } = resolution;
  const plan = planDownload(resolution, { shasums });
  const knownOs = selection.os !== 'LOADING' && selection.os !== 'OTHER' ? selection.os : undefined;
  const missing = missingOf(plan.binary);
  return (
    <section className="panel" aria-labelledby="binaries-heading" data-requires-js data-slot="binaries">
      <h2 id="binaries-heading">Or get a prebuilt Node.js {selection.version}</h2>
      <div className="selectors">
        <SystemSelects resolution={resolution} dispatch={dispatch} osLabel="Binaries for" platformLabel="Binary platform" />
      </div>
      {plan.state === 'choose' ? (
        // An undetectable system (a phone, a crawler): ask for one instead of buttons that never load.
        <p className="button-row" data-slot="choose-system">
          Choose an operating system above to see its installer and binary.
        </p>
      ) : (
        <div className="button-row">
          <DownloadButton
            kind="installer"
            href={hrefOf(plan.installer)}
            loading={plan.state === 'loading'}
            hidden={knownOs !== undefined && hrefOf(plan.installer) === undefined}
          >
            {knownOs ? `${systemFor(knownOs).name} installer` : 'Installer'}
          </DownloadButton>
          <DownloadButton kind="binary" href={hrefOf(plan.binary)} loading={plan.state === 'loading'} hidden={missing !== undefined}>
            Standalone binary
          </DownloadButton>
        </div>
      )}
      {missing ? (
        <Notice
          kind="warning"
          link={{ href: archivePath(selection.version), label: `See the files of ${selection.version}` }}
        >
          {plan.state === 'unavailable' && plan.message ? plan.message : `${missing}.`}
        </Notice>
      ) : null}
      <VerifyDownload resolution={resolution} files={plan.verifiable} shasums={shasums} />
      <p>
        <a href={archivePath(selection.version)}>Every file of {selection.version}</a>: other platforms, checksums and
        source code.
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
  return (
    // The partner selection is shuffled in the browser; without JavaScript it would stay in its loading state.
    <section aria-labelledby="partners-heading" data-requires-js>
      <h2 id="partners-heading">Partners</h2>
      <PartnerLogos partners={PARTNERS} site={PARTNER_SOURCE} />
      {/* The icon list (SPEC §9: 6 items): every partner's favicon mark. */}
      <PartnerIcons partners={PARTNERS} site={PARTNER_SOURCE} aria-label="All partners" />
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
  const { resolution, dispatch: resolve } = useSelection(data.releases, data.initialVersion, data.shasums);
  const plan = React.useMemo(() => planDownload(resolution, { shasums: data.shasums }), [resolution, data.shasums]);
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
  React.useEffect(() => {
    if (shared && resolution.selection.os !== 'LOADING') {
      globalThis.history.replaceState(globalThis.history.state, '', `?${query}`);
    }
  }, [shared, query, resolution.selection.os]);
  const systemChoices = React.useRef<HTMLDivElement>(null);
  const { release, selection } = resolution;
  return (
    <div className="stack">
      <header>
        <Heading resolution={resolution} />
        {data.noCurrentLine ? (
          <p className="lead" data-slot="no-current-line">
            No release line is in Current status right now. The newest line is {release.line}, shown here; it is{' '}
            {release.status === 'Active LTS' || release.status === 'Maintenance LTS' ? 'a long-term-support line' : 'not a Current line'}.
          </p>
        ) : null}
        <VersionPicker
          releases={data.releases}
          value={selection.version}
          // Over the server's markup the list is built when opened; the server writes it for visitors without JavaScript.
          listWhenClosed={!client}
          href={(choice) => {
            const target = versionPickerTarget({ release: choice, onCurrentPage: data.onCurrentPage });
            return target.action === 'navigate' ? downloadPagePath(target.to) : archivePath(choice.versionWithPrefix);
          }}
          onSelect={(choice, event) => {
            const target = versionPickerTarget({ release: choice, onCurrentPage: data.onCurrentPage });
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
            label="Copy link to this choice"
            copiedLabel="Link copied"
            failedLabel="Copy the address instead"
            disabled={resolution.selection.os === 'LOADING'}
          />
        </div>
      </header>
      {/* Server-rendered only: the client never renders or hydrates the children of <noscript>. */}
      <noscript>{noscript}</noscript>
      {/* With no Current line, the Current page shows the LTS line: its notice must not link to the page itself. */}
      <StatusNotice status={release.status} eolHref={EOL_PATH} currentHref={data.noCurrentLine ? undefined : CURRENT_DOWNLOAD_PATH} />
      <div className="download-grid">
        <InstallBox resolution={resolution} plan={plan} dispatch={dispatch} selectorsRef={systemChoices} />
        <BinariesBox releases={data.releases} parent={resolution} shasums={data.shasums} />
      </div>
      <MemoReleaseLinks version={selection.version} show={RELEASE_LINKS_SHOWN} />
      <Partners />
    </div>
  );
}
