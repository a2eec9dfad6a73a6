/**
 * What a release file is, in the page's language. The kind of file is a message ("{os}
 * installer", "Source code"); the operating system's name, the format and the architecture are
 * filled in as published, like the file name itself. In English the result is release-core's
 * `Artifact.label`, word for word.
 */
import type { Artifact, ArtifactKind } from '@node-downloads/release-core';
import { artifactOsName } from '@node-downloads/release-core';
import type { MessageArgs, MessageId } from './react';

/**
 * Id of the message naming a kind of file: `archive.kind.installer`, `archive.kind.source`, … (a
 * kind release-core knows without an English message does not compile).
 */
export function artifactKindMessageId(kind: ArtifactKind): `archive.kind.${ArtifactKind}` & MessageId {
  const id: `archive.kind.${ArtifactKind}` & MessageId = `archive.kind.${kind}`;
  return id;
}

/**
 * The description of a file shown to people, such as "Windows installer (.msi), x64", as plain
 * text (`t`) or as page content (`rich`, which isolates the system, format and architecture).
 * @example
 * artifactLabel({ kind: 'source', format: 'tar.gz' }, t) // → 'Source code (.tar.gz)'
 */
export function artifactLabel<Text>(
  artifact: Pick<Artifact, 'kind' | 'os' | 'format' | 'arch'>,
  text: <Id extends MessageId>(id: Id, ...values: MessageArgs<Id>) => Text,
): Text {
  // Kinds with an `{os}` placeholder get the system's name; the others need no values.
  const what = text(artifactKindMessageId(artifact.kind), (artifact.os ? { os: artifactOsName(artifact.os) } : undefined) as never);
  const format = `.${artifact.format}`;
  return artifact.arch ? text('archive.fileLabelArch', { what, format, arch: artifact.arch }) : text('archive.fileLabel', { what, format });
}
