import { formatDate } from '@node-downloads/ui';
import { describe, expect, it } from 'vitest';
import { Days } from './days';

describe('Days', () => {
  it('gives a handed-over day its text as handed over, without formatting it again', () => {
    // A text no formatter would give: only the handed-over record can produce it.
    const days = new Days('en-US', { '2027-04-22': 'the 22nd of April' });
    expect(days.format('2027-04-22')).toBe('the 22nd of April');
  });

  it('formats a day it was not handed in its locale, and remembers it with the others', () => {
    const days = new Days('ja', { '2027-04-22': '2027年4月22日' });
    expect(days.format('2026-11-22')).toBe(formatDate('2026-11-22', 'ja'));
    expect(days.format('2026-11-22')).toContain('2026');
    expect(days.known()).toEqual({ '2027-04-22': '2027年4月22日', '2026-11-22': formatDate('2026-11-22', 'ja') });
  });

  it('starts empty without a record', () => {
    expect(new Days('de').known()).toEqual({});
  });
});
