import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UiArgumentError } from './errors';
import { BrandIcon, Icon } from './icons';
import { MARK_NAMES } from './mark-names';
import { MarkSprite } from './mark-sprite';
import { MARK_PATHS } from './marks';

describe('MarkSprite', () => {
  it('holds one symbol per mark, with its path data, hidden and taking no room', () => {
    const html = renderToString(<MarkSprite />);
    for (const name of MARK_NAMES) {
      expect(html).toContain(`<symbol id="mark-${name}" viewBox="0 0 24 24"><path d="${MARK_PATHS[name]}"></path></symbol>`);
    }
    expect(html.match(/<symbol /g)).toHaveLength(MARK_NAMES.length);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('position:absolute');
    expect(html).not.toContain('display:none');
  });

  it('holds only the marks named, each once', () => {
    const html = renderToString(<MarkSprite names={['linux', 'apple', 'linux']} />);
    expect(html.match(/<symbol id="mark-[a-z]+"/g)).toEqual(['<symbol id="mark-linux"', '<symbol id="mark-apple"']);
  });


  it('refuses a name that is not a mark, naming it, instead of an empty symbol', () => {
    const render = () => renderToString(<MarkSprite names={['linux', 'beos' as never]} />);
    expect(render).toThrow(UiArgumentError);
    expect(render).toThrow(/^MarkSprite: names must be mark names \(aix, apple, .*\), received .*beos/);
    expect(() => renderToString(<MarkSprite names={'linux' as never} />)).toThrow(/^MarkSprite: names must be an array/);
  });
});

describe('marks drawn from the sprite', () => {
  it('refer to their symbol and carry no path data', () => {
    const html = renderToString(<Icon name="LINUX" />);
    expect(html).toContain('<use href="#mark-linux"></use>');
    expect(html).not.toContain('<path');
    expect(html).toContain('aria-hidden="true"');
  });

  it('a titled mark is an image named by its title', () => {
    const html = renderToString(<BrandIcon name="nodedotjs" title="Node.js" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('<title>Node.js</title>');
    expect(html).not.toContain('aria-hidden');
  });
});
