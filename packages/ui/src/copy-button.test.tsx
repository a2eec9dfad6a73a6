import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { COPY_FEEDBACK_MS, CopyButton } from './copy-button';

function mockClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

describe('CopyButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('copies the text given at the moment of the click and says so for 800 ms', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    mockClipboard(writeText);
    let link = 'https://example.org/download?os=mac';
    const onCopy = vi.fn();
    render(<CopyButton text={() => link} label="Copy link" copiedLabel="Link copied" onCopy={onCopy} />);
    link = 'https://example.org/download?os=win';
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://example.org/download?os=win');
    expect(onCopy).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button')).toHaveTextContent('Link copied');
    act(() => {
      vi.advanceTimersByTime(COPY_FEEDBACK_MS);
    });
    expect(screen.getByRole('button')).toHaveTextContent('Copy link');
  });

  it('copies without an onCopy listener', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    mockClipboard(writeText);
    render(<CopyButton text="node -v" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('node -v');
    expect(screen.getByRole('button')).toHaveTextContent('copied');
  });

  it('says it failed when no clipboard takes the text', async () => {
    mockClipboard(undefined);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    const onCopy = vi.fn();
    render(<CopyButton text="node -v" onCopy={onCopy} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'copy' }));
    });
    expect(onCopy).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button')).toHaveTextContent('copy failed');
    vi.useRealTimers();
    await expectNoAxeViolations();
  });
});
