import { releaseArtifacts } from '@node-downloads/release-core';
import { snapshot } from '../../test/snapshot';
import { describe, expect, it } from 'vitest';
import { renderInLocale, renderTestPage, testSite } from '../../test/site-pages';
import { toDownloadReleases, toDownloadShasums } from '../download/download-data';
import { VerifyDownloads } from './verify-downloads';


function decode(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#039;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The "Verify a download" section of a built archive page: its text, and each OS's summary and commands. */
function verifySection(path: string): { text: string; entries: { summary: string; sha?: string; language: string; code: string }[] } {
  const html = renderTestPage(path);
  const start = html.indexOf('<section aria-labelledby="verify-heading"');
  expect(start).toBeGreaterThan(0);
  const section = html.slice(start, html.indexOf('</section>', start));
  const entries = [...section.matchAll(/<details[^>]*>([\s\S]*?)<\/details>/g)].map(([, body = '']) => ({
    summary: decode(/<summary>([\s\S]*?)<\/summary>/.exec(body)?.[1] ?? ''),
    sha: /<code class="sha"><bdi dir="ltr">([0-9a-f]+)<\/bdi><\/code>/.exec(body)?.[1],
    language: /data-language="(\w+)"/.exec(body)?.[1] ?? '',
    code: decode(/<pre[^>]*>([\s\S]*?)<\/pre>/.exec(body)?.[1] ?? ''),
  }));
  return { text: decode(section), entries };
}

describe('"Verify a download" on archive pages', () => {
  it('v22.1.0: one closed section per OS, each naming its main binary', () => {
    const { entries, text } = verifySection('/download/archive/v22.1.0');
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Windows: node-v22.1.0-win-x64.zip',
      'macOS: node-v22.1.0-darwin-x64.tar.gz',
      'Linux: node-v22.1.0-linux-x64.tar.xz',
      'AIX: node-v22.1.0-aix-ppc64.tar.gz',
    ]);
    expect(text).toContain('Node.js release keys');
  });

  it('v22.1.0 on Linux: sha256sum checks node-v22.1.0-linux-x64.tar.xz, with the SHA-256 of the snapshot', () => {
    const linux = verifySection('/download/archive/v22.1.0').entries.find((entry) => entry.summary.startsWith('Linux'));
    expect(linux?.language).toBe('bash');
    expect(linux?.code).toContain('curl -fsSL -o SHASUMS256.txt https://nodejs.org/dist/v22.1.0/SHASUMS256.txt');
    expect(linux?.code).toContain("awk -v file=node-v22.1.0-linux-x64.tar.xz '$2 == file' SHASUMS256.txt | sha256sum -c -");
    expect(linux?.code).toContain('gpgv --keyring ./nodejs-keyring.kbx SHASUMS256.txt.sig SHASUMS256.txt');
    expect(linux?.sha).toBe(snapshot.shasums['v22.1.0']?.['node-v22.1.0-linux-x64.tar.xz']);
    expect(linux?.sha).toMatch(/^[0-9a-f]{64}$/);
  });

  it('v22.1.0 on Windows: PowerShell Get-FileHash of node-v22.1.0-win-x64.zip; macOS uses shasum', () => {
    const { entries } = verifySection('/download/archive/v22.1.0');
    const windows = entries.find((entry) => entry.summary.startsWith('Windows'));
    expect(windows?.language).toBe('powershell');
    expect(windows?.code).toContain("if ($name -eq 'node-v22.1.0-win-x64.zip')");
    expect(windows?.code).toContain("(Get-FileHash -Algorithm SHA256 -LiteralPath 'node-v22.1.0-win-x64.zip').Hash");
    expect(windows?.code).not.toContain('sha256sum');
    expect(entries.find((entry) => entry.summary.startsWith('macOS'))?.code).toContain('shasum -a 256 -c -');
  });

  it('v0.10.48: the x64 node.exe of the old layout, checked through the clearsigned list', () => {
    const windows = verifySection('/download/archive/v0.10.48').entries.find((entry) => entry.summary.startsWith('Windows'));
    expect(windows?.summary).toBe('Windows: x64/node.exe');
    expect(windows?.code).toContain("if ($name -eq 'x64/node.exe')");
    expect(windows?.code).toContain('SHASUMS256.txt.asc');
  });

  it('v0.1.14, which has no known checksum list, says why there is nothing to verify against', () => {
    const { entries, text } = verifySection('/download/archive/v0.1.14');
    expect(entries).toEqual([]);
    expect(text).toContain('No SHA-256 checksum list (SHASUMS256.txt) is known for v0.1.14');
    expect(text).toContain('nothing to check its files against');
  });

  it('every release gets commands or the explanation, never an error', () => {
    const outcomes = { commands: 0, explained: 0 };
    for (const release of testSite.releases) {
      for (const minor of release.minorVersions) {
        const html = renderInLocale(
          <VerifyDownloads minor={minor} artifacts={releaseArtifacts(minor, { shasums: testSite.shasums })} shasums={testSite.shasums} />,
        );
        if (html.includes('<details')) {
          outcomes.commands += 1;
        } else {
          expect(html, minor.version).toContain('data-slot="verify-none"');
          outcomes.explained += 1;
        }
      }
    }
    // 221 = 218 v0.x releases with no known checksum list, and 3 v27 prereleases listed without files.
    expect(outcomes).toEqual({ commands: 651, explained: 221 });
  });
});

describe('checksum lists in the download page data', () => {
  it('carries only the lists release-core cannot assume: the offered v0.x releases that have one', () => {
    const shasums = toDownloadShasums(toDownloadReleases(testSite.releases), testSite.shasums);
    expect(Object.keys(shasums).sort()).toEqual(['v0.10.48', 'v0.12.18']);
    // Of each, the files a download button offers, without digests (the page never shows them).
    expect(shasums['v0.10.48']).toEqual({
      'node-v0.10.48-darwin-x64.tar.gz': null,
      'node-v0.10.48-darwin-x86.tar.gz': null,
      'node-v0.10.48-linux-x64.tar.xz': null,
      'node-v0.10.48-linux-x86.tar.xz': null,
      'node-v0.10.48.pkg': null,
      'node-v0.10.48-x86.msi': null,
      'node.exe': null,
      'x64/node-v0.10.48-x64.msi': null,
      'x64/node.exe': null,
    });
  });
});
