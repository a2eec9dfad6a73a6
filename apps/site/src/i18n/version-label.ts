import { versionTag } from '@node-downloads/release-core';
import type { PageI18n } from './react';

/**
 * A line's version with its tag in the page's language ("v24.22.0 (LTS)", "v26.3.0 (Current)",
 * "v27.0.0-alpha.0.1.1 (Alpha)"),
 * as release-core's `versionTag` decides it.
 */
export function versionLabel(t: PageI18n['t'], release: Parameters<typeof versionTag>[0] & { versionWithPrefix: string }): string {
  const tag = versionTag(release);
  if (tag === 'lts') {
    return `${release.versionWithPrefix} ${t('common.ltsSuffix')}`;
  }
  if (tag === 'current') {
    return `${release.versionWithPrefix} ${t('common.currentSuffix')}`;
  }
  if (tag === 'alpha') {
    return `${release.versionWithPrefix} ${t('common.alphaSuffix')}`;
  }
  return release.versionWithPrefix;
}
