import favicon from '../../public/favicon.svg?raw';

/** The root element's `viewBox` and its content without the `<title>` (the header's mark is decorative). */
function markOf(svg: string): { viewBox: string; content: string } {
  const root = /<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!root) {
    throw new Error('public/favicon.svg is not one <svg> element with a viewBox');
  }
  return { viewBox: root[1]!, content: root[2]!.replace(/<title>[\s\S]*?<\/title>/, '') };
}

const mark = markOf(favicon);

/**
 * The site's mark, drawn inline from the favicon's file: the header's logo is in the page itself,
 * so it costs no request (an image would be fetched, and preloaded, alongside the stylesheet).
 */
export function Logo({ size }: { size: number }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own favicon file, read at build time
    <svg viewBox={mark.viewBox} width={size} height={size} aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: mark.content }} />
  );
}
