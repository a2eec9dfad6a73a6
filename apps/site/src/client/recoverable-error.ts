/**
 * `onRecoverableError` of the site's React roots: React recovered (for example by rendering a
 * hydration mismatch again on the client), which costs the visitor a second render and can move
 * the page. Reported as a console error naming the cause, so the end-to-end tests fail on it.
 */
export function reportRecoverableError(error: unknown, info: { componentStack?: string | undefined }): void {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(`React recoverable error: ${error instanceof Error ? error.message : String(error)}${cause}`, info.componentStack ?? '');
}
