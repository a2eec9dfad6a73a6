/**
 * The about pages' dialogs, loaded by `about.tsx` when a Details link is first reached: a React
 * root of its own at the end of the body, rendering one line's dialog at a time.
 */
import { createRoot, type Root } from 'react-dom/client';
import { LineDialog, type LineDialogRequest } from '../about/line-dialog';
import { reportRecoverableError } from './recoverable-error';

let root: Root | undefined;
let opened = 0;

/** Opens the dialog of `request`'s line (closing any other). */
export function openLineDialog(request: LineDialogRequest): void {
  if (!root) {
    const container = document.createElement('div');
    container.dataset.slot = 'dialog-root';
    document.body.append(container);
    root = createRoot(container, { onRecoverableError: reportRecoverableError });
  }
  opened += 1;
  root.render(<LineDialog key={opened} request={request} onClose={() => root?.render(null)} />);
}
