/**
 * `<Message>`: a message whose numbered tags become elements. Apart from `./react.tsx` because it
 * needs Lingui's tag formatter, which the download page's script needs only for the on-demand
 * panel of a shared link's older release: a page script that never renders one does not load it.
 */
import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';
import { withLtrIsolated } from './ltr';
import type { MessageValues } from './message-ids';
import { type MessageId, useLinguiInstance } from './react';

/**
 * A message with markup: its numbered tags (`<0>…</0>`) become the given elements.
 * @example
 * <Message id="footer.about" components={{ 0: <a href="/about/api" /> }} />
 */
export function Message<Id extends MessageId>({
  id,
  values,
  components,
}: { id: Id; components?: Record<string, ReactElement> } & ([MessageValues[Id]] extends [never] ? { values?: undefined } : { values: MessageValues[Id] })) {
  return <TransNoContext id={id} values={withLtrIsolated(values)} components={components} lingui={{ i18n: useLinguiInstance() }} />;
}
