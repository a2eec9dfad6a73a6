import { useI18n } from '../i18n/react';
import { CURRENT_CHANNEL, LATEST_PATH } from '../links';
import { type LatestChannel, latestFilePath, latestVersionPath } from '../latest/latest-channels';
import { Code } from './parts';

/**
 * The version-free addresses of the newest files: what they answer, the channels of this build,
 * and a curl example from a channel whose data lists its Linux archive.
 */
export function LatestFilesSection({ channels, origin }: { channels: readonly LatestChannel[]; origin: string }) {
  const { t, rich } = useI18n();
  const example = channels.find((channel) => channel.files.some((file) => file.name === 'node-linux-x64.tar.xz')) ?? channels[0];
  const file = example?.files.find((candidate) => candidate.name === 'node-linux-x64.tar.xz') ?? example?.files[0];
  const code = (text: string) => <code>{text}</code>;
  return (
    <section aria-labelledby="latest-heading">
      <h2 id="latest-heading">{t('api.latestHeading')}</h2>
      <p>{rich('api.latestRedirect', { address: code(`${LATEST_PATH}/{channel}/{file}`) })}</p>
      <p>
        {rich('api.latestChannels', {
          channels: code(channels.map((channel) => channel.channel).join(', ')),
          txt: code(`${LATEST_PATH}/{channel}.txt`),
        })}
      </p>
      <p>{t('api.latestKnown')}</p>
      {channels.some((channel) => channel.channel === CURRENT_CHANNEL) ? null : <p>{rich('api.latestNoCurrent', { address: code(`${LATEST_PATH}/${CURRENT_CHANNEL}/`) })}</p>}
      {example && file ? (
        <Code>
          {[
            `curl -s ${origin}${latestVersionPath(example.channel)}`,
            example.version,
            '',
            `curl -sI ${origin}${latestFilePath(example.channel, file.name)}`,
            'HTTP/1.1 302 Found',
            `Location: ${file.url}`,
            '',
            `curl -fL -o ${file.name} ${origin}${latestFilePath(example.channel, file.name)}`,
          ].join('\n')}
        </Code>
      ) : null}
    </section>
  );
}
