import * as React from 'react';

/**
 * The deferred side of the selects: Radix Select and the reason tooltips load on demand, once for
 * every select on the page, and a deferred select is built when it is first reached.
 */

/** How a deferred select was reached: by pointer or focus (build it), or by a click (build it open). */
export type Reach = 'pointer' | 'focus' | 'open';

type SelectModule = typeof import('./select-parts');
let selectModule: SelectModule | undefined;
let selectModuleLoad: Promise<SelectModule> | undefined;
/** Deferred selects with `buildWhenLoaded` waiting to be built once the Radix side has loaded, in mount order. */
const whenLoaded = new Set<() => void>();
/** Whether {@link buildOneByOne} is running. */
let building = false;
/** Told when {@link buildOneByOne} has built every waiting select. */
let whenAllBuilt: (() => void)[] = [];

/** The browser's next idle moment (the next task where it reports none). */
function afterIdle(callback: () => void): void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    globalThis.requestIdleCallback(callback, { timeout: 1000 });
  } else {
    setTimeout(callback, 0);
  }
}

/**
 * Builds the waiting selects one at a time, the next at the idle moment after each: every build is
 * a transition whose commit puts Radix's trigger in place of the plain one, and the six selects of
 * the download page built in one commit made it one task of 55-65 ms under CPU ×4. A select
 * unmounted meanwhile has left the queue; one reached meanwhile is built at once by its own hook.
 */
function buildOneByOne(): void {
  const [next] = whenLoaded;
  if (next === undefined) {
    building = false;
    const told = whenAllBuilt;
    whenAllBuilt = [];
    for (const resolve of told) {
      resolve();
    }
    return;
  }
  building = true;
  whenLoaded.delete(next);
  next();
  afterIdle(buildOneByOne);
}

/**
 * Loads the Radix side of the selects (Radix Select and the reason tooltips) ahead of its first
 * use; otherwise it loads when a select is first built. Tests and server renderers of selects
 * that are not deferred await it once, so those render the Radix select at once.
 */
export function preloadSelect(): Promise<SelectModule> {
  selectModuleLoad ??= import('./select-parts').then(
    (module) => {
      selectModule = module;
      buildOneByOne();
      return module;
    },
    (error: unknown) => {
      // Asked again at the next build: a failed load (a network error) is not kept.
      selectModuleLoad = undefined;
      throw error;
    },
  );
  return selectModuleLoad;
}

/**
 * Loads the Radix side of the selects if it has not loaded, waits until the selects with
 * `buildWhenLoaded` are built (one at a time, each at an idle moment), then prepares it: renders once, off the
 * page and as a transition (in slices of a few milliseconds, yielding to input), a closed list with
 * an entry of each kind (`rehearseClosedList`), so that the first list a visitor opens does not run
 * that code for the first time. For a page to call when it is idle; a page that does not call it
 * works the same, its first open slower. It never opens a list: an open list's mount and layout are
 * one task, too long to run unasked on a slow phone (it measured 70-260 ms under CPU ×4).
 */
export async function prepareSelect(): Promise<void> {
  const module = await preloadSelect();
  if (building) {
    await new Promise<void>((resolve) => whenAllBuilt.push(resolve));
  }
  await module.rehearseClosedList();
}

/** The Radix side once it is needed and loaded; loads it when needed and not there yet. */
function useSelectModule(needed: boolean): SelectModule | undefined {
  const [loaded, setLoaded] = React.useState(selectModule);
  const missing = needed && !(loaded ?? selectModule);
  React.useEffect(() => {
    if (!missing) {
      return undefined;
    }
    let live = true;
    preloadSelect().then(
      (module) => {
        if (live) {
          setLoaded(module);
        }
      },
      (error: unknown) => {
        console.error('The select could not be loaded:', error);
      },
    );
    return () => {
      live = false;
    };
  }, [missing]);
  return needed ? (loaded ?? selectModule) : undefined;
}

/**
 * Whether a deferred select is to be built yet, the Radix side once it is built and loaded, and
 * the function that builds it. Built at once when not deferred; otherwise when reached. After a
 * build reached by focus, focus moves to the built trigger once it is there (the plain one it was
 * on is gone).
 */
export function useBuiltWhenReached(
  deferred: boolean,
  buildWhenLoaded: boolean,
): { built: boolean; module: SelectModule | undefined; build: (how: Reach) => void } {
  const [built, setBuilt] = React.useState(!deferred);
  if (!(deferred || built)) {
    // Once built (for example opened through `open`), a select stays built.
    setBuilt(true);
  }
  const waiting = deferred && buildWhenLoaded && !built;
  React.useEffect(() => {
    if (!waiting) {
      return undefined;
    }
    const buildInBackground = () => React.startTransition(() => setBuilt(true));
    whenLoaded.add(buildInBackground);
    if (selectModule && !building) {
      buildOneByOne();
    }
    return () => {
      whenLoaded.delete(buildInBackground);
    };
  }, [waiting]);
  const refocus = React.useRef<HTMLElement | null>(null);
  const isBuilt = built || !deferred;
  const module = useSelectModule(isBuilt);
  const mounted = module !== undefined;
  React.useEffect(() => {
    const target = refocus.current;
    if (mounted && target) {
      refocus.current = null;
      target.ownerDocument.getElementById(target.id)?.focus();
    }
  }, [mounted]);
  const build = React.useCallback((how: Reach) => {
    if (how === 'focus') {
      const active = globalThis.document?.activeElement;
      refocus.current = active instanceof HTMLElement ? active : null;
    } else if (how === 'open') {
      // The built select opens and takes focus into its list.
      refocus.current = null;
    }
    setBuilt(true);
  }, []);
  return { built: isBuilt, module, build };
}
