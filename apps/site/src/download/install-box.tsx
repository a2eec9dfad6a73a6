import { type DownloadPlan, installMethodFor, type Resolution, type SelectionEvent, systemFor } from '@node-downloads/release-core';
import { CodeBox, Notice, Select } from '@node-downloads/ui';
import type * as React from 'react';
import { useI18n } from '../i18n/react';
import { methodInfo, reasonText } from './messages';
import { SystemSelects } from './system-selects';
import type { DownloadRelease } from './types';
import { items, scriptPlaceholder, selectLabels } from './view-text';

/** "Install with a package or version manager": the four dropdowns, the install script and its platform line. */
export function InstallBox({
  resolution,
  plan,
  dispatch,
  selectorsRef,
}: {
  resolution: Resolution<DownloadRelease>;
  plan: DownloadPlan;
  dispatch: (event: SelectionEvent) => void;
  selectorsRef: React.Ref<HTMLDivElement>;
}) {
  const { t, rich } = useI18n();
  const { selection, options, knownOs } = resolution;
  const loading = resolution.state === 'loading';
  const method = selection.installMethod ? installMethodFor(selection.installMethod) : undefined;
  const { script } = plan;
  return (
    <section className="panel" aria-labelledby="install-heading" data-requires-js>
      <h2 id="install-heading">{t('download.install.heading')}</h2>
      <div className="selectors" ref={selectorsRef}>
        <SystemSelects
          resolution={resolution}
          dispatch={dispatch}
          osLabel={t('download.install.os')}
          platformLabel={t('download.install.platform')}
        />
        <Select
          defer
          buildWhenLoaded
          label={t('download.install.method')}
          values={[
            { label: t('download.install.methodOfficial'), items: items(options.installMethod.official, t) },
            { label: t('download.install.methodCommunity'), items: items(options.installMethod.community, t) },
          ]}
          value={selection.installMethod}
          loading={loading}
          disabled={!knownOs}
          {...selectLabels(t)}
          onValueChange={(installMethod) => dispatch({ type: 'setInstallMethod', installMethod })}
        />
        <Select
          defer
          buildWhenLoaded
          label={t('download.install.packageManager')}
          values={items(options.packageManager, t)}
          value={selection.packageManager}
          {...selectLabels(t)}
          onValueChange={(packageManager) => dispatch({ type: 'setPackageManager', packageManager })}
        />
      </div>
      {method && !method.maintained && method.successor ? (
        <Notice
          kind="warning"
          data-notice="unmaintained"
          title={t('download.install.unmaintainedTitle', { method: method.name })}
          link={{ href: installMethodFor(method.successor).url, label: rich('download.install.unmaintainedLink', { successor: installMethodFor(method.successor).name }) }}
        >
          {rich('download.install.unmaintainedText', { method: method.name, successor: installMethodFor(method.successor).name })}
        </Notice>
      ) : method && !method.recommended ? (
        <Notice
          kind="info"
          title={t('download.install.communityTitle')}
          link={{ href: method.url, label: rich('download.install.communityLink', { method: method.name }) }}
        >
          {rich('download.install.communityText', { method: method.name })}
        </Notice>
      ) : null}
      <CodeBox
        code={script?.code ?? ''}
        language={script?.language ?? (knownOs ? systemFor(knownOs).scriptLanguage : 'bash')}
        loading={!script}
        // Why there is no script takes the code's place, so the page does not move when it is known.
        loadingLabel={scriptPlaceholder(plan, t)}
        // No install method for this system: say so and leave nothing to copy.
        emptyLabel={plan.state === 'unavailable' && plan.messageDetail?.code === 'selection.noMethod' ? reasonText(t, plan.messageDetail) : undefined}
        copyLabel={t('download.code.copy')}
        copiedLabel={t('download.code.copied')}
        failedLabel={t('download.code.copyFailed')}
      />
      {method && knownOs ? (
        <p data-slot="platform-line">
          {rich('download.install.platformLine', {
            info: methodInfo(t, method.id),
            system: systemFor(knownOs).name,
            platform: selection.platform,
          })}{' '}
          <a href={method.url}>{rich('download.install.supportLink', { method: method.name })}</a>
        </p>
      ) : (
        // Holds the line's place while the system is detected, so nothing below moves when it lands.
        <p data-slot="platform-line" aria-hidden="true" />
      )}
    </section>
  );
}
