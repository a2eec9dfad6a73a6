/**
 * The message ids and their placeholders are types: each line marked `@ts-expect-error` must be
 * an error, or `pnpm typecheck` fails (an unused `@ts-expect-error` is itself an error). Compiled
 * by the typecheck task, never run.
 */
import type { ReasonCode } from '@node-downloads/release-core';
import { reasonMessageId } from '../download/messages';
import type { MessageId, PageI18n } from './react';
import { Message } from './message';

export function typedMessages({ t, rich }: PageI18n, code: ReasonCode) {
  // Right: a known id, with exactly its placeholders, or none where it has none.
  t('download.heading.choosing', { version: 'v26.13.0' });
  rich('download.heading.choosing', { version: <strong>v26.13.0</strong> });
  t('download.select.apply');
  t(reasonMessageId(code), {} as never);
  // @ts-expect-error a misspelled id
  t('download.heading.chosing', { version: 'v26.13.0' });
  // @ts-expect-error an id of no namespace
  rich('heading.choosing');
  // @ts-expect-error a wrong placeholder (`versoin` for `version`)
  t('download.heading.choosing', { versoin: 'v26.13.0' });
  // @ts-expect-error a missing placeholder
  rich('download.heading.chosen', { version: 'v26.13.0', system: 'Linux', method: 'nvm' });
  // @ts-expect-error the values of a message that has placeholders left out
  t('download.heading.choosing');
  // @ts-expect-error values for a message without placeholders
  t('download.select.apply', { label: 'Apply' });
  // @ts-expect-error a reason code release-core does not have
  reasonMessageId('platform.WIN.ppc64.semver');
  return [
    <Message key="right" id="download.verify.intro" values={{ file: 'node.zip', keys: <a href="#keys">keys</a> }} />,
    // @ts-expect-error a misspelled id in <Message>
    <Message key="id" id="download.verify.intr" values={{ file: 'node.zip', keys: 'keys' }} />,
    // @ts-expect-error a wrong placeholder in <Message>
    <Message key="values" id="download.verify.intro" values={{ file: 'node.zip' }} />,
  ];
}

/** Ids built from data are checked too: a union of known ids is an id. */
export const statusIds: MessageId[] = ['common.status.current', 'common.status.eol'];
