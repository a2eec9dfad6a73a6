/** `node-release --help`: the usage, with the values each option takes. */
import { PLATFORMS } from '../catalogue';
import { DOWNLOAD_KINDS } from '../urls';
import { METHOD_VALUES, OS_VALUES, PM_VALUES } from './options';
import { SHASUMS_PACKAGE } from './shasums';
import { VERIFY_KINDS } from './verify';

export const HELP = `Usage: node-release <command> <alias> [options]

Resolves Node.js version aliases and prints download URLs, install scripts, verify commands
and audits, from current release data: fetched (kept an hour in the cache), or, when the
sources do not answer within 5 s, the data embedded in @node-downloads/release-core, with a
warning naming its date.

Commands:
  resolve <alias>   the release an alias names (one a line for supported and active)
  url <alias>       the download URL of a file of that release
  script <alias>    the install script of an install method
  verify <alias>    the commands that check a downloaded file and its signature
                    (needs ${SHASUMS_PACKAGE}, the published checksum lists)
  audit [version]   the known vulnerabilities of a release (default: the Node.js running
                    this) on a system; exits 1 when any affects it or its line is end-of-life

url picks the file from the published checksum lists when ${SHASUMS_PACKAGE}
is installed, else from the dist index's file tokens (which miss a few files, such as the
64-bit Windows installers of v0.10 and v0.12).

Aliases: lts/*, lts/-1, lts/<codename>, a codename (iron, Jod), current, latest, node,
  supported, active, a version (22.1.0, v22) or a semver range (^20.10, ">=18 <21").

Options:
  --now YYYY-MM-DD   the day to answer for (default: today): statuses and releases of that day
  --json             print JSON (errors too: { "error": { "code", "message" } } on stdout)
  --offline          answer from the embedded release data alone (default: NODE_RELEASE_OFFLINE=1)
  --mirror URL       a mirror of https://nodejs.org/dist/ to fetch index.json from
                     (default: NODE_MIRROR)
  --os OS            ${Object.keys(OS_VALUES).join(', ')} (default: this system); audit also takes any
  --platform ARCH    ${PLATFORMS.join(', ')} (default: this system)
  --kind KIND        url: ${DOWNLOAD_KINDS.join(', ')}; verify: ${VERIFY_KINDS.join(', ')} (default: binary)
  --file NAME        verify: a file of the release by name, instead of --kind and --platform
  --method METHOD    script: ${METHOD_VALUES.join(', ')} (required)
  --pm MANAGER       script: ${Object.keys(PM_VALUES).join(', ')} (default: npm)
  -h, --help         show this help
  -v, --version      print the version of the program and the date of its release data

Exit codes: 0 done, 1 nothing found (or verify without the checksum lists), 2 bad usage
  (an empty alias too), 3 a release newer than the release data used.
audit: 0 no known vulnerability, 1 vulnerable or end-of-life, 2 bad usage or a version the
  data does not list, 3 a release newer than the data.

Examples:
  node-release resolve lts/* --now 2026-11-22
  node-release resolve supported --json
  node-release url 22 --os linux --platform arm64
  node-release script lts/-1 --os win --method fnm --pm pnpm
  node-release verify v24.11.1 --os linux --platform x64
  node-release audit v20.11.0 --os win
`;
