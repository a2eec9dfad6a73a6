/**
 * Copies a build into a release, sharing with the previous release every file it has unchanged:
 * a file of the same path, size and content (SHA-256) is hard-linked rather than copied, so five
 * releases of a build that changes a few pages cost little more than one.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What a copy did. */
export type CopyFigures = { files: number; linked: number; copied: number; bytesCopied: number };

/** The file operations a copy uses, replaceable so a test can make one fail half-way. */
export type CopyOperations = { copyFile: (from: string, to: string) => void; link: (existing: string, to: string) => void };

export const FILE_OPERATIONS: CopyOperations = {
  copyFile: (from, to) => fs.copyFileSync(from, to),
  link: (existing, to) => fs.linkSync(existing, to),
};

function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Whether two files hold the same bytes: same size first (cheap), then the same SHA-256. */
export function sameContent(a: string, b: string): boolean {
  let statA: fs.Stats;
  let statB: fs.Stats;
  try {
    statA = fs.statSync(a);
    statB = fs.statSync(b);
  } catch {
    return false;
  }
  if (!statA.isFile() || !statB.isFile() || statA.size !== statB.size) {
    return false;
  }
  if (statA.dev === statB.dev && statA.ino === statB.ino) {
    return true;
  }
  return sha256(a) === sha256(b);
}

/** Every file under `dir`, as paths relative to it (`/`-separated), sorted. */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Copies every file of `from` into `to` (which must not exist), hard-linking those equal to the
 * same path under `previous`. Symbolic links and other special files in the build are refused:
 * a link could point outside the release, and a rollback would not restore what it names.
 */
export function copyBuild(from: string, to: string, previous: string | undefined, operations: CopyOperations = FILE_OPERATIONS): CopyFigures {
  const figures: CopyFigures = { files: 0, linked: 0, copied: 0, bytesCopied: 0 };
  fs.mkdirSync(to, { recursive: false });
  for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    const source = path.join(entry.parentPath, entry.name);
    const relative = path.relative(from, source);
    const target = path.join(to, relative);
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      continue;
    }
    if (!entry.isFile()) {
      throw new Error(`${source} is not a regular file or folder: a release holds only files.`);
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const earlier = previous === undefined ? undefined : path.join(previous, relative);
    figures.files += 1;
    if (earlier !== undefined && sameContent(source, earlier)) {
      operations.link(earlier, target);
      figures.linked += 1;
    } else {
      operations.copyFile(source, target);
      figures.copied += 1;
      figures.bytesCopied += fs.statSync(target).size;
    }
  }
  return figures;
}

/**
 * Hard-links into `to` the files under `assets/` of `previous` that `to` lacks, so a page cached
 * before the switch still finds the content-hashed scripts and style sheets it names. Only the
 * previous release's own assets are carried (`ownAssets`), not those it carried itself.
 * Returns the paths carried.
 */
export function carryAssets(previous: string, to: string, ownAssets: readonly string[], operations: CopyOperations = FILE_OPERATIONS): string[] {
  const carried: string[] = [];
  for (const relative of ownAssets) {
    const target = path.join(to, relative);
    if (fs.existsSync(target)) {
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    operations.link(path.join(previous, relative), target);
    carried.push(relative);
  }
  return carried;
}
