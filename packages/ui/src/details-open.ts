import * as React from 'react';

/** What `useDetailsOpen` gives a `<details>`: its ref and toggle handler, and its open state. */
export type DetailsOpen = {
  ref: React.RefObject<HTMLDetailsElement | null>;
  open: boolean;
  setOpen: (open: boolean) => void;
  onToggle: (event: React.SyntheticEvent<HTMLDetailsElement>) => void;
};

/**
 * The open state of a `<details>` whose content is rendered only while it is open (pass `ref` and
 * `onToggle` to the element). It starts from the element itself: one a visitor opened in server
 * markup before the page's script ran fired its toggle event before React listened, and would
 * otherwise stay open with its content missing.
 */
export function useDetailsOpen(): DetailsOpen {
  const ref = React.useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = React.useState(false);
  React.useLayoutEffect(() => {
    if (ref.current?.open) {
      setOpen(true);
    }
  }, []);
  const onToggle = React.useCallback((event: React.SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open), []);
  return { ref, open, setOpen, onToggle };
}
