import type * as React from 'react';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from './dialog';
import { Notice } from './notice';

/**
 * Where the content of a dialog is: still on its way, or failed to arrive (with why). The message
 * may hold elements, e.g. a version isolated in `<bdi>` inside a right-to-left sentence.
 */
export type PendingDialogState = { status: 'loading' } | { status: 'failed'; message: React.ReactNode };

/** Texts of the pending dialog. */
export type PendingDialogLabels = { loading: string; retry: string; close: string };

export const DEFAULT_PENDING_DIALOG_LABELS: PendingDialogLabels = { loading: 'Loading…', retry: 'Try again', close: 'Close' };

export type PendingDialogProps = {
  /** Title of the dialog, the same as the loaded dialog's. */
  title: React.ReactNode;
  state: PendingDialogState;
  /** Called by the retry button of the failed state. */
  onRetry: () => void;
  /** Whether the dialog is open. @defaultValue true */
  open?: boolean | undefined;
  /** Called when the dialog asks to open or close (Escape, close button, outside click). */
  onOpenChange: (open: boolean) => void;
  /** Element focused when the dialog closes. @defaultValue undefined */
  returnFocusTo?: React.RefObject<HTMLElement | null> | undefined;
  /** Texts. @defaultValue English labels */
  labels?: Partial<PendingDialogLabels> | undefined;
};

/**
 * A dialog whose content is not there yet: its title and a busy message while the caller loads
 * it, or why it failed and a button to try again. ui fetches nothing: the caller loads the
 * content and renders the real dialog once it has it.
 */
export function PendingDialog({ title, state, onRetry, open = true, onOpenChange, returnFocusTo, labels }: PendingDialogProps) {
  const text = { ...DEFAULT_PENDING_DIALOG_LABELS, ...labels };
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent data-dialog="pending" closeLabel={text.close} returnFocusTo={returnFocusTo} aria-busy={state.status === 'loading'}>
        <header data-slot="dialog-header">
          <DialogTitle>{title}</DialogTitle>
        </header>
        {state.status === 'loading' ? (
          <DialogDescription data-slot="dialog-loading" role="status">
            {text.loading}
          </DialogDescription>
        ) : (
          <>
            <DialogDescription data-slot="visually-hidden">{state.message}</DialogDescription>
            <Notice kind="warning">{state.message}</Notice>
            <p>
              <button type="button" data-slot="dialog-retry" onClick={onRetry}>
                {text.retry}
              </button>
            </p>
          </>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
