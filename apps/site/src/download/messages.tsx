/**
 * The download page's words for what release-core decides: reasons (disabled options, missing
 * files, a selection with nothing to install), install-script comments and the install methods'
 * descriptions, in the page's language. Every id here is in the `download` or `common`
 * namespace, the only ones the page script carries.
 */
import {
  type InstallMethodId,
  type InstallScriptComments,
  RELEASE_STATUSES,
  type ReasonDetail,
  type ReleaseStatus,
  type ReasonCode,
  type VerifyStepTitles,
} from '@node-downloads/release-core';
import type { MessageId, Translate } from '../i18n/react';
import { statusMessageId } from '../i18n/status';

/**
 * Id of the message of a release-core reason code: a code release-core can give (`ReasonCode`)
 * without an English message does not compile.
 */
export function reasonMessageId(code: ReasonCode): MessageId {
  const id: `download.reason.${ReasonCode}` = `download.reason.${code}`;
  return id;
}

/**
 * A release-core reason in the page's language: the catalogue's message of its code, with the
 * reason it gives after a colon worded the same way, and a release status named as the locale
 * names it. The catalogues are the only place these sentences are written, English included.
 */
export function reasonText(t: Translate, detail: ReasonDetail): string {
  const values: Record<string, unknown> = { ...detail.params };
  const status = detail.params.status;
  if (status !== undefined && (RELEASE_STATUSES as readonly string[]).includes(status)) {
    values.status = t(statusMessageId(status as ReleaseStatus));
  }
  if (detail.cause) {
    values.reason = reasonText(t, detail.cause);
  }
  // The values are the code's params (REASON_CODES names them): data, so not checked by type here.
  return t(reasonMessageId(detail.code), values as never);
}

/**
 * Id of the short explanation of an install method: derived from the method's id, so a method
 * added to release-core's records without its message does not compile.
 */
export function methodInfoId(method: InstallMethodId): MessageId {
  const id: `download.methodInfo.${InstallMethodId}` = `download.methodInfo.${method}`;
  return id;
}

/** The short explanation of an install method shown beside it. */
export function methodInfo(t: Translate, method: InstallMethodId): string {
  return t(methodInfoId(method));
}

/** The comments of install scripts in the page's language (release-core keeps the commands). */
export function installScriptComments(t: Translate): InstallScriptComments {
  return {
    downloadAndInstall: (tool) => t('download.script.downloadAndInstall', { tool }),
    loadIntoShell: (tool) => t('download.script.loadIntoShell', { tool }),
    loadIntoPowerShell: (tool) => t('download.script.loadIntoPowerShell', { tool }),
    installNode: t('download.script.installNode'),
    installFirst: (tool) => t('download.script.installFirst', { tool }),
    pullImage: t('download.script.pullImage'),
    putFirstOnPath: t('download.script.putFirstOnPath'),
    installWithN: t('download.script.installWithN'),
    addPluginAndInstall: t('download.script.addPluginAndInstall'),
    checkNode: (version) => t('download.script.checkNode', { version }),
    installCorepack: t('download.script.installCorepack'),
    checkNpm: t('download.script.checkNpm'),
    enableManager: (manager) => t('download.script.enableManager', { manager }),
    enableManagerAndCheck: (manager) => t('download.script.enableManagerAndCheck', { manager }),
    checkManager: (manager) => t('download.script.checkManager', { manager }),
  };
}

/** The titles of the verify commands' steps in the page's language (release-core keeps the commands). */
export function verifyStepTitles(t: Translate): VerifyStepTitles {
  return {
    checksums: t('download.verifyTitle.checksums'),
    check: (file) => t('download.verifyTitle.check', { file }),
    keys: (url, keyserver) => t('download.verifyTitle.keys', { url, keyserver }),
    signature: (signature, shell) => t('download.verifyTitle.signature', { signature, shell }),
  };
}
