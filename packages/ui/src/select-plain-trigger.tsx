import type * as React from 'react';
import type { Reach } from './select-loader';
import { Chevron } from './select-marks';

/**
 * The trigger of a select not built yet: the markup and attributes the Radix trigger renders
 * closed, so nothing changes on screen when it is swapped for the real one.
 */
export function PlainTrigger({
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
