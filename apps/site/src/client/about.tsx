/**
 * The about pages' script. Their tables are static server markup and nothing is hydrated: each
 * Details control is a link to the line's page. This script only listens: when a Details link is
 * reached (pointer, focus, touch) it loads the dialogs (React DOM, the dialog and the API loader),
 * and a plain click opens that line's dialog instead of following the link. Should the dialogs
 * fail to load, the link is followed.
 */
const DETAILS = 'a[data-slot="details-button"][data-line]';

let dialogs: Promise<typeof import('./about-dialogs')> | undefined;
function loadDialogs() {
  dialogs ??= import('./about-dialogs').catch((error: unknown) => {
    dialogs = undefined;
    throw error;
  });
  return dialogs;
}

function detailsLink(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(DETAILS) : null;
}

for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
  document.addEventListener(
    type,
    (event) => {
      if (detailsLink(event)) {
        loadDialogs().catch(() => undefined);
      }
    },
    { passive: true },
  );
}

document.addEventListener('click', (event) => {
  const link = detailsLink(event);
  if (!link?.dataset.line || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  event.preventDefault();
  const request = {
    line: link.dataset.line,
    codename: link.dataset.codename,
    kind: link.closest('[data-table="eol"]') ? ('eol' as const) : ('releases' as const),
    currentLine: link.closest<HTMLElement>('[data-current-line]')?.dataset.currentLine,
    opener: link,
  };
  loadDialogs().then(
    (module) => module.openLineDialog(request),
    () => globalThis.location.assign(link.href),
  );
});

/**
 * The schedule chart is wider than a phone: open it scrolled so that today's marker is in the
 * middle of its scrolling region rather than at the chart's start (years long past). In either
 * direction of writing: the offset is measured on screen, and scrolled by, not set.
 */
function scrollChartToToday(): void {
  const region = document.querySelector<HTMLElement>('.schedule-scroll');
  const today = region?.querySelector('[data-slot="today"] line');
  if (!region || !today || region.scrollWidth <= region.clientWidth) {
    return;
  }
  const marker = today.getBoundingClientRect();
  const box = region.getBoundingClientRect();
  region.scrollBy({ left: marker.left + marker.width / 2 - (box.left + box.width / 2), behavior: 'instant' });
}
scrollChartToToday();
