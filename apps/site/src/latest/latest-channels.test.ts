import { describe, expect, it } from 'vitest';
import { snapshot } from '../../test/snapshot';
import { loadSite } from '../site-data';
import { latestChannels, latestFilePath, latestRedirectRules, latestVersionFiles } from './latest-channels';

const november = loadSite({ now: new Date('2026-11-22T00:00:00Z'), data: snapshot });
const june = loadSite({ now: new Date('2026-06-01T00:00:00Z'), data: snapshot });

describe('latestChannels', () => {
  it('on 2026-11-22: lts and every line not end-of-life with a stable release, no current (no line is Current)', () => {
    const channels = latestChannels(november);
    expect(channels.map(({ channel, version }) => [channel, version])).toEqual([
      ['lts', 'v26.13.0'],
      ['v26', 'v26.13.0'],
      ['v24', 'v24.22.0'],
      ['v22', 'v22.23.2'],
    ]);
  });

  it('has a current channel while a line is Current', () => {
    const channels = latestChannels(june);
    expect(channels.find((channel) => channel.channel === 'current')?.line).toBe('v26');
    expect(channels.find((channel) => channel.channel === 'lts')?.line).toBe('v24');
  });

  it('gives the known files only: v26.13.0, listed without its files, those of its line as the download page offers them; all of v22.23.2', () => {
    const [lts, , , v22] = latestChannels(november);
    const ltsFiles = lts?.files ?? [];
    expect(ltsFiles.find((file) => file.name === 'node-linux-x64.tar.xz')?.url).toBe('https://nodejs.org/dist/v26.13.0/node-v26.13.0-linux-x64.tar.xz');
    expect(ltsFiles.filter((file) => file.source === 'checksums-rule').map((file) => file.name)).toEqual(['SHASUMS256.txt', 'SHASUMS256.txt.asc']);
    expect(ltsFiles.some((file) => file.name === 'node-arm64.msi')).toBe(false);
    const names = v22?.files.map((file) => file.name) ?? [];
    for (const name of ['node-linux-x64.tar.xz', 'node-x64.msi', 'node.pkg', 'node.tar.gz', 'node-headers.tar.gz', 'SHASUMS256.txt', 'SHASUMS256.txt.asc']) {
      expect(names).toContain(name);
    }
    expect(names.some((name) => name.includes('22.23.2') || name.includes('/'))).toBe(false);
  });
});

describe('the rules and files of the channels', () => {
  it('one 302 a known file, to the file of the release on the distribution server', () => {
    const rules = latestRedirectRules(latestChannels(november));
    expect(rules).toContainEqual({
      from: latestFilePath('v22', 'node-linux-x64.tar.xz'),
      to: 'https://nodejs.org/dist/v22.23.2/node-v22.23.2-linux-x64.tar.xz',
      family: 'latest file',
      status: 302,
    });
    expect(rules.every((rule) => rule.status === 302 && rule.to.startsWith('https://nodejs.org/dist/v'))).toBe(true);
    expect(new Set(rules.map((rule) => rule.from)).size).toBe(rules.length);
    // One rule a file of a channel; four channels of about 30 files stay far below the hosts' 1,000 rules.
    expect(rules.length).toBe(latestChannels(november).reduce((count, channel) => count + channel.files.length, 0));
    expect(rules.length).toBeLessThan(150);
  });

  it('a .txt file a channel holding its version', () => {
    expect(latestVersionFiles(latestChannels(november))).toEqual([
      { path: '/download/latest/lts.txt', content: 'v26.13.0\n' },
      { path: '/download/latest/v26.txt', content: 'v26.13.0\n' },
      { path: '/download/latest/v24.txt', content: 'v24.22.0\n' },
      { path: '/download/latest/v22.txt', content: 'v22.23.2\n' },
    ]);
  });
});
