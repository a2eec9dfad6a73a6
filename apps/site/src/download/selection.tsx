/**
 * The visitor's selection on the download page: a thin React shell around release-core's
 * resolver. Every change is one event passed to `resolveSelection`; React only keeps its result.
 */
import { type Resolution, resolveSelection, type PublishedFiles, type SelectionEvent } from '@node-downloads/release-core';
import type { DownloadRelease } from './types';
import * as React from 'react';

function reduce(releases: readonly DownloadRelease[], shasums: PublishedFiles | undefined) {
  return (current: Resolution<DownloadRelease>, event: SelectionEvent): Resolution<DownloadRelease> =>
    resolveSelection({ releases, selection: current.selection, event, shasums });
}

/** A selection of the download page and the function that sends it events. */
export type SelectionState = { resolution: Resolution<DownloadRelease>; dispatch: (event: SelectionEvent) => void };

/**
 * The page's selection, starting from `version` with the OS still loading, then the `initial`
 * events applied in order (the detected system, then a shared link's choices). `shasums` are the
 * checksum lists the page has: platforms are offered by the same rule as the buttons' files.
 */
export function useSelection(
  releases: readonly DownloadRelease[],
  version: string,
  shasums: PublishedFiles | undefined,
  initial: readonly SelectionEvent[] = [],
): SelectionState {
  const reducer = React.useMemo(() => reduce(releases, shasums), [releases, shasums]);
  const [resolution, dispatch] = React.useReducer(reducer, undefined, () =>
    initial.reduce(reducer, resolveSelection({ releases, selection: { version }, shasums })),
  );
  return { resolution, dispatch };
}

/**
 * A selection nested under a parent's (the prebuilt files box): it starts from the parent's
 * version, OS and platform, keeps its own OS and platform choices, and follows the parent whenever
 * the parent's version, OS or platform changes (SPEC §2: the buttons follow the selected OS and
 * platform). The sync happens while rendering (no effect chain): the parent's changed values are
 * turned into events.
 */
export function useNestedSelection(releases: readonly DownloadRelease[], parent: Resolution<DownloadRelease>, shasums: PublishedFiles | undefined): SelectionState {
  const { version, os, platform } = parent.selection;
  const own = useSelection(releases, version, shasums, parent.state === 'loading' ? [] : [{ type: 'detect', os, platform }]);
  const [seen, setSeen] = React.useState({ version, os, platform });
  let { resolution } = own;
  if (seen.version !== version || seen.os !== os || seen.platform !== platform) {
    const events: SelectionEvent[] = [];
    if (seen.version !== version) {
      events.push({ type: 'setVersion', version });
    }
    if (seen.os !== os || seen.platform !== platform) {
      events.push({ type: 'detect', os, platform });
    }
    setSeen({ version, os, platform });
    for (const event of events) {
      own.dispatch(event);
      resolution = resolveSelection({ releases, selection: resolution.selection, event, shasums });
    }
  }
  return { resolution, dispatch: own.dispatch };
}
