// Real user-agent strings, as browsers, crawlers and command-line clients send them, each with
// what the visitor's machine is and what detection must say about it. Where a browser has
// User-Agent Client Hints, `hints` is what `navigator.userAgentData` holds on that machine
// (`platform` is the low-entropy value, the rest the answer of `getHighEntropyValues`).
import type { Client, DetectedOs, Platform } from '../src/index';

export type Hints = {
  platform: string;
  architecture: string;
  bitness: string;
  wow64?: boolean;
};

export type CorpusEntry = {
  /** The browser or client, and the machine it runs on. */
  name: string;
  userAgent: string;
  hints?: Hints;
  maxTouchPoints?: number;
  /** `detectOS(userAgent)`: the user-agent string alone. */
  os: DetectedOs;
  /** `detectClient(navigator)` with the hints and touch points above. */
  client: Client;
  /** `platformFor(client)`. */
  platform: Platform | undefined;
  /** `describeClient(client)`. */
  label: string;
};

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_CHROMEOS =
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const NOTHING_KNOWN = { architecture: '', bitness: undefined, source: 'none' } as const;

export const corpus: readonly CorpusEntry[] = [
  // ── Windows ─────────────────────────────────────────────────────────────────────────────
  {
    name: 'Chrome 131 on Windows 11 x64',
    userAgent: CHROME_WINDOWS,
    hints: { platform: 'Windows', architecture: 'x86', bitness: '64', wow64: false },
    os: 'WIN',
    client: { os: 'WIN', architecture: 'x86', bitness: 64, source: 'hints' },
    platform: 'x64',
    label: 'Windows (64-bit)',
  },
  {
    name: 'Edge 131 on Windows 11 on ARM (Snapdragon X): the user agent says x64, hints say arm',
    userAgent: EDGE_WINDOWS,
    hints: { platform: 'Windows', architecture: 'arm', bitness: '64', wow64: false },
    os: 'WIN',
    client: { os: 'WIN', architecture: 'arm', bitness: 64, source: 'hints' },
    platform: 'arm64',
    label: 'Windows on ARM (64-bit)',
  },
  {
    name: 'Chrome 131 on Windows 11 on ARM (Surface Pro X)',
    userAgent: CHROME_WINDOWS,
    hints: { platform: 'Windows', architecture: 'arm', bitness: '64', wow64: false },
    os: 'WIN',
    client: { os: 'WIN', architecture: 'arm', bitness: 64, source: 'hints' },
    platform: 'arm64',
    label: 'Windows on ARM (64-bit)',
  },
  {
    name: 'Chrome 131 on 32-bit Windows 10: the frozen user agent still says Win64',
    userAgent: CHROME_WINDOWS,
    hints: { platform: 'Windows', architecture: 'x86', bitness: '32', wow64: false },
    os: 'WIN',
    client: { os: 'WIN', architecture: 'x86', bitness: 32, source: 'hints' },
    platform: 'x86',
    label: 'Windows (32-bit)',
  },
  {
    name: '32-bit Edge on 64-bit Windows (hints variant: bitness 32 with wow64)',
    userAgent: EDGE_WINDOWS,
    hints: { platform: 'Windows', architecture: 'x86', bitness: '32', wow64: true },
    os: 'WIN',
    client: { os: 'WIN', architecture: 'x86', bitness: 64, source: 'hints' },
    platform: 'x64',
    label: 'Windows (64-bit)',
  },
  {
    name: 'Chrome 131 on Windows whose hints answer with empty strings',
    userAgent: CHROME_WINDOWS,
    hints: { platform: 'Windows', architecture: '', bitness: '' },
    os: 'WIN',
    client: { os: 'WIN', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Windows (64-bit)',
  },
  {
    name: 'Firefox 133 on Windows 11 x64',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    os: 'WIN',
    client: { os: 'WIN', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Windows (64-bit)',
  },
  {
    name: 'Firefox 115 ESR on Windows 8.1 x64',
    userAgent: 'Mozilla/5.0 (Windows NT 6.3; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0',
    os: 'WIN',
    client: { os: 'WIN', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Windows (64-bit)',
  },
  {
    name: 'Opera 115 on Windows 10 x64',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
    os: 'WIN',
    client: { os: 'WIN', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Windows (64-bit)',
  },
  {
    name: '32-bit Chrome 70 on 64-bit Windows 10 (WOW64, before the user agent was frozen)',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.110 Safari/537.36',
    os: 'WIN',
    client: { os: 'WIN', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Windows (64-bit)',
  },
  {
    name: 'Internet Explorer 11 (32-bit) on 64-bit Windows 7',
    userAgent: 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
    os: 'WIN',
    client: { os: 'WIN', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Windows (64-bit)',
  },
  {
    name: 'Internet Explorer 11 (64-bit) on Windows 7',
    userAgent: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64; Trident/7.0; rv:11.0) like Gecko',
    os: 'WIN',
    client: { os: 'WIN', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Windows (64-bit)',
  },
  {
    name: 'Firefox 52 on 32-bit Windows 7: no CPU token, so the Windows default applies',
    userAgent: 'Mozilla/5.0 (Windows NT 6.1; rv:52.0) Gecko/20100101 Firefox/52.0',
    os: 'WIN',
    client: { os: 'WIN', ...NOTHING_KNOWN },
    platform: 'x64',
    label: 'Windows',
  },
  {
    name: 'Tor Browser 14 (any Windows machine: the user agent is uniform on purpose)',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; rv:128.0) Gecko/20100101 Firefox/128.0',
    os: 'WIN',
    client: { os: 'WIN', ...NOTHING_KNOWN },
    platform: 'x64',
    label: 'Windows',
  },
  {
    name: 'Internet Explorer 6 on Windows XP',
    userAgent: 'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; SV1)',
    os: 'WIN',
    client: { os: 'WIN', ...NOTHING_KNOWN },
    platform: 'x64',
    label: 'Windows',
  },
  {
    name: 'Internet Explorer 11 on Windows RT 8.1 (32-bit ARM tablet)',
    userAgent: 'Mozilla/5.0 (Windows NT 6.3; ARM; Trident/7.0; Touch; rv:11.0) like Gecko',
    os: 'WIN',
    client: { os: 'WIN', architecture: 'arm', bitness: undefined, source: 'user-agent' },
    platform: 'arm64',
    label: 'Windows on ARM',
  },
  {
    name: 'PowerShell 7.4 on Windows 11',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Microsoft Windows 10.0.22631; en-US) PowerShell/7.4.6',
    os: 'WIN',
    client: { os: 'WIN', ...NOTHING_KNOWN },
    platform: 'x64',
    label: 'Windows',
  },
  {
    name: 'Windows PowerShell 5.1 on Windows 11',
    userAgent: 'Mozilla/5.0 (Windows NT; Windows NT 10.0; en-US) WindowsPowerShell/5.1.22621.4391',
    os: 'WIN',
    client: { os: 'WIN', ...NOTHING_KNOWN },
    platform: 'x64',
    label: 'Windows',
  },

  // ── macOS ───────────────────────────────────────────────────────────────────────────────
  {
    name: 'Safari 18 on macOS (the user agent says Intel on every Mac): Apple silicon assumed',
    userAgent: SAFARI_MAC,
    maxTouchPoints: 0,
    os: 'MAC',
    client: { os: 'MAC', ...NOTHING_KNOWN },
    platform: 'arm64',
    label: 'macOS',
  },
  {
    name: 'Firefox 133 on macOS',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0',
    maxTouchPoints: 0,
    os: 'MAC',
    client: { os: 'MAC', ...NOTHING_KNOWN },
    platform: 'arm64',
    label: 'macOS',
  },
  {
    name: 'Chrome 131 on an Apple silicon Mac',
    userAgent: CHROME_MAC,
    hints: { platform: 'macOS', architecture: 'arm', bitness: '64', wow64: false },
    maxTouchPoints: 0,
    os: 'MAC',
    client: { os: 'MAC', architecture: 'arm', bitness: 64, source: 'hints' },
    platform: 'arm64',
    label: 'macOS on ARM (64-bit)',
  },
  {
    name: 'Chrome 131 on an Intel Mac',
    userAgent: CHROME_MAC,
    hints: { platform: 'macOS', architecture: 'x86', bitness: '64', wow64: false },
    maxTouchPoints: 0,
    os: 'MAC',
    client: { os: 'MAC', architecture: 'x86', bitness: 64, source: 'hints' },
    platform: 'x64',
    label: 'macOS (64-bit)',
  },
  {
    name: 'Edge 131 on macOS, user agent alone',
    userAgent: `${CHROME_MAC} Edg/131.0.0.0`,
    os: 'MAC',
    client: { os: 'MAC', ...NOTHING_KNOWN },
    platform: 'arm64',
    label: 'macOS',
  },
  {
    name: 'Safari 17 on an iPad in desktop mode: a Mac user agent, but touch points',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
    maxTouchPoints: 5,
    os: 'MAC',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },

  // ── Linux ───────────────────────────────────────────────────────────────────────────────
  {
    name: 'Firefox 133 on Ubuntu x86_64',
    userAgent: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Linux (64-bit)',
  },
  {
    name: 'Firefox 133 on Fedora x86_64',
    userAgent: 'Mozilla/5.0 (X11; Fedora; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Linux (64-bit)',
  },
  {
    name: 'Firefox ESR 128 on Debian x86_64',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Linux (64-bit)',
  },
  {
    name: 'Chrome 131 on Linux x86_64',
    userAgent: CHROME_LINUX,
    hints: { platform: 'Linux', architecture: 'x86', bitness: '64', wow64: false },
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'x86', bitness: 64, source: 'hints' },
    platform: 'x64',
    label: 'Linux (64-bit)',
  },
  {
    name: 'Chromium 131 on Linux aarch64 (Asahi, Raspberry Pi OS 64-bit): the user agent says x86_64',
    userAgent: CHROME_LINUX,
    hints: { platform: 'Linux', architecture: 'arm', bitness: '64', wow64: false },
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'arm', bitness: 64, source: 'hints' },
    platform: 'arm64',
    label: 'Linux on ARM (64-bit)',
  },
  {
    name: 'Chromium 131 on Linux armv7l (Raspberry Pi OS 32-bit)',
    userAgent: CHROME_LINUX,
    hints: { platform: 'Linux', architecture: 'arm', bitness: '32', wow64: false },
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'arm', bitness: 32, source: 'hints' },
    platform: 'armv7l',
    label: 'Linux on ARM (32-bit)',
  },
  {
    name: 'Firefox 128 on Linux aarch64',
    userAgent: 'Mozilla/5.0 (X11; Linux aarch64; rv:128.0) Gecko/20100101 Firefox/128.0',
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'arm', bitness: 64, source: 'user-agent' },
    platform: 'arm64',
    label: 'Linux on ARM (64-bit)',
  },
  {
    name: 'Firefox 115 on Raspberry Pi OS 32-bit (armv7l)',
    userAgent: 'Mozilla/5.0 (X11; Linux armv7l; rv:115.0) Gecko/20100101 Firefox/115.0',
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'arm', bitness: 32, source: 'user-agent' },
    platform: 'armv7l',
    label: 'Linux on ARM (32-bit)',
  },
  {
    name: 'Chromium 92 on Raspberry Pi OS, which sends a ChromeOS user agent',
    userAgent:
      'Mozilla/5.0 (X11; CrOS armv7l 13597.84.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/92.0.4515.98 Safari/537.36',
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'arm', bitness: 32, source: 'user-agent' },
    platform: 'armv7l',
    label: 'Linux on ARM (32-bit)',
  },
  {
    name: 'Firefox 115 on 32-bit Linux (i686)',
    userAgent: 'Mozilla/5.0 (X11; Linux i686; rv:109.0) Gecko/20100101 Firefox/115.0',
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'x86', bitness: 32, source: 'user-agent' },
    platform: 'x86',
    label: 'Linux (32-bit)',
  },
  {
    name: '32-bit Firefox 52 on 64-bit Linux ("i686 on x86_64")',
    userAgent: 'Mozilla/5.0 (X11; Linux i686 on x86_64; rv:52.0) Gecko/20100101 Firefox/52.0',
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Linux (64-bit)',
  },
  {
    name: 'Falkon 3.1 on Linux x86_64',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Falkon/3.1.0 Chrome/83.0.4103.122 Safari/537.36',
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Linux (64-bit)',
  },
  {
    name: 'Firefox 128 on Linux ppc64le (POWER9 workstation)',
    userAgent: 'Mozilla/5.0 (X11; Linux ppc64le; rv:128.0) Gecko/20100101 Firefox/128.0',
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'ppc', bitness: 64, source: 'user-agent' },
    platform: 'ppc64le',
    label: 'Linux on POWER (64-bit)',
  },
  {
    name: 'Firefox 115 on Linux s390x (IBM Z)',
    userAgent: 'Mozilla/5.0 (X11; Linux s390x; rv:115.0) Gecko/20100101 Firefox/115.0',
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 's390', bitness: 64, source: 'user-agent' },
    platform: 's390x',
    label: 'Linux on IBM Z (64-bit)',
  },

  // ── ChromeOS (Node.js runs in its Linux development environment) ────────────────────────
  {
    name: 'Chrome 131 on an Intel Chromebook',
    userAgent: CHROME_CHROMEOS,
    hints: { platform: 'Chrome OS', architecture: 'x86', bitness: '64', wow64: false },
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'x86', bitness: 64, source: 'hints' },
    platform: 'x64',
    label: 'Linux (64-bit)',
  },
  {
    name: 'Chrome 131 on an ARM Chromebook: the frozen user agent says x86_64',
    userAgent: CHROME_CHROMEOS,
    hints: { platform: 'Chrome OS', architecture: 'arm', bitness: '64', wow64: false },
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'arm', bitness: 64, source: 'hints' },
    platform: 'arm64',
    label: 'Linux on ARM (64-bit)',
  },
  {
    name: 'Chrome 112 on an ARM Chromebook, before the user agent was frozen',
    userAgent:
      'Mozilla/5.0 (X11; CrOS aarch64 15359.58.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0.5615.134 Safari/537.36',
    os: 'LINUX',
    client: { os: 'LINUX', architecture: 'arm', bitness: 64, source: 'user-agent' },
    platform: 'arm64',
    label: 'Linux on ARM (64-bit)',
  },

  // ── iOS and iPadOS ──────────────────────────────────────────────────────────────────────
  {
    name: 'Safari 18 on iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Chrome 131 on iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Safari 12 on iPad (iOS 12, before iPads sent a Mac user agent)',
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Safari on iPod touch',
    userAgent:
      'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },

  // ── Android and other mobile systems ────────────────────────────────────────────────────
  {
    name: 'Chrome 131 on Android',
    userAgent: CHROME_ANDROID,
    hints: { platform: 'Android', architecture: '', bitness: '', wow64: false },
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Chrome 131 on Android (hints variant: the CPU is named)',
    userAgent: CHROME_ANDROID,
    hints: { platform: 'Android', architecture: 'arm', bitness: '64', wow64: false },
    os: 'OTHER',
    client: { os: 'OTHER', architecture: 'arm', bitness: 64, source: 'hints' },
    platform: 'arm64',
    label: 'Other OS on ARM (64-bit)',
  },
  {
    name: 'Chrome 131 on Android asking for the desktop site: the user agent says Linux',
    userAgent: CHROME_LINUX,
    hints: { platform: 'Android', architecture: '', bitness: '', wow64: false },
    os: 'LINUX',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Firefox 133 on Android',
    userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Samsung Internet 26 on a Galaxy S23',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Android 4.0 stock browser',
    userAgent:
      'Mozilla/5.0 (Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K) AppleWebkit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Silk 131 on a Fire tablet',
    userAgent:
      'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/131.3.1 like Chrome/131.0.6778.108 Safari/537.36',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Edge on Windows 10 Mobile (Lumia 950)',
    userAgent:
      'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Internet Explorer 10 on Windows Phone 8 (Lumia 920)',
    userAgent:
      'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)',
    os: 'OTHER',
    client: { os: 'OTHER', architecture: 'arm', bitness: undefined, source: 'user-agent' },
    platform: 'arm64',
    label: 'Other OS on ARM',
  },
  {
    name: 'ArkWeb on a HarmonyOS NEXT phone',
    userAgent:
      'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },

  // ── BSDs, SunOS and AIX ─────────────────────────────────────────────────────────────────
  {
    name: 'Firefox 133 on FreeBSD amd64 (no official build: install from ports or pkg)',
    userAgent: 'Mozilla/5.0 (X11; FreeBSD amd64; rv:133.0) Gecko/20100101 Firefox/133.0',
    os: 'OTHER',
    client: { os: 'OTHER', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Other OS (64-bit)',
  },
  {
    name: 'Firefox 128 on OpenBSD amd64',
    userAgent: 'Mozilla/5.0 (X11; OpenBSD amd64; rv:128.0) Gecko/20100101 Firefox/128.0',
    os: 'OTHER',
    client: { os: 'OTHER', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Other OS (64-bit)',
  },
  {
    name: 'Firefox 102 on Solaris / illumos (SunOS i86pc)',
    userAgent: 'Mozilla/5.0 (X11; SunOS i86pc; rv:102.0) Gecko/20100101 Firefox/102.0',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Netscape 7 on AIX',
    userAgent:
      'Mozilla/5.0 (X11; U; AIX 0048013C4C00; en-US; rv:1.0.1) Gecko/20021009 Netscape/7.0',
    os: 'AIX',
    client: { os: 'AIX', ...NOTHING_KNOWN },
    platform: 'ppc64',
    label: 'AIX',
  },

  // ── Game consoles ───────────────────────────────────────────────────────────────────────
  {
    name: 'Edge on Xbox One: claims Windows x64',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Xbox; Xbox One) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
    os: 'OTHER',
    client: { os: 'OTHER', architecture: 'x86', bitness: 64, source: 'user-agent' },
    platform: 'x64',
    label: 'Other OS (64-bit)',
  },
  {
    name: 'PlayStation 5 browser',
    userAgent:
      'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Nintendo Switch sign-in applet',
    userAgent:
      'Mozilla/5.0 (Nintendo Switch; WifiWebAuthApplet) AppleWebKit/606.4 (KHTML, like Gecko) NF/6.0.1.15.4 NintendoBrowser/5.1.0.20393',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },

  // ── Crawlers: never a visitor's machine, whatever system they claim ─────────────────────
  {
    name: 'Googlebot (desktop, renders with Chrome; hints variant)',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.69 Safari/537.36',
    hints: { platform: 'Linux', architecture: 'x86', bitness: '64', wow64: false },
    os: 'OTHER',
    client: { os: 'OTHER', architecture: 'x86', bitness: 64, source: 'hints' },
    platform: 'x64',
    label: 'Other OS (64-bit)',
  },
  {
    name: 'Googlebot smartphone: claims Android',
    userAgent:
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Bingbot',
    userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Bingbot (renders with Edge)',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Applebot: claims macOS',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'DuckDuckBot',
    userAgent: 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'YandexBot',
    userAgent: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Baiduspider',
    userAgent: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Facebook link preview',
    userAgent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Slack link preview',
    userAgent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },

  // ── Command-line and programmatic clients: no system named, so none assumed ─────────────
  {
    name: 'curl 8.5',
    userAgent: 'curl/8.5.0',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'GNU Wget 1.21',
    userAgent: 'Wget/1.21.4',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'HTTPie 3.2',
    userAgent: 'HTTPie/3.2.2',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'Python requests',
    userAgent: 'python-requests/2.32.3',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'navigator.userAgent of Node.js 24 (server rendering)',
    userAgent: 'Node.js/24',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
  {
    name: 'An app using Apple networking (Darwin could be macOS or iOS)',
    userAgent: 'MyApp/1.0 CFNetwork/1496.0.7 Darwin/23.5.0',
    os: 'OTHER',
    client: { os: 'OTHER', ...NOTHING_KNOWN },
    platform: undefined,
    label: 'Other OS',
  },
];
