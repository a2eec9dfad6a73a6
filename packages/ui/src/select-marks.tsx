import { Icon } from './icons';
import type { SelectItem } from './select-values';

/** The image before an entry's label: its own image element, or its mark's icon. */
export function ItemImage<Value extends string>({ item }: { item: SelectItem<Value> }) {
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

/** The down arrow of a select trigger. */
export function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
