/**
 * What a release file is, in the page's language. The kind of file is a message ("{os}
 * installer", "Source code"); the operating system's name, the format and the architecture are
 * filled in as published, like the file name itself. In English the result is release-core's
 * `Artifact.label`, word for word.
 */
import { ARTIFACT_KINDS, type Artifact, type ArtifactKind, artifactOsName } from '@node-downloads/release-core';
import type { PageI18n } from './react';

/** Id of the message naming a kind of file: `archive.kind.installer`, `archive.kind.source`, … */
export function artifactKindMessageId(kind: ArtifactKind): string {
  return `archive.kind.${kind}`;
}

/** The message ids of every kind of file release-core knows. */
export function artifactKindMessageIds(): string[] {
  return ARTIFACT_KINDS.map(artifactKindMessageId);
}

/**
 * The description of a file shown to people, such as "Windows installer (.msi), x64".
 * @example
 * artifactLabel({ kind: 'source', format: 'tar.gz' }, t) // → 'Source code (.tar.gz)'
 */
export function artifactLabel(artifact: Pick<Artifact, 'kind' | 'os' | 'format' | 'arch'>, t: PageI18n['t']): string {
  const what = t(artifactKindMessageId(artifact.kind), artifact.os ? { os: artifactOsName(artifact.os) } : undefined);
  return artifact.arch
    ? t('archive.fileLabelArch', { what, format: artifact.format, arch: artifact.arch })
    : t('archive.fileLabel', { what, format: artifact.format });
}
