import { type Artifact, OPERATING_SYSTEMS, type OperatingSystem, primaryArtifacts } from '@node-downloads/release-core';

/** The main prebuilt file of one operating system of a release. */
export type PrimaryBinary = { os: OperatingSystem; artifact: Artifact };

/**
 * Each operating system's main prebuilt file of a release, in the catalogue's OS order: the
 * binary archive (or `node.exe`) of the first platform the release has one for, as release-core's
 * `primaryArtifacts` lists them (x64 where it exists). Operating systems without any file are left
 * out. The archive page shows verify commands for these files, and the no-JavaScript check
 * expects a visible link to each of them.
 */
export function primaryBinaries(artifacts: readonly Artifact[]): PrimaryBinary[] {
  const primary = primaryArtifacts(artifacts);
  return OPERATING_SYSTEMS.flatMap((os) => {
    // Where an OS has no installer, `primaryArtifacts` lists the binary under both kinds.
    const artifact = primary.find((candidate) => candidate.os === os && candidate.kind !== 'installer');
    return artifact ? [{ os, artifact }] : [];
  });
}
