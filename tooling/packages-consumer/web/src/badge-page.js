// A page with one Badge and nothing else: the baseline the deferred Select page is measured against.
import { Badge } from '@node-downloads/ui';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(h(Badge, { kind: 'info' }, 'Active LTS'));
