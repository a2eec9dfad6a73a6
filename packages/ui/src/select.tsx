import * as React from 'react';
import { PlainTrigger } from './select-plain-trigger';
import { useBuiltWhenReached } from './select-loader';
import { ItemImage } from './select-marks';
import { normalizeSelectValues, type SelectValues } from './select-values';

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
   * select reached, or `preloadSelect()` or `prepareSelect()` called when the page is idle), as a background update
   * (a transition; several such selects one at a time, the next at the idle moment after each), so
   * that the first tap finds it built and opens it as fast as any later tap.
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

/**
 * A labelled dropdown on Radix Select: groups, icons, disabled entries with a reason tooltip,
 * typeahead. Server-rendered HTML shows the current label, and a `<noscript>` fallback lets the
 * choice be made without JavaScript. The Radix side (Radix Select and the reason tooltips) loads
 * when a select is first built; until then the select shows a plain trigger with the same markup
 * (see `defer` and `preloadSelect`). An entry whose value is the empty string (reserved for
 * clearing the selection) is refused with a `UiEmptyValueError` naming it.
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
