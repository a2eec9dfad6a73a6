/**
 * The Radix side of {@link Select}: its compound parts and the built select. Kept in a module of
 * its own so a page loads Radix Select (and the reason tooltips of its entries) only when a select
 * is first built; `select.tsx` imports it on demand.
 */
import * as SelectPrimitive from '@radix-ui/react-select';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { UiEmptyValueError } from './errors';
import type { NormalizedGroup, SelectItem } from './select-values';
import { Chevron, ItemImage } from './select-marks';
import { Tooltip } from './tooltip';
import { VisuallyHidden } from './visually-hidden';

/* ---------------------------------------------------------------------------------------------- */
/* Compound parts                                                                                 */
/* ---------------------------------------------------------------------------------------------- */

/** Root of a select (Radix Select): holds the value and open state. */
export const SelectRoot = SelectPrimitive.Root;


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
  container,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content> & {
  /** Where the list is portalled. @defaultValue the document's body */
  container?: HTMLElement | undefined;
}) {
  return (
    <SelectPrimitive.Portal container={container}>
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
  /**
   * A line written out under the entry's text, in the list only (never in the trigger); hidden
   * from assistive technology, which reads it from the entry's name. @defaultValue undefined
   */
  note?: React.ReactNode;
};

/** One entry. Its children are the text shown in the list and in the trigger. */
export function SelectItemPart({ children, icon, note, ...props }: SelectItemPartProps) {
  if (props.value === '') {
    throw new UiEmptyValueError('SelectItemPart', 'value');
  }
  return (
    // data-slot after the props: a tooltip trigger wrapping the entry must not rename the part.
    <SelectPrimitive.Item {...props} data-slot="select-item">
      {icon}
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator data-slot="select-item-indicator">✓</SelectPrimitive.ItemIndicator>
      {note === undefined ? null : (
        <>
          {/* A space between the text and the note, so the entry's visible text reads as its name does. */}{' '}
          <span data-slot="select-item-note" aria-hidden="true">
            {note}
          </span>
        </>
      )}
    </SelectPrimitive.Item>
  );
}

/**
 * A disabled entry with its reason: in a tooltip when the pointer rests on it or it is focused,
 * in its accessible name for screen readers, and written out under it once tapped or clicked
 * (a touch screen has no hover, and tooltips do not open on a tap).
 */
function DisabledItemPart<Value extends string>({ item, reason }: { item: SelectItem<Value>; reason: string }) {
  const [noted, setNoted] = React.useState(false);
  return (
    <Tooltip content={reason} side="right">
      <SelectItemPart
        value={item.value}
        disabled
        textValue={item.label}
        icon={<ItemImage item={item} />}
        note={noted ? reason : undefined}
        data-noted={noted || undefined}
        onClick={() => setNoted(true)}
      >
        {item.label}
        {/* After a space, not in parentheses: the name then holds the note as written out once tapped (a
            name that only parenthesises what is shown does not match it for speech input). */}
        <VisuallyHidden>{` ${reason}`}</VisuallyHidden>
      </SelectItemPart>
    </Tooltip>
  );
}

/** The entries of a list, group by group. */
function ListEntries<Value extends string>({ groups }: { groups: readonly NormalizedGroup<Value>[] }) {
  return groups.map((group, groupIndex) => (
    <React.Fragment key={group.key}>
      {groupIndex > 0 ? <SelectSeparator /> : null}
      <SelectGroupPart>
        {group.label ? <SelectLabel>{group.label}</SelectLabel> : null}
        {group.items.map((item) =>
          item.disabled && item.reason ? (
            <DisabledItemPart key={item.value} item={item} reason={item.reason} />
          ) : (
            <SelectItemPart key={item.value} value={item.value} disabled={item.disabled ?? false} textValue={item.label} icon={<ItemImage item={item} />}>
              {item.label}
            </SelectItemPart>
          ),
        )}
      </SelectGroupPart>
    </React.Fragment>
  ));
}

/** What {@link BuiltSelect} needs from {@link Select}: decided state and handlers. */
export type BuiltSelectProps<Value extends string> = {
  triggerId: string;
  labelId: string;
  groups: readonly NormalizedGroup<Value>[];
  currentItem: SelectItem<Value> | undefined;
  valueContent: React.ReactNode;
  onValueChange: (value: string) => void;
  disabled: boolean;
  loading: boolean;
  loadingLabel: string;
  placeholder: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The Radix select of a {@link Select}; the list is mounted only while open. */
export function BuiltSelect<Value extends string>({
  triggerId,
  labelId,
  groups,
  currentItem,
  valueContent,
  onValueChange,
  disabled,
  loading,
  loadingLabel,
  placeholder,
  open,
  onOpenChange,
}: BuiltSelectProps<Value>) {
  return (
    <SelectRoot value={currentItem ? currentItem.value : ''} onValueChange={onValueChange} disabled={disabled} open={open} onOpenChange={onOpenChange}>
      <SelectTrigger id={triggerId} aria-busy={loading || undefined} data-loading={loading || undefined}>
        <SelectValue placeholder={loading ? loadingLabel : placeholder}>{valueContent}</SelectValue>
      </SelectTrigger>
      {open ? (
        <SelectContent aria-labelledby={labelId}>
          <ListEntries groups={groups} />
        </SelectContent>
      ) : null}
    </SelectRoot>
  );
}

/** One entry of each kind a list shows (a group label, a separator, an entry with its mark, a disabled entry with its reason). */
const REHEARSED: NormalizedGroup<string>[] = [
  { key: 'a', label: 'a', items: [{ value: 'a', label: 'a', icon: 'WIN' }] },
  { key: 'b', label: 'b', items: [{ value: 'b', label: 'b', disabled: true, reason: 'b' }] },
];

/** Tells when the entries it closes have been committed (its effect runs after theirs). */
function Rendered({ onRendered }: { onRendered: () => void }) {
  React.useEffect(() => {
    onRendered();
  }, [onRendered]);
  return null;
}

/**
 * Renders once a closed select with {@link REHEARSED} entries in a container in no document, then
 * unmounts it: Radix renders a closed list into a document fragment, so this runs the code of a
 * list's entries (and React's for portals and new elements) without touching the page. A
 * transition, so React renders it in slices of a few milliseconds, yielding to input. Resolves
 * once unmounted.
 */
export function rehearseClosedList(): Promise<void> {
  const root = createRoot(document.createElement('div'));
  return new Promise<void>((resolve) => {
    const done = () => {
      setTimeout(() => {
        root.unmount();
        resolve();
      }, 0);
    };
    React.startTransition(() => {
      root.render(
        <SelectRoot value="a" open={false}>
          <SelectContent>
            <ListEntries groups={REHEARSED} />
            <Rendered onRendered={done} />
          </SelectContent>
        </SelectRoot>,
      );
    });
  });
}
