import * as SelectPrimitive from '@radix-ui/react-select';
import * as React from 'react';
import { Icon } from './icons';
import { Tooltip } from './tooltip';
import { VisuallyHidden } from './visually-hidden';

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

type NormalizedGroup<Value extends string> = {
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

/** Message of the error thrown for an entry whose value is the empty string. */
export const EMPTY_VALUE_ERROR =
  'A select item must have a value that is not an empty string: the empty string is reserved for clearing the selection and showing the placeholder.';

/**
 * Turns what a select was given into groups of entries, and refuses entries with an empty-string
 * value.
 *
 * @throws Error with {@link EMPTY_VALUE_ERROR} when an entry's value is `''`.
 */
export function normalizeSelectValues<Value extends string>(values: SelectValues<Value>): NormalizedGroup<Value>[] {
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
        throw new Error(`${EMPTY_VALUE_ERROR} (item labelled "${item.label}")`);
      }
    }
  }
  return groups;
}

/* ---------------------------------------------------------------------------------------------- */
/* Compound parts                                                                                 */
/* ---------------------------------------------------------------------------------------------- */

/** Root of a select (Radix Select): holds the value and open state. */
export const SelectRoot = SelectPrimitive.Root;

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The button showing the current value; opens the list. */
export function SelectTrigger({ children, ...props }: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger data-slot="select-trigger" {...props}>
      {children}
      <SelectPrimitive.Icon data-slot="select-chevron">
        <Chevron />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/** Shows the current value. Pass the current label as children so server-rendered HTML shows it. */
export function SelectValue(props: React.ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

/** The floating list, portalled, placed below the trigger. */
export function SelectContent({
  children,
  position = 'popper',
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content data-slot="select-content" position={position} sideOffset={sideOffset} {...props}>
        <SelectPrimitive.ScrollUpButton data-slot="select-scroll">▲</SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport data-slot="select-viewport">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton data-slot="select-scroll">▼</SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** A group of entries. */
export function SelectGroupPart(props: React.ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

/** The label of a group. */
export function SelectLabel(props: React.ComponentProps<typeof SelectPrimitive.Label>) {
  return <SelectPrimitive.Label data-slot="select-label" {...props} />;
}

/** A line between groups. */
export function SelectSeparator(props: React.ComponentProps<typeof SelectPrimitive.Separator>) {
  return <SelectPrimitive.Separator data-slot="select-separator" {...props} />;
}

export type SelectItemPartProps = React.ComponentProps<typeof SelectPrimitive.Item> & {
  /** Image shown before the text. @defaultValue undefined */
  icon?: React.ReactNode;
};

/** One entry. Its children are the text shown in the list and in the trigger. */
export function SelectItemPart({ children, icon, ...props }: SelectItemPartProps) {
  if (props.value === '') {
    throw new Error(EMPTY_VALUE_ERROR);
  }
  return (
    // data-slot after the props: a tooltip trigger wrapping the entry must not rename the part.
    <SelectPrimitive.Item {...props} data-slot="select-item">
      {icon}
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator data-slot="select-item-indicator">✓</SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
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
   * when the visitor reaches it (pointer over it, focus, click) or the browser is idle, one select
   * per idle task. A page with several selects then starts without building any of them, which
   * keeps its first render short. The list never opens later than it would have: a click on the
   * plain trigger builds the select open.
   * @defaultValue false
   */
  defer?: boolean | undefined;
  /** Class of the wrapping element. @defaultValue undefined */
  className?: string | undefined;
  /** Id of the trigger. @defaultValue a generated id */
  id?: string | undefined;
};

function ItemImage<Value extends string>({ item }: { item: SelectItem<Value> }) {
  if (item.iconImage) {
    return <span data-slot="select-item-icon">{item.iconImage}</span>;
  }
  if (item.icon) {
    return (
      <span data-slot="select-item-icon">
        <Icon name={item.icon} />
      </span>
    );
  }
  return null;
}

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

const scheduleIdle = (callback: () => void): (() => void) => {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(callback, { timeout: 2000 });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
};

/**
 * Whether a deferred select is built yet, and the function that builds it. Built at once when
 * not deferred; otherwise in an idle callback of its own, or when reached. After a build reached
 * by focus, focus moves to the built trigger (the plain one it was on is gone).
 */
function useBuiltWhenReached(deferred: boolean): [boolean, (how: Reach) => void] {
  const [built, setBuilt] = React.useState(!deferred);
  if (!(deferred || built)) {
    // Once built (for example opened through `open`), a select stays built.
    setBuilt(true);
  }
  const refocus = React.useRef<HTMLElement | null>(null);
  const isBuilt = built || !deferred;
  React.useEffect(() => {
    if (isBuilt) {
      return undefined;
    }
    return scheduleIdle(() => setBuilt(true));
  }, [isBuilt]);
  React.useEffect(() => {
    const target = refocus.current;
    if (isBuilt && target) {
      refocus.current = null;
      target.ownerDocument.getElementById(target.id)?.focus();
    }
  }, [isBuilt]);
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
  return [isBuilt, build];
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

  const [built, build] = useBuiltWhenReached(defer && !isOpen);
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
      {built ? null : (
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
            build(how);
          }}
        />
      )}
      {built ? (
        <SelectRoot
          value={currentItem ? currentItem.value : ''}
          onValueChange={handleChange}
          disabled={isDisabled}
          open={isOpen}
          onOpenChange={handleOpenChange}
        >
          <SelectTrigger id={triggerId} aria-busy={loading || undefined} data-loading={loading || undefined}>
            <SelectValue placeholder={loading ? loadingLabel : placeholder}>{valueContent}</SelectValue>
          </SelectTrigger>
          {isOpen ? (
            <SelectContent aria-labelledby={labelId}>
              {groups.map((group, groupIndex) => (
                <React.Fragment key={group.key}>
                  {groupIndex > 0 ? <SelectSeparator /> : null}
                  <SelectGroupPart>
                    {group.label ? <SelectLabel>{group.label}</SelectLabel> : null}
                    {group.items.map((item) => {
                      const entry = (
                        <SelectItemPart
                          key={item.value}
                          value={item.value}
                          disabled={item.disabled ?? false}
                          textValue={item.label}
                          icon={<ItemImage item={item} />}
                        >
                          {item.label}
                          {item.disabled && item.reason ? <VisuallyHidden>{` (${item.reason})`}</VisuallyHidden> : null}
                        </SelectItemPart>
                      );
                      if (item.disabled && item.reason) {
                        return (
                          <Tooltip key={item.value} content={item.reason} side="right">
                            {entry}
                          </Tooltip>
                        );
                      }
                      return entry;
                    })}
                  </SelectGroupPart>
                </React.Fragment>
              ))}
            </SelectContent>
          ) : null}
        </SelectRoot>
      ) : null}
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
