import { statusNotice } from '@node-downloads/release-core';
import { PendingDialog, ReleaseDialog, VulnerabilitiesDialog } from '@node-downloads/ui';
import * as React from 'react';
import type { ApiLine } from '../api/releases-api';
import { useI18n } from '../i18n/react';
import { aboutLabels, advisoryListProps, lineDetailsProps } from './labels';
import { fetchLineAdvisories, type LineAdvisories } from './line-advisories';
import { fetchLine, LineDataError, type LineProblem, toReleaseDetails } from './line-data';

/** A Details control that was clicked: which line, which dialog, and where focus returns. */
export type LineDialogRequest = {
  line: string;
  codename?: string | undefined;
  /** The releases table's details, or the end-of-life table's vulnerabilities. */
  kind: 'releases' | 'eol';
  /** The line in Current status, as the page's table says (`data-current-line`), for the status notice's rule. */
  currentLine?: string | undefined;
  opener: HTMLElement;
};

type LoadState =
  | { status: 'loading' }
  /** The problem is unknown when the loader failed with something other than a LineDataError. */
  | { status: 'failed'; problem: LineProblem | undefined }
  | { status: 'ready'; kind: 'releases'; line: ApiLine }
  | { status: 'ready'; kind: 'eol'; advisories: LineAdvisories };

/**
 * The details dialog of one line on an about page: when it opens, loads the line's API file (the
 * releases' dialog) or its advisories file, formatted by the build (the vulnerabilities dialog),
 * one request either way; shows a loading state, then ui's release or vulnerabilities dialog; on a
 * failed or malformed answer, why and a retry. The page's table is never touched. Every text
 * comes from the page's `about` and `common` messages.
 */
export function LineDialog({
  request,
  onClose,
  load = fetchLine,
  loadAdvisories = fetchLineAdvisories,
}: {
  request: LineDialogRequest;
  onClose: () => void;
  /** Loads a line's API file, for the releases' dialog. @defaultValue fetchLine */
  load?: (line: string) => Promise<ApiLine>;
  /** Loads a line's advisories file, for the vulnerabilities dialog. @defaultValue fetchLineAdvisories */
  loadAdvisories?: (line: string) => Promise<LineAdvisories>;
}) {
  const i18n = useI18n();
  const labels = aboutLabels(i18n);
  const [state, setState] = React.useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    let live = true;
    void attempt;
    const loaded: Promise<LoadState> =
      request.kind === 'eol'
        ? loadAdvisories(request.line).then((advisories) => ({ status: 'ready', kind: 'eol', advisories }))
        : load(request.line).then((line) => ({ status: 'ready', kind: 'releases', line }));
    loaded.then(
      (ready) => live && setState(ready),
      (error: unknown) =>
        live && setState({ status: 'failed', problem: error instanceof LineDataError ? error.problem : undefined }),
    );
    return () => {
      live = false;
    };
  }, [load, loadAdvisories, request.line, request.kind, attempt]);
  const returnFocusTo = React.useMemo(() => ({ current: request.opener }), [request.opener]);
  const onOpenChange = (open: boolean) => {
    if (!open) {
      onClose();
    }
  };
  const title =
    request.kind === 'eol'
      ? labels.eolTable.title({ version: request.line, codename: request.codename })
      : labels.releaseDialog.title({ line: request.line, codename: request.codename });

  switch (state.status) {
    case 'loading':
    case 'failed': {
      return (
        <PendingDialog
          title={title}
          state={state.status === 'loading' ? state : { status: 'failed', message: labels.problem(request.line, state.problem) }}
          labels={labels.pending}
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
      if (state.kind === 'eol') {
        const { known, unknown, lastRelease } = state.advisories;
        const list = advisoryListProps(labels);
        return (
          <VulnerabilitiesDialog
            open
            onOpenChange={onOpenChange}
            title={title}
            known={known}
            unknown={unknown}
            {...list}
            // The line's count is of its releases; the last release's own count follows it.
            labels={{ ...list.labels, count: (count) => i18n.t('about.vulnerabilities.lineCount', { count, line: request.line }) }}
            lastRelease={lastRelease}
            returnFocusTo={returnFocusTo}
          />
        );
      }
      const { line } = state;
      const releases = new Map(line.releases.map((release) => [release.version, release]));
      const link = (version: string, field: 'docs' | 'changelog' | 'page') => releases.get(version)?.[field] ?? '';
      return (
        <ReleaseDialog
          release={{
            ...toReleaseDetails(line),
            notice: statusNotice(line, request.currentLine === undefined ? [] : [{ line: request.currentLine, status: 'Current' }]),
          }}
          onOpenChange={onOpenChange}
          returnFocusTo={returnFocusTo}
          {...lineDetailsProps(i18n, labels)}
          labels={labels.releaseDialog}
          statusLabels={labels.status}
          docsHref={(version) => link(version, 'docs')}
          changelogHref={(version) => link(version, 'changelog')}
          archiveHref={(version) => {
            // The API file gives each release's page by its English route; the visitor stays in the page's locale.
            const page = link(version, 'page');
            return page === '' ? '' : i18n.path(page);
          }}
        />
      );
    }
    default: {
      return state satisfies never;
    }
  }
}
