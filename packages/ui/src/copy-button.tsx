import * as React from 'react';
import { copyText } from './copy-text';

/** How long a copy button shows its feedback, in milliseconds. */
export const COPY_FEEDBACK_MS = 800;

/** State of a copy button. */
export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The feedback state of a copy button: `copy(text)` writes the clipboard (with copyText's
 * fallback) and shows `copied` or `failed` for {@link COPY_FEEDBACK_MS}, then `idle` again.
 */
export function useCopyState(): { state: CopyState; copy: (text: string) => Promise<boolean> } {
  const [state, setState] = React.useState<CopyState>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  const copy = React.useCallback(async (text: string) => {
    const copied = await copyText(text);
    setState(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
    return copied;
  }, []);
  return { state, copy };
}

export type CopyButtonProps = Omit<React.ComponentProps<'button'>, 'children' | 'onClick'> & {
  /** The text copied, or a function giving it at the moment of the click. */
  text: string | (() => string);
  /** Text of the button. @defaultValue 'copy' */
  label?: string;
  /** Text shown for 800 ms after copying. @defaultValue 'copied' */
  copiedLabel?: string;
  /** Text shown for 800 ms when the clipboard could not be written. @defaultValue 'copy failed' */
  failedLabel?: string;
  /** Called after a copy attempt with its outcome. @defaultValue undefined */
  onCopy?: (copied: boolean) => void;
};

/** A button that copies a text (a link, a command) and says so for 800 ms. */
export function CopyButton({ text, label = 'copy', copiedLabel = 'copied', failedLabel = 'copy failed', onCopy, ...props }: CopyButtonProps) {
  const { state, copy } = useCopyState();
  return (
    <button
      type="button"
      data-slot="copy-button"
      data-state={state}
      aria-live="polite"
      {...props}
      onClick={async () => {
        const copied = await copy(typeof text === 'function' ? text() : text);
        onCopy?.(copied);
      }}
    >
      {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label}
    </button>
  );
}
