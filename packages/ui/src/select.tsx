import * as React from 'react';
import { UiArgumentError, UiEmptyValueError } from './errors';
import { Chevron, ItemImage } from './select-marks';

/** An entry of a select. `disabled` and `reason` arrive already decided. */
export type SelectItem<Value extends string = string> = {
  value: Value;
  label: string;
  /** A mark name (`'apple'`, `'docker'`, `'WIN'`, …) shown before the label. @defaultValue undefined */
  icon?: string | undefined;
  /** Any image element shown before the label; wins over `icon`. @defaultValue undefined */
  iconImage?: React.ReactNode;
  /** Whether the entry can be chosen. @defaultValue false */
  disabled?: boolean | undefined;
  /** Why the entry is disabled, shown in a tooltip and read out with the entry. @defaultValue undefined */
  reason?: string | undefined;
};

/** A labelled group of entries. Entries may be plain strings (value and label alike). */
export type SelectGroup<Value extends string = string> = {
  label?: string | undefined;
  items: readonly (SelectItem<Value> | Value)[];
};

/** What a select lists: entries, plain strings, or groups of them. */
export type SelectValues<Value extends string = string> = readonly (SelectItem<Value> | SelectGroup<Value> | Value)[];

/** Entries of a select after {@link normalizeSelectValues}. */
export type NormalizedGroup<Value extends string> = {
  /** Stable identity of the group: its label, or its first value. */
  key: string;
  label?: string | undefined;
  items: SelectItem<Value>[];
};

function isGroup<Value extends string>(entry: SelectItem<Value> | SelectGroup<Value> | Value): entry is SelectGroup<Value> {
  return typeof entry === 'object' && 'items' in entry;
}

function toItem<Value extends string>(entry: SelectItem<Value> | Value): SelectItem<Value> {
  return typeof entry === 'string' ? { value: entry, label: entry } : entry;
}

/**
 * Turns what a select was given into groups of entries, and refuses entries with an empty-string
 * value.
 *
 * @throws UiEmptyValueError (code `EMPTY_VALUE`) naming the entry when its value is `''`.
 */
export function normalizeSelectValues<Value extends string>(values: SelectValues<Value>): NormalizedGroup<Value>[] {
  if (!Array.isArray(values)) {
    throw new UiArgumentError('normalizeSelectValues', 'values', 'an array of entries or groups', values);
  }
  const groups: NormalizedGroup<Value>[] = [];
  let loose: NormalizedGroup<Value> | undefined;
  for (const entry of values) {
    if (isGroup(entry)) {
      loose = undefined;
      const items = entry.items.map(toItem);
      groups.push({ key: entry.label ?? items[0]?.value ?? '', label: entry.label, items });
    } else {
      if (!loose) {
        loose = { key: '', items: [] };
        groups.push(loose);
      }
      loose.items.push(toItem(entry));
    }
  }
  for (const group of groups) {
    if (group.key === '') {
      group.key = group.items[0]?.value ?? 'empty';
    }
    for (const item of group.items) {
      if (item.value === '') {
        throw new UiEmptyValueError('normalizeSelectValues', `the entry labelled "${item.label}"`);
      }
    }
  }
  return groups;
}

/* ---------------------------------------------------------------------------------------------- */
/* Configured select                                                                              */
/* ---------------------------------------------------------------------------------------------- */

export type SelectProps<Value extends string = string> = {
  /** Entries, plain strings or groups, with `disabled` / `reason` already decided. */
  values: SelectValues<Value>;
  /** Name of the control, shown as its label (or only read out when `hideLabel`). */
  label: string;
  /** Hide the label visually; it stays the control's accessible name. @defaultValue false */
  hideLabel?: boolean;
  /** Controlled value. @defaultValue undefined */
  value?: Value | undefined;
  /**
   * Uncontrolled value. When it changes, the selection follows it.
   * @defaultValue undefined
   */
  defaultValue?: Value | undefined;
  /** Called with the newly chosen value. @defaultValue undefined */
  onValueChange?: ((value: Value) => void) | undefined;
  /** Text shown while nothing is chosen. @defaultValue undefined */
  placeholder?: string | undefined;
  /** Disable the whole control. @defaultValue false */
  disabled?: boolean | undefined;
  /** Show a busy state instead of a value (while the data it depends on is not known yet). @defaultValue false */
  loading?: boolean | undefined;
  /** Text of the busy state. @defaultValue 'Loading…' */
  loadingLabel?: string | undefined;
  /**
   * Without JavaScript, the choice is offered as a list of links built with this function. Without
   * it, the fallback is a native `<select>` in a GET form submitting `name`.
   * @defaultValue undefined
   */
  noScriptHref?: ((value: Value) => string) | undefined;
  /** Field name of the no-JavaScript form (and of the form value). @defaultValue the label */
  name?: string | undefined;
  /** Where the no-JavaScript form is sent. @defaultValue the current page */
  noScriptAction?: string | undefined;
  /** Text of the no-JavaScript form's button. @defaultValue 'Apply' */
  noScriptSubmitLabel?: string | undefined;
  /** Controlled open state of the list. @defaultValue undefined */
  open?: boolean | undefined;
  /** Whether the list starts open. @defaultValue false */
  defaultOpen?: boolean | undefined;
  /** Called when the list opens or closes. @defaultValue undefined */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /**
   * Start with a plain trigger of the same look, name and state, and build the Radix select only
   * when the visitor reaches it (pointer over it, focus, touch, click). A page with several
   * selects then starts without building any of them, and without loading Radix Select at all:
   * its code loads when the first select is reached. A click on the plain trigger builds the
   * select open; keys pressed while it loads act on the plain trigger (Enter and Space open it).
   * @defaultValue false
   */
  defer?: boolean | undefined;
  /**
   * With `defer`: also build the Radix select once its code has loaded for any reason (another
   * select reached, or `preloadSelect()` called when the page is idle), as a background update
   * (a transition), so that the first tap finds it built and opens it as fast as any later tap.
   * Without it, a deferred select waits to be reached even when its code is there.
   * @defaultValue false
   */
  buildWhenLoaded?: boolean | undefined;
  /** Class of the wrapping element. @defaultValue undefined */
  className?: string | undefined;
  /** Id of the trigger. @defaultValue a generated id */
  id?: string | undefined;
};

function useFollowingDefault<Value>(defaultValue: Value | undefined) {
  const [state, setState] = React.useState(defaultValue);
  const [previousDefault, setPreviousDefault] = React.useState(defaultValue);
  if (!Object.is(defaultValue, previousDefault)) {
    setPreviousDefault(defaultValue);
    setState(defaultValue);
  }
  return [state, setState] as const;
}

/** How a deferred select was reached: by pointer or focus (build it), or by a click (build it open). */
type Reach = 'pointer' | 'focus' | 'open';

type SelectModule = typeof import('./select-parts');
let selectModule: SelectModule | undefined;
let selectModuleLoad: Promise<SelectModule> | undefined;
/** Deferred selects with `buildWhenLoaded` mounted before the Radix side loaded, told when it has. */
const whenLoaded = new Set<() => void>();

/**
 * Loads the Radix side of the selects (Radix Select and the reason tooltips) ahead of its first
 * use; otherwise it loads when a select is first built. Tests and server renderers of selects
 * that are not deferred await it once, so those render the Radix select at once.
 */
export function preloadSelect(): Promise<SelectModule> {
  selectModuleLoad ??= import('./select-parts').then(
    (module) => {
      selectModule = module;
      for (const build of whenLoaded) {
        build();
      }
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
function useBuiltWhenReached(
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
    if (selectModule) {
      buildInBackground();
      return undefined;
    }
    whenLoaded.add(buildInBackground);
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

/**
 * The trigger of a select not built yet: the markup and attributes the Radix trigger renders
 * closed, so nothing changes on screen when it is swapped for the real one.
 */
function PlainTrigger({
  id,
  disabled,
  loading,
  content,
  hasValue,
  onReached,
}: {
  id: string;
  disabled: boolean;
  loading: boolean;
  content: React.ReactNode;
  hasValue: boolean;
  onReached: (how: Reach) => void;
}) {
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      data-placeholder={hasValue ? undefined : ''}
      data-slot="select-trigger"
      id={id}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onPointerEnter={() => onReached('pointer')}
      // A press that reaches the plain trigger (a touch, or a pointer already resting on it) opens
      // the list as the Radix trigger would; the press itself cannot carry over to the new trigger.
      onPointerDown={(event) => {
        if (event.button === 0) {
          onReached('open');
        }
      }}
      onFocus={() => onReached('focus')}
      onClick={() => onReached('open')}
    >
      <span data-slot="select-value" style={{ pointerEvents: 'none' }}>
        {content}
      </span>
      <span aria-hidden="true" data-slot="select-chevron">
        <Chevron />
      </span>
    </button>
  );
}

/**
 * A labelled dropdown on Radix Select: groups, icons, disabled entries with a reason tooltip,
 * typeahead. Server-rendered HTML shows the current label, and a `<noscript>` fallback lets the
 * choice be made without JavaScript.
 */
export function Select<Value extends string = string>({
  values,
  label,
  hideLabel = false,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled = false,
  loading = false,
  loadingLabel = 'Loading…',
  noScriptHref,
  name,
  noScriptAction,
  noScriptSubmitLabel = 'Apply',
  open,
  defaultOpen,
  onOpenChange,
  defer = false,
  buildWhenLoaded = false,
  className,
  id,
}: SelectProps<Value>) {
  const groups = React.useMemo(() => normalizeSelectValues(values), [values]);
  const generatedId = React.useId();
  const triggerId = id ?? `select${generatedId}`;
  const labelId = `${triggerId}-label`;
  const [internal, setInternal] = useFollowingDefault(defaultValue);
  const current = value !== undefined ? value : internal;
  const allItems = groups.flatMap((group) => group.items);
  const currentItem = allItems.find((item) => item.value === current);
  const state = loading ? 'loading' : 'idle';

  const handleChange = (next: string) => {
    const chosen = allItems.find((item) => item.value === next);
    if (!chosen) {
      return;
    }
    if (value === undefined) {
      setInternal(chosen.value);
    }
    onValueChange?.(chosen.value);
  };

  const fieldName = name ?? label;
  // The list is mounted only while open: a closed Radix Select would otherwise render every entry
  // (and each disabled entry's tooltip) into a detached fragment on every render, which made
  // pages with several selects slow to start.
  const [openInternal, setOpenInternal] = React.useState(defaultOpen ?? false);
  const isOpen = open ?? openInternal;
  const handleOpenChange = (next: boolean) => {
    setOpenInternal(next);
    onOpenChange?.(next);
  };

  const { built, module, build } = useBuiltWhenReached(defer && !isOpen, buildWhenLoaded);
  const valueContent = loading ? (
    <span data-slot="select-loading">{loadingLabel}</span>
  ) : currentItem ? (
    <>
      <ItemImage item={currentItem} />
      {currentItem.label}
    </>
  ) : undefined;
  const isDisabled = disabled || loading;

  return (
    <div data-slot="select" data-state={state} data-select-id={triggerId} className={className}>
      {/* Labels a button (a labelable element), so the trigger gets the label as its name. */}
      <label data-slot="select-field-label" id={labelId} htmlFor={triggerId} data-hidden={hideLabel || undefined}>
        {label}
      </label>
      {module ? (
        <module.BuiltSelect
          triggerId={triggerId}
          labelId={labelId}
          groups={groups}
          currentItem={currentItem}
          valueContent={valueContent}
          onValueChange={handleChange}
          disabled={isDisabled}
          loading={loading}
          loadingLabel={loadingLabel}
          placeholder={placeholder}
          open={isOpen}
          onOpenChange={handleOpenChange}
        />
      ) : (
        <PlainTrigger
          id={triggerId}
          disabled={isDisabled}
          loading={loading}
          content={currentItem ? valueContent : loading ? loadingLabel : placeholder}
          hasValue={Boolean(currentItem)}
          onReached={(how) => {
            if (how === 'open') {
              handleOpenChange(true);
            }
            if (!built) {
              build(how);
            }
          }}
        />
      )}
      {/*
        Built on the server only: a browser running scripts never shows a noscript's content, and
        building it there (every entry again, as links or a form) was wasted work on every render.
      */}
      <noscript>{typeof document === 'undefined' ? (
        <>
            <style>{`[data-select-id="${triggerId}"] > [data-slot="select-trigger"]{display:none}`}</style>
            {noScriptHref ? (
              <details data-slot="select-noscript">
                <summary>{currentItem ? currentItem.label : (placeholder ?? label)}</summary>
                {groups.map((group) => (
                  <ul key={group.key} aria-label={group.label}>
                    {group.items.map((item) => (
                      <li key={item.value}>
                        {item.disabled ? (
                          <span aria-disabled="true" title={item.reason}>
                            {item.label}
                            {item.reason ? ` (${item.reason})` : ''}
                          </span>
                        ) : (
                          <a href={noScriptHref(item.value)} aria-current={item.value === current ? 'true' : undefined}>
                            {item.label}
                          </a>
                        )}
                      </li>
                    ))}
                  </ul>
                ))}
              </details>
            ) : (
              <form data-slot="select-noscript" method="get" action={noScriptAction}>
                <select name={fieldName} defaultValue={currentItem?.value} aria-label={label}>
                  {groups.map((group) => {
                    const options = group.items.map((item) => (
                      <option key={item.value} value={item.value} disabled={item.disabled ?? false}>
                        {item.label}
                      </option>
                    ));
                    return group.label ? (
                      <optgroup key={group.key} label={group.label}>
                        {options}
                      </optgroup>
                    ) : (
                      <React.Fragment key={group.key}>{options}</React.Fragment>
                    );
                  })}
                </select>
                <button type="submit">{noScriptSubmitLabel}</button>
              </form>
            )}
        </>
      ) : null}</noscript>
    </div>
  );
}
