/**
 * A warning a person must see even when the command succeeds. Under GitHub Actions
 * (`GITHUB_ACTIONS=true`) it is a `::warning::` workflow command, which the run shows as an
 * annotation on its summary page, not only in a log nobody opens; elsewhere a plain line.
 */

/** Escapes text for a workflow command (GitHub's rules for `%`, line breaks, and `:`/`,` in properties). */
function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** The line to print (on standard output: the runner reads workflow commands there). */
export function warningLine(title: string, message: string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  if (env.GITHUB_ACTIONS === 'true') {
    return `::warning title=${escapeProperty(title)}::${escapeData(message)}`;
  }
  return `warning: ${title}: ${message}`;
}
