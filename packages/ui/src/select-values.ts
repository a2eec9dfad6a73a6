import type * as React from 'react';
import { UiArgumentError, UiEmptyValueError } from './errors';

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
  /**
   * Why the entry is disabled: shown in a tooltip, read out with the entry, and written out under
   * it once it is tapped or clicked (touch screens open no tooltips). @defaultValue undefined
   */
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
