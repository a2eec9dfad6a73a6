/**
 * The pages the no-JavaScript end-to-end test opens, one per era of file layouts, with the link a
 * visitor must be able to click for each OS. `scripts/checks/check-nojs.test.ts` checks that the static
 * no-JavaScript check expects exactly these links, so the browser test shows the check reads the
 * pages as a browser without JavaScript does.
 */
const DIST = 'https://nodejs.org/dist';

const v26 = {
  Windows: `${DIST}/v26.13.0/node-v26.13.0-win-x64.zip`,
  macOS: `${DIST}/v26.13.0/node-v26.13.0-darwin-x64.tar.gz`,
  Linux: `${DIST}/v26.13.0/node-v26.13.0-linux-x64.tar.xz`,
  AIX: `${DIST}/v26.13.0/node-v26.13.0-aix-ppc64.tar.gz`,
};

export const NO_JS_SAMPLE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '/download': v26,
  '/download/current': v26,
  '/download/archive/v0.10.48': {
    Windows: `${DIST}/v0.10.48/x64/node.exe`,
    macOS: `${DIST}/v0.10.48/node-v0.10.48-darwin-x64.tar.gz`,
    Linux: `${DIST}/v0.10.48/node-v0.10.48-linux-x64.tar.xz`,
  },
  '/download/archive/v4.9.1': {
    Windows: `${DIST}/v4.9.1/node-v4.9.1-win-x64.zip`,
    macOS: `${DIST}/v4.9.1/node-v4.9.1-darwin-x64.tar.gz`,
    Linux: `${DIST}/v4.9.1/node-v4.9.1-linux-x64.tar.xz`,
  },
  '/download/archive/v18.20.4': {
    Windows: `${DIST}/v18.20.4/node-v18.20.4-win-x64.zip`,
    macOS: `${DIST}/v18.20.4/node-v18.20.4-darwin-x64.tar.gz`,
    Linux: `${DIST}/v18.20.4/node-v18.20.4-linux-x64.tar.xz`,
    AIX: `${DIST}/v18.20.4/node-v18.20.4-aix-ppc64.tar.gz`,
  },
  '/download/archive/v26.13.0': v26,
};
