import { Controls, Description, Heading, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';

/**
 * A component's usage notes, for design review, set as `parameters.usage` on its stories' meta:
 * when to use it, what it does for assistive technology, and what it never does (ui fetches
 * nothing and decides no release rule: data and decisions come from the caller).
 */
export type Usage = {
  /** When to use it, and what to use instead. */
  use: string;
  /** Names, roles, keyboard and focus, as a screen reader or keyboard user meets them. */
  accessibility: string;
  /** What it never does. */
  never: string;
};

function UsageNotes() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const usage = preparedMeta.parameters['usage'] as Usage | undefined;
  if (usage === undefined) {
    return null;
  }
  return (
    <>
      <Heading>Usage</Heading>
      <dl>
        <dt>
          <strong>When to use</strong>
        </dt>
        <dd>{usage.use}</dd>
        <dt>
          <strong>Accessibility</strong>
        </dt>
        <dd>{usage.accessibility}</dd>
        <dt>
          <strong>Never</strong>
        </dt>
        <dd>{usage.never}</dd>
      </dl>
    </>
  );
}

/** Every component's docs page: its TSDoc, usage notes, first story, props table and all stories. */
export function ComponentDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <UsageNotes />
      <Primary />
      <Heading>Props</Heading>
      <Controls />
      <Stories />
    </>
  );
}
