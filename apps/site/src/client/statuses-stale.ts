/**
 * The download page's answer to a build that has aged past a phase change: the build computes
 * every status on its day and writes the next day a line changes phase on the footer's "as of"
 * line (`data-statuses-until`, on the download pages only). Read on or after that day, the page
 * puts a copy of that line ("release statuses as of <build day>") at the top of its main content,
 * styled as a warning. Pages without a script keep the footer's date alone and get no byte for
 * it. The note sits outside React's root, so hydration never sees it. Loaded once the page is
 * idle: it costs the page nothing before input. Imports nothing, so it stays a chunk of its own.
 */

/** The id of the note, once shown. */
export const STATUSES_NOTE_ID = 'statuses-as-of';

/**
 * Shows the note when the UTC day of `now` is the footer's `data-statuses-until` or later;
 * returns it, or undefined when the statuses still hold (or the page records no such day).
 */
export function noteStaleStatuses(document: Document, now: Date): HTMLElement | undefined {
  const asOf = document.querySelector<HTMLElement>('footer [data-statuses-until]');
  const until = asOf?.dataset['statusesUntil'];
  const main = document.querySelector('main');
  if (!asOf || !until || !main || now.toISOString().slice(0, 10) < until || document.getElementById(STATUSES_NOTE_ID)) {
    return undefined;
  }
  const note = document.createElement('p');
  note.id = STATUSES_NOTE_ID;
  note.setAttribute('role', 'note');
  // Inline: a rule in the shared stylesheet would add bytes to every page, scripted or not.
  note.style.cssText =
    'margin:0 0 1rem;padding:.5rem 1rem;border:1px solid var(--nd-color-warning-border);background:var(--nd-color-warning-bg);color:var(--nd-color-warning-text)';
  note.append(...[...asOf.childNodes].map((node) => node.cloneNode(true)));
  main.prepend(note);
  return note;
}
