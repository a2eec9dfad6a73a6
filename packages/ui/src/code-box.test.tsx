import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { CodeBox } from './code-box';

// The specification's copy notification time.
const COPY_FEEDBACK_MS = 800;

const script = `# Download and install nvm:
curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.3/install.sh | bash

# Download and install Node.js:
nvm install 24`;

function mockClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function mockExecCommand(result: boolean | 'throws') {
  const execCommand = vi.fn(() => {
    if (result === 'throws') {
      throw new Error('not allowed');
    }
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return execCommand;
}

async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'copy' }));
  });
}

describe('CodeBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('labels the language and highlights the code', async () => {
    vi.useRealTimers();
    const { rerender } = render(<CodeBox code={script} language="bash" />);
    expect(screen.getByText('Bash')).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveTextContent('nvm install 24');
    expect(document.querySelectorAll('.sh__token--comment').length).toBeGreaterThan(0);
    rerender(<CodeBox code={'winget install Schniz.fnm\nfnm install 24'} language="powershell" />);
    expect(screen.getByText('PowerShell')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("highlights with each language's own rules", () => {
    // `<# … #>` is one block comment in PowerShell; in Bash only the `#` onwards is a comment, and
    // `if`/`fi` are keywords.
    const code = 'Write-Host <# block #> done\nif true; then echo yes; fi';
    const { rerender } = render(<CodeBox code={code} language="powershell" />);
    const comments = () => [...document.querySelectorAll('.sh__token--comment')].map((token) => token.textContent);
    expect(comments()).toContain('<# block #>');
    rerender(<CodeBox code={code} language="bash" />);
    expect(comments()).not.toContain('<# block #>');
    expect([...document.querySelectorAll('.sh__token--keyword')].map((token) => token.textContent)).toEqual(
      expect.arrayContaining(['if', 'then', 'fi']),
    );
  });

  it('copies the code and shows "copied" for 800 ms', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    mockClipboard(writeText);
    render(<CodeBox code={script} />);
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(script);
    const button = screen.getByRole('button', { name: 'copied' });
    expect(button).toHaveAttribute('data-state', 'copied');
    act(() => {
      vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1);
    });
    expect(button).toHaveTextContent('copied');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button).toHaveTextContent('copy');
    expect(button).toHaveAttribute('data-state', 'idle');
  });

  it('falls back to the copy command when the Clipboard API is missing', async () => {
    mockClipboard(undefined);
    const execCommand = mockExecCommand(true);
    const onCopy = vi.fn();
    render(<CodeBox code={script} onCopy={onCopy} />);
    await clickCopy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(onCopy).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'copied' })).toBeInTheDocument();
    // The helper text area is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the Clipboard API refuses', async () => {
    mockClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    const execCommand = mockExecCommand(true);
    render(<CodeBox code={script} />);
    await clickCopy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'copied' })).toBeInTheDocument();
  });

  it('does not throw when every way of copying fails, and selects the code instead', async () => {
    mockClipboard(() => Promise.reject(new Error('denied')));
    mockExecCommand('throws');
    const onCopy = vi.fn();
    render(<CodeBox code={script} onCopy={onCopy} />);
    await clickCopy();
    expect(onCopy).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'select and copy' })).toHaveAttribute('data-state', 'failed');
    expect(window.getSelection()?.toString()).toContain('nvm install 24');
    act(() => {
      vi.advanceTimersByTime(COPY_FEEDBACK_MS);
    });
    expect(screen.getByRole('button', { name: 'copy' })).toBeInTheDocument();
  });

  it('shows a busy state while loading, with nothing to copy', () => {
    render(<CodeBox code="" loading />);
    expect(screen.getByRole('button', { name: 'copy' })).toBeDisabled();
    expect(screen.getByText('Loading…')).toHaveAttribute('aria-busy', 'true');
  });

  it('says why when there are no commands, with no copy button and nothing busy', async () => {
    vi.useRealTimers();
    const { container } = render(<CodeBox code="" loading emptyLabel="No install method runs on AIX." />);
    expect(screen.queryByRole('button')).toBeNull();
    const message = screen.getByText('No install method runs on AIX.');
    expect(message).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('[data-slot="code-box"]')).toHaveAttribute('data-state', 'empty');
    await expectNoAxeViolations();
  });
});
