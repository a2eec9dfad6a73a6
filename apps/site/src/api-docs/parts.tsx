import { type MessageId, useI18n } from '../i18n/react';

/** An example: a command and what it prints, or a file's text. */
export function Code({ children }: { children: string }) {
  return (
    <pre className="api-example">
      <code>{children}</code>
    </pre>
  );
}

/** Names in the field descriptions that stay as the files spell them. */
const FIELD_VALUES = { folder: 'latest-v{major}.x' };

/** Field names (code, as the JSON has them) and the ids of the messages saying what each means. */
export function Fields({ fields }: { fields: readonly (readonly [string, MessageId])[] }) {
  const { rich } = useI18n();
  return (
    <dl className="facts api-fields">
      {fields.map(([name, meaning]) => (
        <div key={name} className="api-field">
          <dt>
            <code>{name}</code>
          </dt>
          <dd>{rich(meaning, FIELD_VALUES)}</dd>
        </div>
      ))}
    </dl>
  );
}
