// @vitest-environment node
// The server render, where the no-JavaScript fallback is built (a browser running scripts skips it).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Select } from './select';
import type { SelectValues } from './select-values';

const operatingSystems: SelectValues = [
  { value: 'WIN', label: 'Windows', icon: 'WIN' },
  { value: 'MAC', label: 'macOS', icon: 'MAC' },
  { value: 'LINUX', label: 'Linux', icon: 'LINUX' },
  { value: 'AIX', label: 'AIX', icon: 'AIX', disabled: true, reason: 'AIX builds exist only for the ppc64 platform.' },
];

describe('Select on the server', () => {
  it('shows the current label in server-rendered HTML and offers a no-JavaScript fallback', () => {
    const html = renderToString(<Select label="Platform" values={['x64', 'arm64']} defaultValue="arm64" />);
    expect(html).toContain('arm64</span>');
    expect(html).toContain('<noscript>');
    expect(html).toMatch(/<select name="Platform"/);
    expect(html).toMatch(/<option value="arm64"/);
  });

  it('offers links as the no-JavaScript fallback when given a link builder', () => {
    const html = renderToString(
      <Select label="Operating system" values={operatingSystems} defaultValue="MAC" noScriptHref={(os) => `/download?os=${os}`} />,
    );
    expect(html).toContain('href="/download?os=LINUX"');
    // A disabled entry is not a link, and says why.
    expect(html).not.toContain('href="/download?os=AIX"');
    expect(html).toContain('AIX builds exist only for the ppc64 platform.');
  });


  it('renders a deferred select with the same trigger as the built one, in every state', () => {
    const trigger = (html: string) => html.match(/<button[\s\S]*?<\/button>/)?.[0];
    const states = [
      { values: operatingSystems, defaultValue: 'MAC' },
      { values: operatingSystems, placeholder: 'Choose a system' },
      { values: operatingSystems, loading: true },
      { values: operatingSystems, defaultValue: 'LINUX', disabled: true },
    ];
    for (const state of states) {
      const built = trigger(renderToString(<Select label="Operating system" id="os" {...state} />));
      const deferred = trigger(renderToString(<Select label="Operating system" id="os" defer {...state} />));
      expect(built).toBeDefined();
      expect(deferred).toBe(built);
    }
  });
});
