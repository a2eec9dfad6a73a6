// A local mirror of the release data sources for CI, laid out as the distribution server lays
// them out: `/dist/index.json` (the committed snapshot's dist index with one new release on top,
// the next minor of the newest line that lists its files, dated yesterday), `/dist/v{version}/
// SHASUMS256.txt` for every release the snapshot has no checksum list for (the file names of the
// newest listed release of that line, renamed; digests of the names, since no file is served),
// `/schedule.json` and `/advisories.json` (the advisories keyed by id, as their source has them).
// Prints its base URL and the new version on one line (`URL VERSION`), then serves until killed.
//
//   node tooling/scripts/data-mirror.mjs
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const data = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/release-core/data');
const read = (name) => JSON.parse(fs.readFileSync(path.join(data, name), 'utf8'));
const index = read('dist-index.json');
const shasums = read('shasums.json');
const advisories = read('vulnerabilities.json');

const base = index.find((entry) => entry.files !== undefined && !entry.version.includes('-'));
const major = base.version.split('.')[0];
const newestMinor = Math.max(...index.filter((entry) => entry.version.startsWith(`${major}.`)).map((entry) => Number(entry.version.split('.')[1])));
const version = `${major}.${newestMinor + 1}.0`;
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const mirrored = [{ ...base, version, date: yesterday }, ...index];

/** A list in `SHASUMS256.txt`'s layout: the newest listed release of the line's file names, renamed. */
function listFor(release) {
  const line = release.split('.')[0];
  const model = Object.keys(shasums).find((listed) => listed.split('.')[0] === line) ?? base.version;
  return Object.keys(shasums[model] ?? shasums[base.version])
    .map((name) => name.replaceAll(model, release))
    .map((name) => `${createHash('sha256').update(name).digest('hex')}  ${name}`)
    .join('\n');
}

const routes = new Map([
  ['/dist/index.json', `[\n${mirrored.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`],
  ['/schedule.json', fs.readFileSync(path.join(data, 'schedule.json'), 'utf8')],
  ['/advisories.json', JSON.stringify(Object.fromEntries(advisories.map(({ id, ...record }) => [id, record])))],
]);
for (const entry of mirrored) {
  if (shasums[entry.version] === undefined) {
    routes.set(`/dist/${entry.version}/SHASUMS256.txt`, `${listFor(entry.version)}\n`);
  }
}

const server = http.createServer((request, response) => {
  const body = routes.get(request.url ?? '');
  response.statusCode = body === undefined ? 404 : 200;
  response.end(body ?? 'not found');
});
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${server.address().port} ${version}`);
});
