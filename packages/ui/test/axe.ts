import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on an element (the whole document by default) and fails with a readable list of
 * violations. Colour contrast needs real layout, which the DOM test environment lacks: it is
 * checked in the browser against the built site, not here; so are the rules about a whole page.
 */
export async function expectNoAxeViolations(context: Element | Document = document): Promise<void> {
  const results = await axe.run(context, {
    rules: {
      'color-contrast': { enabled: false },
      // Rules about a whole page; a component rendered alone is not one.
      'document-title': { enabled: false },
      'html-has-lang': { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
      region: { enabled: false },
    },
  });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.html).join('\n  ')}`,
  );
  expect(violations).toEqual([]);
}
