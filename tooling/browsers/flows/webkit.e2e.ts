import { runFlows } from '../src/flows';
import { launchWebKit } from '../src/webkit';

// WebKitWebDriver finds and reads elements with scripts of its own: with the page's scripts off it
// could not read the page, so the no-JavaScript downloads are checked in Chromium and Firefox.
runFlows('webkit', launchWebKit, { noScripts: false });
