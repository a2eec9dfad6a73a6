/** The download page's words for what release-core decides about the selection, its options and its files. */
import type { DownloadPlan, FileOffer, OptionState } from '@node-downloads/release-core';
import type { SelectItem } from '@node-downloads/ui';
import * as React from 'react';
import type { PageI18n } from '../i18n/react';
import { pageI18n, useLinguiInstance } from '../i18n/react';
import { installScriptComments, reasonText } from './messages';

/** The dropdown entries of options, a disabled one's reason in the page's language. */
export function items<Value extends string>(options: readonly OptionState<Value>[], t: PageI18n['t']): SelectItem<Value>[] {
  return options.map(({ value, label, icon, disabled, reasons }) => {
    const [first] = reasons;
    return {
      value,
      label,
      icon,
      disabled,
      reason: first === undefined ? undefined : reasonText(t, first.detail),
    };
  });
}

/** The install script's comments in the page's language, built once per locale. */
export function useScriptComments() {
  const i18n = useLinguiInstance();
  return React.useMemo(() => installScriptComments(pageI18n(i18n).t), [i18n]);
}

/** The link of a button's file, when the plan offers one (never for a file only expected by rule). */
export function hrefOf(offer: FileOffer | undefined): string | undefined {
  return offer?.state === 'file' ? offer.artifact.url : undefined;
}

/** Why a button has no file, when the plan says so, in the page's language. */
export function missingOf(offer: FileOffer | undefined, t: PageI18n['t']): string | undefined {
  switch (offer?.state) {
    case undefined:
    case 'file': {
      return undefined;
    }
    case 'expected':
    case 'none': {
      return reasonText(t, offer.detail);
    }
    default: {
      return offer satisfies never;
    }
  }
}

/** What the code box says while it has no script: loading, choose a system, or why there is none. */
export function scriptPlaceholder(plan: DownloadPlan, t: PageI18n['t']): string {
  switch (plan.state) {
    case 'loading':
    case 'ready': {
      return t('download.install.loading');
    }
    case 'choose': {
      return t('download.install.choose');
    }
    case 'unavailable': {
      return plan.messageDetail === undefined ? t('download.install.noScript') : reasonText(t, plan.messageDetail);
    }
    default: {
      return plan.state satisfies never;
    }
  }
}

/** The busy and no-JavaScript texts of the page's dropdowns. */
export function selectLabels(t: PageI18n['t']) {
  return { loadingLabel: t('download.select.loading'), noScriptSubmitLabel: t('download.select.apply') };
}
