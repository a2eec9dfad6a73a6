import { describe, expect, it } from 'vitest';
import { warningLine } from './warning';

describe('warningLine', () => {
  it('is an annotation under GitHub Actions, with the workflow command escapes', () => {
    expect(warningLine('nvm: pin kept', 'https://x/releases: answered HTTP 403\nretry 100%', { GITHUB_ACTIONS: 'true' })).toBe(
      '::warning title=nvm%3A pin kept::https://x/releases: answered HTTP 403%0Aretry 100%25',
    );
  });

  it('is a plain line elsewhere', () => {
    expect(warningLine('nvm: pin kept', 'answered HTTP 403', {})).toBe('warning: nvm: pin kept: answered HTTP 403');
  });
});
