/**
 * The about pages' dialogs, loaded by the about script (about.tsx) when a Details link is first reached: a React
 * root of its own at the end of the body, rendering one line's dialog at a time.
 */
import { I18nProvider } from '../i18n/react';
import { createRoot, type Root } from 'react-dom/client';
import { LineDialog, type LineDialogRequest } from '../about/line-dialog';
import { readMessages } from './read-data';
import { reportRecoverableError } from './recoverable-error';

const { i18n, days } = readMessages();

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
  root.render(
    <I18nProvider i18n={i18n} days={days}>
      <LineDialog key={opened} request={request} onClose={() => root?.render(null)} />
    </I18nProvider>,
  );
}
