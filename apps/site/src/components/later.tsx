import * as React from 'react';

/** Attribute naming a part of the download page that the browser builds after the first render. */
export const LATER_ATTRIBUTE = 'data-later';

/**
 * A part of a page rendered over its server markup that is built in a later task: the first
 * browser render keeps the server's markup of the part (`html`, read from the page before
 * rendering) and the real components replace it in the next task. This splits the one long
 * start-up task in two, so the page answers input sooner; the part looks the same meanwhile
 * (the server rendered it in its loading state). Without `html` (on the server, or when the
 * markup was not found) the children are rendered at once.
 *
 * The wrapper is `display: contents` (site.css), so it does not change the layout.
 */
export function Later({ name, html, children }: { name: string; html: string | undefined; children: React.ReactNode }) {
  const [ready, setReady] = React.useState(html === undefined);
  React.useEffect(() => {
    if (ready) {
      return undefined;
    }
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  const attributes = { [LATER_ATTRIBUTE]: name };
  if (!ready) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-rendered markup, read back unchanged
    return <div {...attributes} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
  }
  return <div {...attributes}>{children}</div>;
}

/** The server markup of every {@link Later} part inside `root`, by name. */
export function laterMarkup(root: ParentNode): Record<string, string> {
  const markup: Record<string, string> = {};
  for (const element of root.querySelectorAll(`[${LATER_ATTRIBUTE}]`)) {
    markup[element.getAttribute(LATER_ATTRIBUTE) ?? ''] = element.innerHTML;
  }
  return markup;
}
