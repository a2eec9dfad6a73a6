/**
 * A security advisory as JSON carries it: the site's API files (`/api/v22.json`), the about pages
 * reading them back, and `node-release audit --json`. One mapping each way, so every JSON the
 * project writes names the same fields the same way.
 */
import { expectArray, expectObject } from './arguments';
import type { Severity, Vulnerability } from './types';

/** A published security advisory as JSON: every field present, `null` where the advisory has none. */
export type AdvisoryJson = {
  /** The advisory's id in the Node.js security working group's records. */
  id: string;
  cve: string[];
  /** `critical`, `high`, `medium`, `low` or `unknown`. */
  severity: Severity;
  /** semver range of the affected versions. */
  vulnerable: string;
  patched: string | null;
  description: string | null;
  overview: string | null;
  /** The advisory's announcement. */
  url: string | null;
};

/**
 * An advisory as JSON: absent fields become `null`; the systems it names stay out (a release's
 * audit says which systems it affects).
 * @example
 * advisoryJson({ id: '194', cve: ['CVE-2026-58045'], severity: 'medium', vulnerable: '22.x' })
 * // → { id: '194', cve: ['CVE-2026-58045'], severity: 'medium', vulnerable: '22.x', patched: null, description: null, overview: null, url: null }
 */
export function advisoryJson(vulnerability: Vulnerability): AdvisoryJson {
  expectObject('advisoryJson', 'vulnerability', vulnerability);
  expectArray('advisoryJson', 'vulnerability.cve', vulnerability.cve);
  return {
    id: vulnerability.id,
    cve: [...vulnerability.cve],
    severity: vulnerability.severity,
    vulnerable: vulnerability.vulnerable,
    patched: vulnerability.patched ?? null,
    description: vulnerability.description ?? null,
    overview: vulnerability.overview ?? null,
    url: vulnerability.url ?? null,
  };
}

/**
 * The advisory an {@link AdvisoryJson} describes, as release-core's functions take it (`null`
 * fields absent again): `advisoryFromJson(advisoryJson(v))` equals `v` but for the systems.
 * @example
 * advisoryFromJson({ id: '194', cve: [], severity: 'low', vulnerable: '22.x', patched: null, description: null, overview: null, url: null })
 * // → { id: '194', cve: [], severity: 'low', vulnerable: '22.x', patched: undefined, description: undefined, overview: undefined, url: undefined }
 */
export function advisoryFromJson(json: AdvisoryJson): Vulnerability {
  expectObject('advisoryFromJson', 'json', json);
  return {
    id: json.id,
    cve: json.cve,
    severity: json.severity,
    vulnerable: json.vulnerable,
    patched: json.patched ?? undefined,
    description: json.description ?? undefined,
    overview: json.overview ?? undefined,
    url: json.url ?? undefined,
  };
}
