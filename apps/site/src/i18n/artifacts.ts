/**
 * What a release file is, in the page's language. The kind of file is a message ("{os}
 * installer", "Source code"); the operating system's name, the format and the architecture are
 * filled in as published, like the file name itself. In English the result is release-core's
 * `Artifact.label`, word for word.
 */
import { ARTIFACT_KINDS, type Artifact, type ArtifactKind, artifactOsName } from '@node-downloads/release-core';

/** Id of the message naming a kind of file: `archive.kind.installer`, `archive.kind.source`, … */
export function artifactKindMessageId(kind: ArtifactKind): string {
  return `archive.kind.${kind}`;
}

/** The message ids of every kind of file release-core knows. */
export function artifactKindMessageIds(): string[] {
  return ARTIFACT_KINDS.map(artifactKindMessageId);
}

/**
 * The description of a file shown to people, such as "Windows installer (.msi), x64", as plain
 * text (`t`) or as page content (`rich`, which isolates the system, format and architecture).
 * @example
 * artifactLabel({ kind: 'source', format: 'tar.gz' }, t) // → 'Source code (.tar.gz)'
 */
export function artifactLabel<Text>(artifact: Pick<Artifact, 'kind' | 'os' | 'format' | 'arch'>, text: (id: string, values?: Record<string, unknown>) => Text): Text {
  const what = text(artifactKindMessageId(artifact.kind), artifact.os ? { os: artifactOsName(artifact.os) } : undefined);
  const format = `.${artifact.format}`;
  return artifact.arch ? text('archive.fileLabelArch', { what, format, arch: artifact.arch }) : text('archive.fileLabel', { what, format });
}
