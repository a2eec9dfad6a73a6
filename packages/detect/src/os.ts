import type { DetectedOs } from './types';

/**
 * Crawlers (they render pages for indexing, not for a visitor's machine, even when they claim a
 * desktop system) and systems without builds of their own, checked before the desktop rules
 * because their user agents also name a desktop system ("Linux; Android", "like Mac OS X").
 * `Phone` covers iPhone and Windows Phone.
 */
const NO_BUILDS = /bot|crawl|spider|iPad|iPod|Phone|Android|Xbox|BSD|SunOS/i;

/**
 * The operating system a user-agent string names. Client hints' platform names ("Windows",
 * "macOS", "Linux", "Chrome OS", "Android", …) read the same way.
 *
 * - Windows (`Win`), macOS (`Mac`), Linux (`Linux`) and AIX map to their own value. ChromeOS
 *   (`CrOS`) is `'LINUX'`: Node.js runs there in the Linux development environment, and
 *   Raspberry Pi OS's Chromium sends a ChromeOS user agent.
 * - iPhone, iPad, iPod, Android, Windows Phone, Xbox, FreeBSD, OpenBSD, NetBSD and SunOS give
 *   `'OTHER'`: the runtime publishes no build for them.
 * - Crawlers (`bot`, `crawl`, `spider`) give `'OTHER'` even when they claim a desktop system.
 * - Command-line clients give the system they name (PowerShell names Windows); curl, Wget and
 *   others that name none give `'OTHER'`.
 * - Anything else, including empty strings and non-strings, gives `'OTHER'`. Never throws.
 *
 * Desktop systems are matched case-sensitively so that `Darwin` is not read as Windows.
 *
 * @example
 * detectOS('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'); // 'LINUX'
 * detectOS('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36'); // 'OTHER'
 * detectOS('curl/8.5.0'); // 'OTHER'
 */
export function detectOS(userAgent: unknown): DetectedOs {
  const ua = typeof userAgent === 'string' ? userAgent : '';
  if (NO_BUILDS.test(ua)) {
    return 'OTHER';
  }
  if (/Win/.test(ua)) {
    return 'WIN';
  }
  if (/Mac|macOS/.test(ua)) {
    return 'MAC';
  }
  if (/Linux|CrOS|Chrom(e|ium) OS/.test(ua)) {
    return 'LINUX';
  }
  return /AIX/.test(ua) ? 'AIX' : 'OTHER';
}
