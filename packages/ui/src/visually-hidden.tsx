import type * as React from 'react';

/** Text for assistive technology only: read out, not shown. */
export function VisuallyHidden(props: React.ComponentProps<'span'>) {
  return <span data-slot="visually-hidden" {...props} />;
}
