// A page with one deferred Select and nothing else: Radix must load only once the select is reached.
import { Select } from '@node-downloads/ui';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  h(Select, { label: 'Operating system', values: ['WIN', 'MAC', 'LINUX'], defaultValue: 'LINUX', defer: true }),
);
