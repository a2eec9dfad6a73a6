// How long detection takes on the download page: the user-agent rules over the whole corpus, a
// worst-case junk string, and a full detectClient with hints that answer at once. Measurements
// only (run with `pnpm bench`); no timing is asserted.
import { test } from 'vitest';
import { corpus } from '../test/user-agents';
import { detectClient } from './client';
import { describeClient } from './describe';
import { detectOS } from './os';
import { platformFor } from './platform';

const userAgents = corpus.map((entry) => entry.userAgent);
// Bound once, so the loop measures detection and not the module runner's export getters.
const readSystem = detectOS;

test('detectOS over the corpus', async ({ bench }) => {
  await bench(`${userAgents.length} real user agents`, () => {
    for (const userAgent of userAgents) {
      readSystem(userAgent);
    }
  }).run();
});

test('detectOS on 10 KB of junk', async ({ bench }) => {
  const junk = 'Mozilla/5.0 ('.repeat(800);
  await bench('10 KB without a system', () => {
    readSystem(junk);
  }).run();
});

test('detectClient with hints, then platformFor and describeClient', async ({ bench }) => {
  const navigator = {
    userAgent: userAgents[0],
    userAgentData: {
      platform: 'Windows',
      getHighEntropyValues: () => Promise.resolve({ architecture: 'arm', bitness: '64', wow64: false }),
    },
  };
  await bench('Windows on ARM', async () => {
    const client = await detectClient(navigator);
    platformFor(client);
    describeClient(client);
  }).run();
});
