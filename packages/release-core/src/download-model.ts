/**
 * The download page as one pure model: a state, the events that change it, and the view a page
 * renders from it. The page keeps the state in one place (a React `useReducer`, say) and renders
 * {@link downloadView}; every decision (the repaired selections, options with their reasons, the
 * offered files, the install script's inputs, the notice's link, the address's query) is made here.
 */
import { expectArray, expectObject, expectOptions } from './arguments';
import type { Artifact } from './artifacts';
import { type DownloadPlan, type PlanOptions, planDownload } from './plan';
import { selectionFromQuery, selectionToQuery } from './permalink';
import { findMinorRelease } from './release-lookup';
import { releaseLineOf } from './releases';
import { resolveSelection } from './resolver';
import type { Resolution, SelectionEvent } from './selection';
import { type StatusNoticeDecision, statusNotice } from './status-notice';
import type { OperatingSystem, Platform, PublishedFiles, SelectableReleaseLine, SelectionOs } from './types';

/** What a download page's model is built over: its lines, the version it opens on, the checksum lists it has. */
export type DownloadModelContext<R extends SelectableReleaseLine> = {
  /** Every line offered, newest first. */
  releases: readonly R[];
  /** The version the page opens on (`versionWithPrefix`); the address's query names the version only when it differs. */
  initialVersion: string;
  /** Published checksum lists the page has (see `resolveSelection`). */
  shasums?: PublishedFiles | undefined;
};

/** The whole state of a download page. */
export type DownloadModelState<R extends SelectableReleaseLine> = {
  /** The page's selection: version, OS, platform, install method, package manager. */
  main: Resolution<R>;
  /** The prebuilt-files box's selection: its own OS and platform, following the page's whenever those change. */
  files: Resolution<R>;
  /** The file whose verify commands are shown (an installer or a binary of the prebuilt files box). */
  verifyKind: Artifact['kind'];
  /** Whether the visitor chose something or opened a shared link: the address then records the selection. */
  chosen: boolean;
  /**
   * The release a shared link named (`?version=v20.11.0`) that the page's lines do not offer (an
   * older release of a line): the page keeps its own version and shows the named one apart, until
   * the visitor chooses a version. Absent when the link named none, or one the page offers.
   */
  linkedVersion?: string | undefined;
};

/** A choice of operating system or platform: all the prebuilt-files box's own dropdowns send. */
export type SystemChoiceEvent = { type: 'setOs'; os: OperatingSystem } | { type: 'setPlatform'; platform: Platform };

/** Something that happened on a download page. */
export type DownloadModelEvent =
  /** The page's script started: the system detected in the browser, and the address's query (a shared link). */
  | { type: 'start'; os: SelectionOs; platform?: Platform | undefined; query: string }
  /** A choice in the page's dropdowns or version picker. */
  | { type: 'choose'; event: SelectionEvent }
  /** A choice in the prebuilt-files box's own dropdowns. */
  | { type: 'chooseFiles'; event: SystemChoiceEvent }
  /** The file to verify. */
  | { type: 'verifyFile'; kind: Artifact['kind'] };

/** What a page renders: {@link downloadView}'s answer. */
export type DownloadView<R extends SelectableReleaseLine> = DownloadModelState<R> & {
  /** The install box's plan: its install script, or why there is none. */
  plan: DownloadPlan;
  /** The prebuilt-files box's plan: its installer and binary, or why not, and the files the verify commands can check. */
  filesPlan: DownloadPlan;
  /** The file the verify commands check: the chosen kind among the verifiable files, else the first. */
  verifyFile: Artifact | undefined;
  /** The status notice of the selected release, as decided (see {@link statusNotice}). */
  notice: StatusNoticeDecision | undefined;
  /** The query that reproduces the selection (for a shareable link). */
  query: string;
  /** Whether the address should show `query` now: once the visitor chose something and the system is known. */
  writeQuery: boolean;
  /** {@link DownloadModelState.linkedVersion} with its line (`{ version: 'v20.11.0', line: 'v20' }`), or absent. */
  linked: { version: string; line: string } | undefined;
};

function resolve<R extends SelectableReleaseLine>(context: DownloadModelContext<R>, current: Resolution<R>, event: SelectionEvent): Resolution<R> {
  return resolveSelection({ releases: context.releases, selection: current.selection, event, shasums: context.shasums });
}

/**
 * The prebuilt-files box after the page's selection moved from `before` to `after`: it takes a new
 * version, and the page's OS and platform when those changed (SPEC §2: the buttons follow the
 * selected OS and platform); its own choices stay otherwise.
 */
function follow<R extends SelectableReleaseLine>(
  context: DownloadModelContext<R>,
  files: Resolution<R>,
  before: Resolution<R>,
  after: Resolution<R>,
): Resolution<R> {
  let next = files;
  if (before.selection.version !== after.selection.version) {
    next = resolve(context, next, { type: 'setVersion', version: after.selection.version });
  }
  if (before.selection.os !== after.selection.os || before.selection.platform !== after.selection.platform) {
    next = resolve(context, next, { type: 'detect', os: after.selection.os, platform: after.selection.platform });
  }
  return next;
}

/**
 * A page's state before its script has run: the page's version, the OS still loading. Server
 * rendering and hydration render this.
 * @example
 * startDownloadModel({ releases, initialVersion: 'v26.13.0' }).main.state // → 'loading'
 */
export function startDownloadModel<R extends SelectableReleaseLine>(context: DownloadModelContext<R>): DownloadModelState<R> {
  expectObject('startDownloadModel', 'context', context);
  expectArray('startDownloadModel', 'context.releases', context.releases);
  const main = resolveSelection({ releases: context.releases, selection: { version: context.initialVersion }, shasums: context.shasums });
  return { main, files: main, verifyKind: 'installer', chosen: false };
}

/**
 * The state after one event. Pure: the same state and event always give the same state.
 * @example
 * const opened = updateDownloadModel(context, startDownloadModel(context), { type: 'start', os: 'LINUX', platform: 'x64', query: '?pm=yarn' });
 * opened.main.selection.packageManager // → 'YARN'
 * opened.chosen // → true (a shared link: the address keeps recording the selection)
 */
export function updateDownloadModel<R extends SelectableReleaseLine>(
  context: DownloadModelContext<R>,
  state: DownloadModelState<R>,
  event: DownloadModelEvent,
): DownloadModelState<R> {
  expectObject('updateDownloadModel', 'context', context);
  expectArray('updateDownloadModel', 'context.releases', context.releases);
  expectObject('updateDownloadModel', 'state', state);
  expectObject('updateDownloadModel', 'event', event);
  switch (event.type) {
    case 'start': {
      const shared = selectionFromQuery(event.query).events;
      const events: SelectionEvent[] = [{ type: 'detect', os: event.os, platform: event.platform }, ...shared];
      const main = events.reduce((current, next) => resolve(context, current, next), state.main);
      const named = shared.find((next) => next.type === 'setVersion')?.version;
      // The query's version is a valid one (selectionFromQuery checked it); linked when no line lists it.
      const linkedVersion = named !== undefined && findMinorRelease(context.releases, named) === undefined ? named : state.linkedVersion;
      return { ...state, main, files: follow(context, state.files, state.main, main), chosen: state.chosen || shared.length > 0, linkedVersion };
    }
    case 'choose': {
      const main = resolve(context, state.main, event.event);
      // A version chosen on the page replaces the one the link named.
      const linkedVersion = event.event.type === 'setVersion' ? undefined : state.linkedVersion;
      return { ...state, main, files: follow(context, state.files, state.main, main), chosen: true, linkedVersion };
    }
    case 'chooseFiles': {
      return { ...state, files: resolve(context, state.files, event.event) };
    }
    case 'verifyFile': {
      return { ...state, verifyKind: event.kind };
    }
    default: {
      return event satisfies never;
    }
  }
}

/**
 * What the page shows for a state: both plans, the file to verify, the notice's link and the
 * address's query. `options` are those of `planDownload` for the install box (the install
 * script's comments in the reader's language).
 * @example
 * downloadView(context, state).filesPlan.binary // → { state: 'file', artifact: { fileName: 'node-v26.13.0-linux-x64.tar.xz', … } }
 */
export function downloadView<R extends SelectableReleaseLine>(
  context: DownloadModelContext<R>,
  state: DownloadModelState<R>,
  options: Omit<PlanOptions, 'shasums'> = {},
): DownloadView<R> {
  expectObject('downloadView', 'context', context);
  expectArray('downloadView', 'context.releases', context.releases);
  expectObject('downloadView', 'state', state);
  expectOptions('downloadView', 'options', options, ['distBaseUrl', 'artifacts', 'comments']);
  const plan = planDownload(state.main, { ...options, shasums: context.shasums });
  const filesPlan = planDownload(state.files, { distBaseUrl: options.distBaseUrl, shasums: context.shasums });
  const verifyFile = filesPlan.verifiable.find((file) => file.kind === state.verifyKind) ?? filesPlan.verifiable[0];
  return {
    ...state,
    plan,
    filesPlan,
    verifyFile,
    notice: statusNotice(state.main.release, context.releases),
    // While the link's version is shown apart, the address and the copied link keep naming it.
    query: selectionToQuery(
      state.linkedVersion === undefined ? state.main.selection : { ...state.main.selection, version: state.linkedVersion },
      context.initialVersion,
    ),
    writeQuery: state.chosen && state.main.state !== 'loading',
    linked: state.linkedVersion === undefined ? undefined : { version: state.linkedVersion, line: releaseLineOf(state.linkedVersion) },
  };
}
