import type { LineRelease } from '@node-downloads/release-core';
import type * as React from 'react';
import { NotInData, Table, TableCell } from './table';
import { VisuallyHidden } from './visually-hidden';

/** Column names and link texts of the minor releases table. */
export type MinorReleasesTableLabels = {
  caption: string;
  version: string;
  modules: string;
  npm: string;
  v8: string;
  links: string;
  docs: string;
  changelog: string;
  archive: string;
  /** Shown for a value the release data does not have. */
  notInData: string;
};

export const DEFAULT_MINOR_RELEASES_LABELS: MinorReleasesTableLabels = {
  caption: 'Releases of this line',
  version: 'Version',
  modules: 'Native API (modules)',
  npm: 'npm',
  v8: 'V8',
  links: 'Links',
  docs: 'Docs',
  changelog: 'Changelog',
  archive: 'Download archive',
  notInData: 'not in the release data',
};

/** What the table shows of a release. */
export type MinorReleasesTableRow = Pick<LineRelease, 'versionWithPrefix' | 'modules' | 'npm' | 'v8'>;

/** Link builders of a release; the site builds the URLs. */
export type ReleaseLinkBuilders = {
  /** API docs of a release (argument: version with its `v`). */
  docsHref: (versionWithPrefix: string) => string;
  /** Changelog of a release. */
  changelogHref: (versionWithPrefix: string) => string;
  /** Download archive page of a release. */
  archiveHref: (versionWithPrefix: string) => string;
};

export type MinorReleasesTableProps = Omit<React.ComponentProps<'table'>, 'children'> &
  ReleaseLinkBuilders & {
    /** Releases of a line, in the order shown (newest first). */
    releases: readonly MinorReleasesTableRow[];
    /** Texts; English by default. @defaultValue English labels */
    labels?: Partial<MinorReleasesTableLabels>;
  };

/** Every release of a line: version, native API version, npm, V8, and links to docs, changelog and archive. */
export function MinorReleasesTable({
  releases,
  docsHref,
  changelogHref,
  archiveHref,
  labels,
  ...props
}: MinorReleasesTableProps) {
  const text = { ...DEFAULT_MINOR_RELEASES_LABELS, ...labels };
  return (
    <Table data-table="minor-releases" {...props}>
      <caption data-slot="table-caption">{text.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{text.version}</th>
          <th scope="col">{text.modules}</th>
          <th scope="col">{text.npm}</th>
          <th scope="col">{text.v8}</th>
          <th scope="col">{text.links}</th>
        </tr>
      </thead>
      <tbody>
        {releases.map((release) => (
          <tr key={release.versionWithPrefix}>
            <TableCell label={text.version}>
              <span data-slot="version">{release.versionWithPrefix}</span>
            </TableCell>
            <TableCell label={text.modules}>{release.modules ?? <NotInData label={text.notInData} />}</TableCell>
            <TableCell label={text.npm}>{release.npm ?? <NotInData label={text.notInData} />}</TableCell>
            <TableCell label={text.v8}>{release.v8 ?? <NotInData label={text.notInData} />}</TableCell>
            <TableCell label={text.links}>
              <span data-slot="table-links">
                <a href={docsHref(release.versionWithPrefix)}>
                  {text.docs}
                  <VisuallyHidden> {release.versionWithPrefix}</VisuallyHidden>
                </a>
                <a href={changelogHref(release.versionWithPrefix)}>
                  {text.changelog}
                  <VisuallyHidden> {release.versionWithPrefix}</VisuallyHidden>
                </a>
                <a href={archiveHref(release.versionWithPrefix)}>
                  {text.archive}
                  <VisuallyHidden> {release.versionWithPrefix}</VisuallyHidden>
                </a>
              </span>
            </TableCell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
