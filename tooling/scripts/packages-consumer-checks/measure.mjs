// What the checks measure of installed packages, tarballs and built pages.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { must } from './harness.mjs';
import { PACKAGES } from './packages.mjs';

/** Bytes of the files under a folder (apparent size). */
export function folderSize(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      total += folderSize(full);
    } else if (entry.isFile()) {
      total += fs.statSync(full).size;
    }
  }
  return total;
}

/** The folder npm installed a package in, seen from the package that depends on it. */
export function installedDir(project, from, name) {
  for (let dir = from; dir.startsWith(project); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) {
      return candidate;
    }
    if (dir === project) {
      break;
    }
  }
  return undefined;
}

/** Every package a package's `dependencies` pull in, with its folder (peers left out). */
export function dependencyClosure(project, packageDir) {
  const found = new Map();
  const visit = (dir) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const depDir = installedDir(project, dir, name);
      if (depDir && !found.has(depDir)) {
        found.set(depDir, name);
        visit(depDir);
      }
    }
  };
  visit(packageDir);
  return found;
}

/** Names inside Radix Select and Tooltip that survive minification (their parts' display names). */
export const RADIX_MARKERS = ['SelectItemAlignedPosition', 'SelectContentImpl', 'TooltipContentImpl'];

/** Bytes of a file gzipped at level 9, as a server compresses it ahead. */
export function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/**
 * The scripts a built page loads before any input: its module scripts, their modulepreload links
 * and everything they import statically (dynamic `import()` is left out: it waits for a use).
 */
export function initialScripts(out, page) {
  const html = fs.readFileSync(path.join(out, page), 'utf8');
  const queue = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+)"/g)].map((match) => match[1]);
  const files = new Set();
  while (queue.length > 0) {
    const file = queue.shift();
    if (files.has(file)) {
      continue;
    }
    files.add(file);
    const code = fs.readFileSync(path.join(out, file), 'utf8');
    for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]));
    }
  }
  return { files, bytes: [...files].reduce((total, file) => total + gzipSize(path.join(out, file)), 0) };
}

/** The files of a tarball with their sizes. */
export function tarballFiles(tarball) {
  return must('tar', ['-tzvf', tarball])
    .trim()
    .split('\n')
    .map((line) => {
      const parts = line.trim().split(/\s+/);
      return { size: Number(parts[2]), name: parts.slice(5).join(' ').replace(/^package\//, '') };
    });
}


/** A package's folder as npm installed it in a project. */
export const installed = (project, folder) => path.join(project, 'node_modules', PACKAGES[folder]);
