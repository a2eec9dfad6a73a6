import { describe, expect, it } from 'vitest';
import { advisoryFromJson, advisoryJson } from './advisory-json';
import { advisories } from './data';
import { InvalidArgumentError } from './errors';
import { toVulnerability } from './vulnerabilities';

const vulnerabilities = advisories.map(toVulnerability);

describe('advisoryJson', () => {
  it('writes every field, null where the advisory has none, and leaves out the systems it names', () => {
    const bare = vulnerabilities.find((vulnerability) => vulnerability.description === undefined);
    expect(bare).toBeDefined();
    const json = advisoryJson(bare!);
    expect(Object.keys(json)).toEqual(['id', 'cve', 'severity', 'vulnerable', 'patched', 'description', 'overview', 'url']);
    expect(json.description).toBeNull();
    expect(JSON.stringify(json)).toContain('"description":null');
    expect(advisoryJson({ id: '1', cve: [], severity: 'low', vulnerable: '22.x', affectedEnvironments: ['win32'] })).toEqual({
      id: '1',
      cve: [],
      severity: 'low',
      vulnerable: '22.x',
      patched: null,
      description: null,
      overview: null,
      url: null,
    });
  });

  it('gives a copy of the CVE list, not the advisory’s own', () => {
    const [first] = vulnerabilities;
    const json = advisoryJson(first!);
    json.cve.push('CVE-0000-0000');
    expect(first!.cve).not.toContain('CVE-0000-0000');
  });
});

describe('advisoryFromJson', () => {
  it('reads back every advisory of the snapshot as it was, but for the systems', () => {
    for (const vulnerability of vulnerabilities) {
      const { affectedEnvironments: _systems, ...rest } = vulnerability;
      expect(advisoryFromJson(JSON.parse(JSON.stringify(advisoryJson(vulnerability))))).toEqual(rest);
    }
  });
});

describe('wrong input', () => {
  it('is refused with a typed error naming the function and the argument', () => {
    expect(() => advisoryJson(null as never)).toThrow(InvalidArgumentError);
    expect(() => advisoryJson(null as never)).toThrow(/advisoryJson.*vulnerability/);
    expect(() => advisoryFromJson('{}' as never)).toThrow(/advisoryFromJson.*json/);
  });
});
