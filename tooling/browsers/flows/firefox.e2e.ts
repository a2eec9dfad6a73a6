import { launchFirefox } from '../src/firefox';
import { runFlows } from '../src/flows';

// Firefox turns scripts off with its `javascript.enabled` preference.
runFlows('firefox', launchFirefox, { noScripts: true });
