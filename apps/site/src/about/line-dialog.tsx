import { cveUrl } from '@node-downloads/release-core';
import {
  DEFAULT_EOL_TABLE_LABELS,
  DEFAULT_RELEASE_DIALOG_LABELS,
  PendingDialog,
  type PendingDialogState,
  ReleaseDialog,
  VulnerabilitiesDialog,
} from '@node-downloads/ui';
import * as React from 'react';
import type { ApiLine } from '../api/releases-api';
import { CURRENT_DOWNLOAD_PATH, EOL_PATH } from '../links';
import { fetchLine, LineDataError, lineVulnerabilities, toReleaseDetails } from './line-data';

/** A Details control that was clicked: which line, which dialog, and where focus returns. */
export type LineDialogRequest = {
  line: string;
  codename?: string | undefined;
  /** The releases table's details, or the end-of-life table's vulnerabilities. */
  kind: 'releases' | 'eol';
  opener: HTMLElement;
};

type LoadState = PendingDialogState | { status: 'ready'; line: ApiLine };

/**
 * The details dialog of one line on an about page: loads the line's API file when it opens, shows
 * a loading state, then ui's release or vulnerabilities dialog; on a failed or malformed answer,
 * why and a retry. The page's table is never touched.
 */
export function LineDialog({
  request,
  onClose,
  load = fetchLine,
}: {
  request: LineDialogRequest;
  onClose: () => void;
  /** Loads a line's API file. @defaultValue fetchLine */
  load?: (line: string) => Promise<ApiLine>;
}) {
  const [state, setState] = React.useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    let live = true;
    void attempt;
    load(request.line).then(
      (line) => live && setState({ status: 'ready', line }),
      (error: unknown) =>
        live &&
        setState({
          status: 'failed',
          message: error instanceof LineDataError ? error.message : `The details of ${request.line} could not be loaded.`,
        }),
    );
    return () => {
      live = false;
    };
  }, [load, request.line, attempt]);
  const returnFocusTo = React.useMemo(() => ({ current: request.opener }), [request.opener]);
  const onOpenChange = (open: boolean) => {
    if (!open) {
      onClose();
    }
  };
  const title =
    request.kind === 'eol'
      ? DEFAULT_EOL_TABLE_LABELS.title({ version: request.line, codename: request.codename })
      : DEFAULT_RELEASE_DIALOG_LABELS.title({ line: request.line, codename: request.codename });

  switch (state.status) {
    case 'loading':
    case 'failed': {
      return (
        <PendingDialog
          title={title}
          state={state}
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt((count) => count + 1);
          }}
          onOpenChange={onOpenChange}
          returnFocusTo={returnFocusTo}
        />
      );
    }
    case 'ready': {
      const { line } = state;
      if (request.kind === 'eol') {
        const { known, unknown, unknownOpen } = lineVulnerabilities(line);
        return (
          <VulnerabilitiesDialog
            open
            onOpenChange={onOpenChange}
            title={title}
            known={known}
            unknown={unknown}
            unknownOpen={unknownOpen}
            cveHref={cveUrl}
            returnFocusTo={returnFocusTo}
          />
        );
      }
      const releases = new Map(line.releases.map((release) => [release.version, release]));
      const link = (version: string, field: 'docs' | 'changelog' | 'page') => releases.get(version)?.[field] ?? '';
      return (
        <ReleaseDialog
          release={toReleaseDetails(line)}
          onOpenChange={onOpenChange}
          returnFocusTo={returnFocusTo}
          eolHref={EOL_PATH}
          currentHref={CURRENT_DOWNLOAD_PATH}
          docsHref={(version) => link(version, 'docs')}
          changelogHref={(version) => link(version, 'changelog')}
          archiveHref={(version) => link(version, 'page')}
        />
      );
    }
    default: {
      return state satisfies never;
    }
  }
}
