import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useDetailsOpen } from './details-open';

function Disclosure() {
  const { ref, open, onToggle } = useDetailsOpen();
  return (
    <details ref={ref} onToggle={onToggle}>
      <summary>More</summary>
      {open ? <p>Content</p> : null}
    </details>
  );
}

describe('useDetailsOpen', () => {
  it('renders the content of a <details> the visitor opened before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Disclosure />);
    document.body.append(container);
    container.querySelector('details')!.open = true;
    const root = await act(async () => hydrateRoot(container, <Disclosure />));
    try {
      expect(container.querySelector('p')?.textContent).toBe('Content');
    } finally {
      await act(async () => root.unmount());
      container.remove();
    }
  });

  it('follows the toggle events after hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Disclosure />);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <Disclosure />));
    try {
      const details = container.querySelector('details')!;
      expect(container.querySelector('p')).toBeNull();
      await act(async () => {
        details.open = true;
        details.dispatchEvent(new Event('toggle'));
      });
      expect(container.querySelector('p')?.textContent).toBe('Content');
      await act(async () => {
        details.open = false;
        details.dispatchEvent(new Event('toggle'));
      });
      expect(container.querySelector('p')).toBeNull();
    } finally {
      await act(async () => root.unmount());
      container.remove();
    }
  });
});
