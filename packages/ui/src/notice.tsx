import type { ReleaseStatus } from '@node-downloads/release-core';
import type * as React from 'react';

/** Kinds of notice. */
export type NoticeKind = 'warning' | 'info';

export type NoticeProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /**
   * Colour and role of the notice: a warning is announced more strongly than an info.
   * @defaultValue 'info'
   */
  kind?: NoticeKind;
  /** Optional bold lead-in. @defaultValue undefined */
  title?: React.ReactNode;
  /** Optional link shown after the text. @defaultValue undefined */
  link?: { href: string; label: React.ReactNode } | undefined;
};

/** A short message with an optional link: status notices, community-method notice, no-JavaScript warning. */
export function Notice({ kind = 'info', title, link, children, ...props }: NoticeProps) {
  return (
    <div data-slot="notice" data-kind={kind} role="note" {...props}>
      <span data-slot="notice-mark" aria-hidden="true">
        {kind === 'warning' ? '!' : 'i'}
      </span>
      <div data-slot="notice-body">
        {title ? <strong data-slot="notice-title">{title} </strong> : null}
        {children}
        {link ? (
          <>
            {' '}
            <a data-slot="notice-link" href={link.href}>
              {link.label}
            </a>
          </>
        ) : null}
      </div>
    </div>
  );
}

export type StatusNoticeProps = Omit<NoticeProps, 'kind' | 'link' | 'children'> & {
  /** Status of the release the notice is about. */
  status: ReleaseStatus;
  /** Where the End-of-life warning links to (the end-of-life page). */
  eolHref: string;
  /**
   * Where the LTS info links to (the download page of the Current release). Pass `undefined` when
   * there is none to link to (no line is Current, and the page is the Current page): the notice
   * then has no link.
   */
  currentHref: string | undefined;
  /** Texts of the notices; English by default. @defaultValue English texts */
  messages?: Partial<StatusNoticeMessages>;
};

export type StatusNoticeMessages = {
  eol: string;
  eolLink: string;
  lts: string;
  ltsLink: string;
};

const DEFAULT_STATUS_MESSAGES: StatusNoticeMessages = {
  eol: 'This version is no longer supported and does not receive security updates.',
  eolLink: 'Read about end-of-life versions',
  lts: 'Long-term support versions get critical fixes for an extended period; newer features land in the Current release first.',
  ltsLink: 'See the Current release',
};

/** The notice of a release status: a warning for End-of-life, an info for the LTS statuses, nothing otherwise. */
export function StatusNotice({ status, eolHref, currentHref, messages, ...props }: StatusNoticeProps) {
  const text = { ...DEFAULT_STATUS_MESSAGES, ...messages };
  switch (status) {
    case 'End-of-life':
      return (
        <Notice kind="warning" data-status="eol" link={{ href: eolHref, label: text.eolLink }} {...props}>
          {text.eol}
        </Notice>
      );
    case 'Active LTS':
    case 'Maintenance LTS':
      return (
        <Notice
          kind="info"
          data-status={status === 'Active LTS' ? 'active' : 'maintenance'}
          link={currentHref === undefined ? undefined : { href: currentHref, label: text.ltsLink }}
          {...props}
        >
          {text.lts}
        </Notice>
      );
    case 'Current':
    case 'Pending':
      return null;
    default:
      return status satisfies never;
  }
}
