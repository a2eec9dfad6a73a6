import type { StatusNoticeDecision } from '@node-downloads/release-core';
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
  /**
   * The notice to show, as release-core's `statusNotice` decided it for the release (the
   * end-of-life warning or the LTS info, and where it links); nothing is shown when `undefined`.
   */
  notice: StatusNoticeDecision | undefined;
  /** Where a notice linking to the end-of-life page links. */
  eolHref: string;
  /** Where a notice linking to the Current release links (its download page). */
  currentHref: string;
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

const STATUS_ATTRIBUTE = { 'End-of-life': 'eol', 'Active LTS': 'active', 'Maintenance LTS': 'maintenance' } as const;

/**
 * A release's status notice, as given: the warning of an end-of-life release or the info of an
 * LTS release, with its link when the decision has one; nothing when there is no notice.
 */
export function StatusNotice({ notice, eolHref, currentHref, messages, ...props }: StatusNoticeProps) {
  if (notice === undefined) {
    return null;
  }
  const text = { ...DEFAULT_STATUS_MESSAGES, ...messages };
  const link =
    notice.link === 'eol'
      ? { href: eolHref, label: text.eolLink }
      : notice.link === 'current'
        ? { href: currentHref, label: text.ltsLink }
        : undefined;
  return (
    <Notice kind={notice.kind === 'eol' ? 'warning' : 'info'} data-status={STATUS_ATTRIBUTE[notice.status]} link={link} {...props}>
      {notice.kind === 'eol' ? text.eol : text.lts}
    </Notice>
  );
}
