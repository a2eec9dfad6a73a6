import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseArgs } from './args';
import { temporaryFolder } from './fixtures';
import { reload } from './reload';
import { reloadChoice } from './reload-option';

let work: ReturnType<typeof temporaryFolder>;
beforeEach(() => {
  work = temporaryFolder();
});
afterEach(() => work.remove());

describe('the reload after a switch', () => {
  it('runs the --reload command, and fails naming it when it fails', () => {
    const marker = path.join(work.dir, 'reloaded');
    expect(reload({ command: `touch ${marker}` })).toBe(`Reloaded nginx: touch ${marker}`);
    expect(fs.existsSync(marker)).toBe(true);
    expect(() => reload({ command: 'echo no such nginx >&2; exit 3' })).toThrow('The reload command `echo no such nginx >&2; exit 3` failed (3): no such nginx');
  });

  it('reloads the system nginx only when its pid file names a running process', () => {
    const pidFile = path.join(work.dir, 'nginx.pid');
    expect(reload({ system: true }, pidFile)).toBe(`nginx not reloaded: no running nginx named by ${pidFile} (pass --reload CMD for another one).`);
    fs.writeFileSync(pidFile, '999999999\n');
    expect(reload({ system: true }, pidFile)).toMatch(/^nginx not reloaded: no running nginx/);
    expect(reload({ none: true })).toBe('nginx not reloaded (--no-reload).');
  });

  it('takes --reload CMD or --no-reload, not both', () => {
    expect(reloadChoice(parseArgs(['--reload', 'nginx -s reload'], ['--reload'], ['--no-reload']))).toEqual({ command: 'nginx -s reload' });
    expect(reloadChoice(parseArgs([], ['--reload'], ['--no-reload']))).toEqual({ system: true });
    expect(() => reloadChoice(parseArgs(['--reload=x', '--no-reload'], ['--reload'], ['--no-reload']))).toThrow('--reload and --no-reload exclude one another');
    expect(() => parseArgs(['--keep'], ['--keep'])).toThrow('--keep needs a value');
    expect(() => parseArgs(['--kep', '3'], ['--keep'])).toThrow('Unknown option --kep (options: --keep)');
  });
});
