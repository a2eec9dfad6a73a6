// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
// React DOM's client installs the resource hints' dispatcher, as the page's script does.
import 'react-dom/client';
import { ON_DEMAND, onDemandGroups, preloadOnDemand, WARMED_AT_IDLE, warmedAtIdle } from './on-demand';

const TAG =
  '<script type="module" data-on-demand="select-parts:/assets/select-parts.js,/assets/radix.js statuses-note:/assets/statuses-note.js linked-release-panel:/assets/linked-release-panel.js,/assets/line-data.js verify-commands:/assets/verify-commands.js"></script>';

function page(head: string): Document {
  document.head.innerHTML = head;
  return document;
}

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('onDemandGroups', () => {
  it('reads each group of the script tag, by name, with its files in order', () => {
    const groups = onDemandGroups(page(TAG));
    expect([...groups.keys()]).toEqual(['select-parts', 'statuses-note', 'linked-release-panel', 'verify-commands']);
    expect(groups.get('linked-release-panel')).toEqual(['/assets/linked-release-panel.js', '/assets/line-data.js']);
    expect(onDemandGroups(page('<script type="module"></script>')).size).toBe(0);
  });
});

describe('warmedAtIdle', () => {
  it("names only what a first interaction needs: the selects' Radix side and the statuses note, not a shared link's panel or the verify commands", () => {
    expect(WARMED_AT_IDLE).toEqual([ON_DEMAND.select, ON_DEMAND.statusesNote]);
    expect(warmedAtIdle(page(TAG))).toEqual(['/assets/select-parts.js', '/assets/radix.js', '/assets/statuses-note.js']);
  });
});

describe('preloadOnDemand', () => {
  it('preloads all the files of the one group asked for, at once', async () => {
    expect(preloadOnDemand(ON_DEMAND.linkedRelease, page(TAG))).toEqual(['/assets/linked-release-panel.js', '/assets/line-data.js']);
    // React DOM links them (once each) as it flushes its resource hints.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded()).toEqual(expect.arrayContaining(['/assets/linked-release-panel.js', '/assets/line-data.js']));
    expect(preloaded()).not.toContain('/assets/verify-commands.js');
  });

  it('preloads nothing for a group the page does not name, or without a document (a server render)', () => {
    expect(preloadOnDemand('other', page(TAG))).toEqual([]);
    expect(preloadOnDemand(ON_DEMAND.verify, null)).toEqual([]);
  });
});
