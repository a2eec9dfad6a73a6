import type { Artifact } from '@node-downloads/release-core';
import type { ReactNode } from 'react';
import { artifactLabel } from '../i18n/artifacts';
import { useI18n } from '../i18n/react';

/** The complete, plain list of a release's files: what each is, its link, and its SHA-256. */
export function ArtifactTable({ artifacts, caption }: { artifacts: readonly Artifact[]; caption: ReactNode }) {
  const { t, rich } = useI18n();
  return (
    <div className="table-scroll">
      <table className="data-table" data-slot="artifact-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('archive.table.file')}</th>
            <th scope="col">{t('archive.table.what')}</th>
            <th scope="col">SHA-256</th>
          </tr>
        </thead>
        <tbody>
          {artifacts.map((artifact) => (
            <tr key={artifact.fileName} data-kind={artifact.kind} data-os={artifact.os} data-arch={artifact.arch}>
              <td className="file-name">
                <a href={artifact.url}>{artifact.fileName}</a>
              </td>
              <td>{artifactLabel(artifact, rich)}</td>
              <td className="sha">{artifact.sha256 ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
