import type { Resolution, SystemChoiceEvent } from '@node-downloads/release-core';
import { Select } from '@node-downloads/ui';
import { useI18n } from '../i18n/react';
import type { DownloadRelease } from './types';
import { items, selectLabels } from './view-text';

/**
 * The operating system and platform dropdowns of a selection (the page's, or the nested one of the
 * prebuilt files). The page's six dropdowns are all `defer`red: built when reached or when the
 * browser is idle, which keeps them out of the page's start-up render (about 350 of its 600
 * components).
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
