import { type OperatingSystem, systemFor } from '@node-downloads/release-core';
import type { Client } from '@node-downloads/detect';
import { type MessageId, type PageI18n, useI18n } from '../i18n/react';

/** The "Detected: …" message of each detection source (the source is named when known). */
const DETECTED_IDS = {
  hints: 'download.detect.detectedHints',
  'user-agent': 'download.detect.detectedUserAgent',
  none: 'download.detect.detected',
} as const satisfies Record<Client['source'], MessageId>;

/** A detected client in the page's language: "Windows on ARM (64-bit)" (detect's `describeClient`, worded by the catalogue). */
function clientName(t: PageI18n['t'], os: OperatingSystem, detected: Client): string {
  return t('download.detect.client', {
    system: systemFor(os).name,
    architecture: detected.architecture === '' ? 'none' : detected.architecture,
    bitness: detected.bitness === undefined ? 'none' : `bits${detected.bitness}`,
  });
}

/**
 * "Detected: Windows on ARM (64-bit), as your browser reports it." and a button that opens
 * the operating system dropdown. Holds its place while detection runs.
 */
export function DetectedLine({ detected, onChoose }: { detected: Client | undefined; onChoose: () => void }) {
  const { t, rich } = useI18n();
  if (!detected) {
    return <p data-slot="detected">{t('download.detect.detecting')}</p>;
  }
  return (
    <p data-slot="detected">
      {detected.os === 'OTHER' ? (
        t('download.detect.failed')
      ) : (
        rich(DETECTED_IDS[detected.source], { client: <strong>{clientName(t, detected.os, detected)}</strong> })
      )}{' '}
      <button type="button" className="link-button" onClick={onChoose}>
        {detected.os === 'OTHER' ? t('download.detect.choose') : t('download.detect.chooseDifferent')}
      </button>
    </p>
  );
}
