import { installMethodFor, type Resolution, systemFor } from '@node-downloads/release-core';
import { useI18n } from '../i18n/react';
import type { DownloadRelease } from './types';

/** The page's heading: the version, and once chosen the system, install method and package manager. */
export function Heading({ resolution }: { resolution: Resolution<DownloadRelease> }) {
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
