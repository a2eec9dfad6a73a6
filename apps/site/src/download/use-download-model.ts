/**
 * The download page's one state: release-core's download model in a `useReducer`. The page
 * renders the model's view; every change is one event.
 */
import {
  type DownloadModelContext,
  type DownloadModelEvent,
  type DownloadModelState,
  type DownloadView,
  downloadView,
  startDownloadModel,
  updateDownloadModel,
} from '@node-downloads/release-core';
import { type Client, platformFor } from '@node-downloads/detect';
import * as React from 'react';
import type { DownloadPageClient, DownloadPageData, DownloadRelease } from './types';
import { useScriptComments } from './view-text';

type Context = DownloadModelContext<DownloadRelease>;

/** The reducer's state: the model, and the browser's answers it was started with (none on the server). */
type PageState = { client: DownloadPageClient | undefined; model: DownloadModelState<DownloadRelease> };

/** One event of the page, sent while the page was rendered with `client`. */
type PageAction = { client: DownloadPageClient | undefined; event: DownloadModelEvent };

/**
 * The state as of `client`: started with the detected system and the shared link's query when
 * they arrived after the state was last changed. Derived, never stored during render.
 */
function withClient(context: Context, state: PageState, client: DownloadPageClient | undefined): PageState {
  if (client === undefined || state.client === client) {
    return state;
  }
  const { detected, query } = client;
  return { client, model: updateDownloadModel(context, state.model, { type: 'start', os: detected.os, platform: platformFor(detected), query }) };
}

/** What {@link useDownloadModel} gives the page. */
export type DownloadModel = {
  /** The model's view of the current state. */
  view: DownloadView<DownloadRelease>;
  /** Sends one event to the model. */
  dispatch: (event: DownloadModelEvent) => void;
  /** The visitor's system as detected, once the browser said. */
  detected: Client | undefined;
};

/**
 * The page's model: rendered on the server and hydrated without `client` (the system still
 * loading); when the browser then passes `client`, the view starts from it in the same render.
 * The address records the selection once the view says so (a choice made, or a shared link).
 */
export function useDownloadModel(data: DownloadPageData, client: DownloadPageClient | undefined): DownloadModel {
  const context = React.useMemo<Context>(
    () => ({ releases: data.releases, initialVersion: data.initialVersion, shasums: data.shasums }),
    [data.releases, data.initialVersion, data.shasums],
  );
  const [stored, send] = React.useReducer(
    (state: PageState, action: PageAction): PageState => {
      const base = withClient(context, state, action.client);
      return { client: base.client, model: updateDownloadModel(context, base.model, action.event) };
    },
    context,
    (initial: Context): PageState => ({ client: undefined, model: startDownloadModel(initial) }),
  );
  const state = React.useMemo(() => withClient(context, stored, client), [context, stored, client]);
  const comments = useScriptComments();
  const view = React.useMemo(() => downloadView(context, state.model, { comments }), [context, state.model, comments]);
  const dispatch = React.useCallback((event: DownloadModelEvent) => send({ client, event }), [client]);
  const { writeQuery, query } = view;
  React.useEffect(() => {
    if (writeQuery) {
      globalThis.history.replaceState(globalThis.history.state, '', `?${query}`);
    }
  }, [writeQuery, query]);
  return { view, dispatch, detected: state.client?.detected };
}
