// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { noteStaleStatuses, STATUSES_NOTE_ID } from './statuses-stale';

beforeEach(() => {
  document.body.innerHTML =
    '<main id="main"><div id="app-root">page</div></main><footer id="site-footer"><p data-statuses-until="2027-04-22">Release data snapshot of <time>16 Nov 2026</time>; release statuses as of <time datetime="2026-11-22">22 Nov 2026</time>.</p></footer>';
});

describe('noteStaleStatuses', () => {
  it('adds nothing while the statuses of the build day hold', () => {
    expect(noteStaleStatuses(document, new Date('2027-04-21T23:59:59Z'))).toBeUndefined();
    document.querySelector('footer p')?.removeAttribute('data-statuses-until');
    expect(noteStaleStatuses(document, new Date('2030-01-01T00:00:00Z'))).toBeUndefined();
    expect(document.getElementById(STATUSES_NOTE_ID)).toBeNull();
  });

  it('from the day a line changes phase, says at the top of the page that statuses are as of the build', () => {
    const note = noteStaleStatuses(document, new Date('2027-04-22T00:00:00Z'));
    expect(note?.textContent).toBe('Release data snapshot of 16 Nov 2026; release statuses as of 22 Nov 2026.');
    expect(document.getElementById('main')?.firstElementChild).toBe(note);
    expect(note?.getAttribute('role')).toBe('note');
    // Outside the hydration root, and shown once.
    expect(document.getElementById('app-root')?.textContent).toBe('page');
    expect(noteStaleStatuses(document, new Date('2027-05-01T00:00:00Z'))).toBeUndefined();
    expect(document.querySelectorAll(`#${STATUSES_NOTE_ID}`)).toHaveLength(1);
  });
});
