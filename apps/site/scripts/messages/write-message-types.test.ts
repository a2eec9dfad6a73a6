import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CatalogueError } from '../../src/i18n/catalogue';
import { checkMessageTypes, MESSAGE_TYPES_FILE, messageTypesSource, messageTypesState } from './write-message-types';

describe('message-ids.ts', () => {
  it('is what the English catalogue gives now (run messages:types after changing locales/en)', () => {
    const { committed, expected } = messageTypesState();
    expect(committed).toBe(expected);
    expect(() => checkMessageTypes()).not.toThrow();
  });

  it('gives each id its placeholders, plurals and selects included, and never for a message without any', () => {
    const source = messageTypesSource({
      'download.heading.choosing': 'Download Node.js {version}',
      'about.count': '{count, plural, one {# line} other {# lines}} in {status, select, eol {end-of-life} other {support}}',
      'download.select.apply': 'Apply',
    });
    expect(source).toContain('  "about.count": { "count": unknown; "status": unknown };');
    expect(source).toContain('  "download.heading.choosing": { "version": unknown };');
    expect(source).toContain('  "download.select.apply": never;');
  });

  it('stops the build when the English catalogue changed and the type was not written again', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'message-types-'));
    try {
      fs.mkdirSync(path.join(root, 'locales', 'en'), { recursive: true });
      fs.mkdirSync(path.dirname(path.join(root, MESSAGE_TYPES_FILE)), { recursive: true });
      fs.writeFileSync(path.join(root, 'locales', 'en', 'download.json'), JSON.stringify({ 'select.apply': 'Apply' }));
      fs.writeFileSync(path.join(root, MESSAGE_TYPES_FILE), messageTypesState(root).expected);
      expect(() => checkMessageTypes(root)).not.toThrow();
      fs.writeFileSync(path.join(root, 'locales', 'en', 'download.json'), JSON.stringify({ 'select.apply': 'Apply {label}' }));
      expect(() => checkMessageTypes(root)).toThrow(CatalogueError);
      expect(() => checkMessageTypes(root)).toThrow(/message-ids\.ts does not match locales\/en: run `pnpm --filter @node-downloads\/site run messages:types`/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
