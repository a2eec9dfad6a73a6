/**
 * The redirect table (`dist/_redirects`, see `src/redirects.ts`) as nginx `location` blocks, so
 * nginx answers as the preview server and the static hosts do: a 301 to the target with the query
 * kept, in one hop. A static rule is two exact locations (with and without a trailing slash), its
 * target checked by the build; a 302 (a version-free address of a newest file) one exact location
 * to the distribution server; a rule with a placeholder is a regular expression location that
 * redirects only when the target page exists and answers 404 otherwise.
 */
import { type RedirectLine, sourcePattern } from './redirects-file';

/** The `location` blocks of the rules, in their order (exact ones are looked up before any expression). */
export function nginxRedirectLocations(rules: readonly RedirectLine[]): string[] {
  return rules.flatMap((rule) => {
    if (rule.status === 302) {
      // A file on the distribution server (the parser allows no character nginx would read as syntax).
      return [`    location = ${rule.from} { return 302 ${rule.to}; }`];
    }
    const { pattern, names } = sourcePattern(rule.from);
    if (names.length === 0) {
      const from = rule.from === '/' ? ['/'] : [rule.from, `${rule.from}/`];
      return from.map((source) => `    location = ${source} { return 301 ${rule.to}$is_args$args; }`);
    }
    const target = rule.to.replace(/:([a-z]+)/g, (_, name: string) => `$${names.indexOf(name) + 1}`);
    return [
      `    location ~ "${pattern}" {`,
      `        if (-f $document_root${target}/index.html) {`,
      `            return 301 ${target}$is_args$args;`,
      '        }',
      '        return 404;',
      '    }',
    ];
  });
}
