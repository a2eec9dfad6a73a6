import type { Resolution, SystemChoiceEvent } from '@node-downloads/release-core';
import { Select } from '@node-downloads/ui';
import { useI18n } from '../i18n/react';
import type { DownloadRelease } from './types';
import { items, selectLabels } from './view-text';

/**
 * The operating system and platform dropdowns of a selection (the page's, or the nested one of the
 * prebuilt files). The page's six dropdowns are all `defer`red: built when reached or, once the
 * page is idle and their code has loaded (`src/client/download.tsx`), in the background
 * (`buildWhenLoaded`), which keeps them out of the page's start-up render (about 350 of its 600
 * components) and lets the first tap open a built one.
 */
export function SystemSelects({
  resolution,
  dispatch,
  osLabel,
  platformLabel,
}: {
  resolution: Resolution<DownloadRelease>;
  dispatch: (event: SystemChoiceEvent) => void;
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
        buildWhenLoaded
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
        buildWhenLoaded
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
