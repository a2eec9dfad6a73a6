/**
 * Values that read left to right in every language: file names, versions, release lines and
 * codenames, product names, formats and architectures, commands, URLs, checksums, JSON names. Put as they are into
 * a right-to-left sentence, such a value runs into the punctuation around it (an Arabic link text
 * "… (node-v24.11.1-x64.msi)" shows its closing parenthesis on the wrong side). Every message is
 * rendered with these values isolated in `<bdi dir="ltr">`: harmless in a left-to-right page,
 * correct in a right-to-left one.
 *
 * The rule is the placeholder's name, so it holds in every locale and wherever the message is
 * rendered (the pre-render step and the page scripts alike). Attributes (`aria-label`, `title`)
 * get the plain text: a screen reader speaks them in reading order, which bidi does not change.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';

/** The placeholders whose values are always left to right. */
const LTR_PLACEHOLDERS: ReadonlySet<string> = new Set([
  // Names of operating systems, install methods, package managers and tools, never translated.
  'os',
  'system',
  'method',
  'manager',
  'tool',
  'version',
  'line',
  'codename',
  'file',
  'folder',
  'format',
  'arch',
  'platform',
  'url',
  'keyserver',
  'sha256',
  'pointer',
  'example',
  'legacy',
  'lines',
  'statusesAsOf',
  'dataAsOf',
  'field',
  'found',
]);

/** Whether the values of this placeholder are always left to right. */
export function isLtrPlaceholder(name: string): boolean {
  return LTR_PLACEHOLDERS.has(name);
}

/** A left-to-right value isolated from the text around it. */
export function isolateLtr(value: ReactNode): ReactElement {
  return <bdi dir="ltr">{value}</bdi>;
}

/**
 * The values of a message with every left-to-right value (text, number or element) isolated;
 * other values are left as they are.
 */
export function withLtrIsolated(values: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> | undefined {
  if (!values) {
    return values;
  }
  const isolated: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const isolatable = typeof value === 'string' || typeof value === 'number' || isValidElement(value);
    isolated[name] = isolatable && isLtrPlaceholder(name) ? isolateLtr(value as ReactNode) : value;
  }
  return isolated;
}
