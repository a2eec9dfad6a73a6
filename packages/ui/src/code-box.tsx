import * as React from 'react';
import { type ParseOptions, parse, render } from 'sugar-high/core';
import * as powershell from 'sugar-high/lang/powershell';
import * as shell from 'sugar-high/lang/shell';
import { useCopyState } from './copy-button';

/**
 * sugar-high's two presets the box needs, with its JavaScript-only scanners off as its own
 * language table sets them (importing only these keeps its other 25 languages out of the bundle).
 */
function parseOptions(language: CodeLanguage): ParseOptions {
  const preset: ParseOptions = language === 'powershell' ? powershell : shell;
  return { ...preset, jsx: false, regex: false, templateStrings: false };
}

/** Languages a code box can show. */
export type CodeLanguage = 'bash' | 'powershell';

const LANGUAGE_LABELS: Record<CodeLanguage, string> = { bash: 'Bash', powershell: 'PowerShell' };

export type CodeBoxProps = Omit<React.ComponentProps<'figure'>, 'children'> & {
  /** The code shown and copied. */
  code: string;
  /**
   * Language, which sets the label and the highlighting.
   * @defaultValue 'bash'
   */
  language?: CodeLanguage;
  /** Visible name of the language. @defaultValue 'Bash' or 'PowerShell' */
  languageLabel?: string;
  /** Text of the copy button. @defaultValue 'copy' */
  copyLabel?: string;
  /** Text shown for 800 ms after copying. @defaultValue 'copied' */
  copiedLabel?: string;
  /** Text shown for 800 ms when the clipboard could not be written. @defaultValue 'select and copy' */
  failedLabel?: string;
  /** Show a busy state instead of code. @defaultValue false */
  loading?: boolean;
  /** Text of the busy state. @defaultValue 'Loading…' */
  loadingLabel?: string;
  /**
   * Why there are no commands to show (a system no install method runs on): shown in the code's
   * place, with no copy button, since there is nothing to copy. Takes precedence over `loading`.
   * @defaultValue undefined
   */
  emptyLabel?: string | undefined;
  /** Called after a copy attempt with its outcome. @defaultValue undefined */
  onCopy?: (copied: boolean) => void;
};

/**
 * A block of commands with a language label, syntax highlighting and a copy button; long lines
 * wrap, so every command shows whole, and copying copies them as they are. Copying shows
 * "copied" for 800 ms; if the clipboard is missing or refuses, a fallback is tried, and on failure
 * the code is selected for the visitor to copy.
 */
export function CodeBox({
  code,
  language = 'bash',
  languageLabel,
  copyLabel = 'copy',
  copiedLabel = 'copied',
  failedLabel = 'select and copy',
  loading = false,
  loadingLabel = 'Loading…',
  emptyLabel,
  onCopy,
  ...props
}: CodeBoxProps) {
  const { state: copyState, copy } = useCopyState();
  const codeRef = React.useRef<HTMLElement>(null);
  const html = React.useMemo(() => render(parse(code, parseOptions(language))), [code, language]);

  const handleCopy = async () => {
    const copied = await copy(code);
    if (!copied && codeRef.current && typeof window !== 'undefined') {
      const selection = window.getSelection();
      const range = document.createRange();
      range.selectNodeContents(codeRef.current);
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    onCopy?.(copied);
  };

  const empty = emptyLabel !== undefined;
  const feedback = copyState === 'copied' ? copiedLabel : copyState === 'failed' ? failedLabel : copyLabel;

  return (
    <figure data-slot="code-box" data-language={language} data-state={empty ? 'empty' : loading ? 'loading' : 'idle'} {...props}>
      <figcaption data-slot="code-box-header">
        <span data-slot="code-box-language">{languageLabel ?? LANGUAGE_LABELS[language]}</span>
        {empty ? null : (
          <button
            type="button"
            data-slot="code-box-copy"
            data-state={copyState}
            onClick={handleCopy}
            disabled={loading}
            aria-live="polite"
          >
            {feedback}
          </button>
        )}
      </figcaption>
      {empty ? (
        <p data-slot="code-box-empty">{emptyLabel}</p>
      ) : loading ? (
        <div data-slot="code-box-loading" aria-busy="true">
          {loadingLabel}
        </div>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <pre data-slot="code-box-pre" dir="ltr" tabIndex={0}>
          {/* sugar-high escapes the code and only adds its own token spans. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: highlighted markup from escaped text */}
          <code ref={codeRef} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
      )}
    </figure>
  );
}
