import { MARK_NAMES, type MarkName } from '@node-downloads/ui/marks';

/**
 * The marks a page's sprite must draw: every mark when the page runs a script (what it renders in
 * the browser, a dropdown's list say, may show any of them), otherwise those its server markup
 * refers to (`#mark-{name}`), which for most pages (archive, release, API) is none: their HTML
 * then carries no sprite at all.
 */
export function pageMarks(html: string, hydrates: boolean): readonly MarkName[] {
  if (hydrates) {
    return MARK_NAMES;
  }
  return MARK_NAMES.filter((name) => html.includes(`"#mark-${name}"`));
}
