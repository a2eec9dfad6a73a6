import type * as React from 'react';
import { expectString } from './errors';

/** What a download button offers. */
export type DownloadButtonKind = 'installer' | 'binary';

/** The file extension of a download URL: its last dot-separated segment (query and hash ignored). */
export function fileExtension(url: string): string {
  expectString('fileExtension', 'url', url);
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const file = path.slice(path.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  return dot === -1 ? '' : file.slice(dot + 1);
}

export type DownloadButtonProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  /** Installer package or plain binary archive. */
  kind: DownloadButtonKind;
  /** Where the file is; while it is not known, pass `loading`. @defaultValue undefined */
  href?: string | undefined;
  /** Show a busy, inert button until the operating system and platform are known. @defaultValue false */
  loading?: boolean;
  /** Render nothing (for example, no installer exists for this system). @defaultValue false */
  hidden?: boolean;
  /** Text of the busy state. @defaultValue 'Loading…' */
  loadingLabel?: string;
};

/**
 * A download link styled as a button, showing the file extension taken from its URL. Renders a
 * busy placeholder while loading and nothing when hidden.
 */
export function DownloadButton({
  kind,
  href,
  loading = false,
  hidden = false,
  loadingLabel = 'Loading…',
  children,
  ...props
}: DownloadButtonProps) {
  if (hidden) {
    return null;
  }
  if (loading || !href) {
    return (
      <span data-slot="download-button" data-kind={kind} data-state="loading" aria-busy="true" aria-disabled="true">
        <span data-slot="download-button-label">{children}</span>
        <span data-slot="download-button-extension">{loadingLabel}</span>
      </span>
    );
  }
  const extension = fileExtension(href);
  return (
    <a data-slot="download-button" data-kind={kind} data-state="ready" href={href} {...props}>
      <svg data-slot="download-button-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M8 1v9m0 0L4.5 6.5M8 10l3.5-3.5M2 13h12" fill="none" stroke="currentColor" strokeWidth="1.75" />
      </svg>
      <span data-slot="download-button-label">{children}</span>
      {extension ? (
        // The extension reads left to right on every page, its parentheses with it.
        <span data-slot="download-button-extension" dir="ltr">{`(.${extension})`}</span>
      ) : null}
    </a>
  );
}
