import * as DialogPrimitive from '@radix-ui/react-dialog';
import type * as React from 'react';

/** Root of a modal dialog (Radix Dialog): holds the open state. */
export const DialogRoot = DialogPrimitive.Root;

/** A button that opens the dialog and gets focus back when it closes. */
export const DialogTrigger = DialogPrimitive.Trigger;

/** A button that closes the dialog. */
export const DialogClose = DialogPrimitive.Close;

/** The dialog's title; every dialog needs one. */
export function DialogTitle(props: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" {...props} />;
}

/** A sentence describing the dialog, read out when it opens. */
export function DialogDescription(props: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" {...props} />;
}

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the close button. @defaultValue 'Close' */
  closeLabel?: string;
  /**
   * Element to focus when the dialog closes, for dialogs opened without a {@link DialogTrigger}.
   * @defaultValue undefined (the trigger, if any)
   */
  returnFocusTo?: React.RefObject<HTMLElement | null> | undefined;
};

/**
 * The dialog panel over a dimmed page, portalled. Focus stays inside while open; Escape and the
 * close button close it, and focus returns to what opened it.
 */
export function DialogContent({
  children,
  closeLabel = 'Close',
  returnFocusTo,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = returnFocusTo?.current;
          if (!event.defaultPrevented && target) {
            event.preventDefault();
            target.focus();
          }
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close data-slot="dialog-close" aria-label={closeLabel}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
