/**
 * Verify commands: how to check a downloaded file against the SHA-256 list its release publishes
 * (`SHASUMS256.txt`), and that list against the release team's signature.
 *
 * Which signature files a release has:
 * - `SHASUMS256.txt.asc` (the list, clearsigned): every release with a published list. The
 *   snapshot's `shasums` are those signed lists (v0.10.41 to v26.7.0); newer releases and every
 *   release since v4 are assumed to have one, as {@link releaseArtifacts} assumes.
 * - `SHASUMS256.txt.sig` (a detached signature of the plain list): added to the release tooling
 *   in October 2016 (nodejs/node#9071). The snapshot cannot show which releases have it (its lists
 *   come from the clearsigned blocks), so this is an assumption: releases dated from
 *   {@link DETACHED_SIGNATURES_FROM} on are verified with the `.sig`, older ones with the `.asc`,
 *   which works for them whether or not a `.sig` was added later.
 */
import { type Artifact, classifyFile, releaseArtifacts } from './artifacts';
import { type DistOptions, folderOf } from './dist';
import { systemFor } from './catalogue';
import { NoSuchFileError } from './errors';
import { commentLine } from './install-script';
import { shasumsUrl } from './urls';
import { withPrefix } from './version';
import type { LineRelease, OperatingSystem, PublishedFiles, ScriptLanguage } from './types';
import { expectKnownKeys, expectObject, expectOptions, expectString } from './arguments';

/** The repository of the release team's public keys. */
export const RELEASE_KEYS_URL = 'https://github.com/nodejs/release-keys';
/** The keyring file of every release key, past and present, in that repository. */
export const RELEASE_KEYRING_URL = 'https://github.com/nodejs/release-keys/raw/HEAD/gpg/pubring.kbx';
/** The fingerprints of every release key, one a line. */
export const RELEASE_KEYS_LIST_URL = 'https://raw.githubusercontent.com/nodejs/release-keys/HEAD/keys.list';
/** A key server the release keys can be fetched from by fingerprint. */
export const RELEASE_KEYSERVER = 'hkps://keys.openpgp.org';
/**
 * Releases dated from this day on are assumed to publish `SHASUMS256.txt.sig`, the detached
 * signature of the plain list, and {@link verifyCommands} checks it; older ones are verified with
 * the clearsigned `SHASUMS256.txt.asc`, which every release with a published list has. The
 * detached signature came with the release tooling of October 2016 (nodejs/node#9071), and the
 * release data cannot show which releases have one, so the date decides.
 */
export const DETACHED_SIGNATURES_FROM = '2016-11-01';

const KEYRING_FILE = 'nodejs-keyring.kbx';
const SIGNED_COPY = 'SHASUMS256.signed.txt';

/** What {@link verifyCommands} needs. */
export type VerifyInput = {
  /** The release the file belongs to (a `LineRelease`, for example from `resolveVersion`). */
  release: Pick<LineRelease, 'version' | 'date' | 'files' | 'filesDerived'>;
  /**
   * The file: its path inside the release folder as `Artifact.fileName` gives it
   * (`node-v24.11.1-linux-x64.tar.xz`, `x64/node-v0.10.48-x64.msi`), or its bare name when only
   * one file of the release has that name.
   */
  file: string;
  /**
   * The system the commands run on: `sha256sum` on Linux, `shasum -a 256` on macOS and AIX (it
   * comes with Perl), PowerShell on Windows.
   */
  os: OperatingSystem;
  /**
   * Published checksums (the data entry's `shasums`): exact file names, digests, and which old
   * releases have a list. Lists without digests ({@link PublishedFiles}) give the same commands,
   * without `sha256`.
   */
  shasums?: PublishedFiles | undefined;
};

/**
 * The titles of the verify steps (the comment above each step's commands), each a single line.
 * Functions receive what the title names (file names, addresses), never translated.
 */
export type VerifyStepTitles = {
  /** `Download the SHA-256 list of the release` */
  checksums: string;
  /** `Check node-v24.11.1-linux-x64.tar.xz against it (prints "node-v24.11.1-linux-x64.tar.xz: OK")` */
  check: (localName: string) => string;
  /** `Get the release keys: the keyring of {keysUrl} (or import the fingerprints of keys.list with gpg --keyserver {keyserver} --recv-keys, then use gpg --verify)` */
  keys: (keysUrl: string, keyserver: string) => string;
  /**
   * `Check that the list is the one the release team signed (detached signature)`; `clearsigned
   * list` for older releases; PowerShell adds `; gpgv comes with Gpg4win`.
   */
  signature: (signature: 'detached' | 'clearsigned', shell: 'posix' | 'powershell') => string;
};

/** The English titles of the verify steps: what {@link verifyCommands} writes unless told otherwise. */
export const DEFAULT_VERIFY_STEP_TITLES: Readonly<VerifyStepTitles> = Object.freeze({
  checksums: 'Download the SHA-256 list of the release',
  check: (localName: string) => `Check ${localName} against it (prints "${localName}: OK")`,
  keys: (keysUrl: string, keyserver: string) =>
    `Get the release keys: the keyring of ${keysUrl} (or import the fingerprints of keys.list with gpg --keyserver ${keyserver} --recv-keys, then use gpg --verify)`,
  signature: (signature: 'detached' | 'clearsigned', shell: 'posix' | 'powershell') =>
    `Check that the list is the one the release team signed (${signature === 'detached' ? 'detached signature' : 'clearsigned list'}${shell === 'powershell' ? '; gpgv comes with Gpg4win' : ''})`,
});

/** Options of {@link verifyCommands}: mirror bases, the keyring's address, and the step titles in the reader's language. */
export type VerifyOptions = DistOptions & {
  keyringUrl?: string;
  /** The steps' titles; any left out keep their English text ({@link DEFAULT_VERIFY_STEP_TITLES}). Commands never change. */
  titles?: Partial<VerifyStepTitles> | undefined;
};

/** One step of a verification, in order. */
export type VerifyStep = {
  /**
   * `checksums` downloads the list; `check` compares the file with it; `keys` gets the release
   * keys; `signature` checks that the list is the one the release team signed.
   */
  id: 'checksums' | 'check' | 'keys' | 'signature';
  title: string;
  /** Commands to run one after the other in the directory that holds the downloaded file. */
  commands: string[];
};

/** The result of {@link verifyCommands}. */
export type VerifyCommands = {
  language: ScriptLanguage;
  /** Path of the file inside the release folder. */
  fileName: string;
  /** Name of the downloaded file (the last part of `fileName`). */
  localName: string;
  url: string;
  /** URL of the plain `SHASUMS256.txt`. */
  checksumsUrl: string;
  /** The published SHA-256 of the file, when the checksums data has it. */
  sha256?: string | undefined;
  /** The signature file the `signature` step uses. */
  signature: { kind: 'detached' | 'clearsigned'; url: string };
  steps: VerifyStep[];
  /** Every step, each under a comment with its title. */
  code: string;
};

/**
 * The commands that check a downloaded file against the SHA-256 list of its release and check
 * that list's signature with the release keys (the keyring of {@link RELEASE_KEYS_URL}). Every
 * file name and URL is quoted for the shell. Steps: `checksums` (download `SHASUMS256.txt`),
 * `check`, `keys`, `signature`; a script that already has the list can run `check` alone.
 *
 * Throws {@link NoSuchFileError} when the release has no such file, or no checksum list is known
 * for it (releases before v4 that the checksums data does not cover).
 * @example
 * verifyCommands({ release: minor, file: 'node-v24.11.1-linux-x64.tar.xz', os: 'LINUX', shasums }).steps[1]?.commands
 * // → ["awk -v file=node-v24.11.1-linux-x64.tar.xz '$2 == file' SHASUMS256.txt | sha256sum -c -"]
 */
export function verifyCommands(input: VerifyInput, options: VerifyOptions = {}): VerifyCommands {
  expectObject('verifyCommands', 'input', input);
  expectObject('verifyCommands', 'input.release', input.release);
  expectString('verifyCommands', 'input.file', input.file);
  expectKnownKeys('verifyCommands', 'input', input, ['release', 'file', 'os', 'shasums']);
  expectOptions('verifyCommands', 'options', options, ['distBaseUrl', 'keyringUrl', 'titles']);
  const version = withPrefix(input.release.version);
  const artifacts = releaseArtifacts(input.release, { distBaseUrl: options.distBaseUrl, shasums: input.shasums });
  // A release listed without files whose line has no list either: its files are unknown, not absent.
  const unknownFiles = input.release.filesDerived && input.release.files.length === 0 && !input.shasums?.[version];
  const artifact = findFile(artifacts, input.file) ?? (unknownFiles ? byName(input.file, version, options) : undefined);
  if (!artifact) {
    throw new NoSuchFileError(`${version} has no file ${JSON.stringify(input.file)}: ${whyNot(artifacts, input.file)}`);
  }
  if (!artifacts.some((candidate) => candidate.fileName === 'SHASUMS256.txt')) {
    throw new NoSuchFileError(`No SHA-256 checksum list (SHASUMS256.txt) is known for ${version}, so ${artifact.fileName} cannot be verified`);
  }
  if (artifact.kind === 'checksums') {
    throw new NoSuchFileError(`${artifact.fileName} is not listed in SHASUMS256.txt; verify the list with its signature instead`);
  }
  if (/[^\x21-\x7e]|\\/.test(artifact.fileName)) {
    // Published names are plain ASCII; anything else could not be matched exactly by the commands.
    throw new NoSuchFileError(`${JSON.stringify(artifact.fileName)} is not a file name the verify commands can match`);
  }
  const detached = input.release.date >= DETACHED_SIGNATURES_FROM;
  const signatureUrl = shasumsUrl(version, { distBaseUrl: options.distBaseUrl, signed: detached ? 'detached' : true });
  const checksumsUrl = shasumsUrl(version, { distBaseUrl: options.distBaseUrl, signed: false });
  const localName = baseName(artifact.fileName);
  const context: Context = {
    fileName: artifact.fileName,
    localName,
    checksumsUrl,
    signatureUrl,
    detached,
    keyringUrl: options.keyringUrl ?? RELEASE_KEYRING_URL,
  };
  const shell = input.os === 'WIN' ? POWERSHELL : posixShell(input.os === 'LINUX' ? 'sha256sum -c -' : 'shasum -a 256 -c -');
  const steps = buildSteps(context, shell, { ...DEFAULT_VERIFY_STEP_TITLES, ...options.titles });
  return {
    language: systemFor(input.os).scriptLanguage,
    fileName: artifact.fileName,
    localName,
    url: artifact.url,
    checksumsUrl,
    sha256: artifact.sha256,
    signature: { kind: detached ? 'detached' : 'clearsigned', url: signatureUrl },
    steps,
    code: steps.map((step) => [commentLine(step.id, step.title), ...step.commands].join('\n')).join('\n\n'),
  };
}

type Context = {
  fileName: string;
  localName: string;
  checksumsUrl: string;
  signatureUrl: string;
  detached: boolean;
  keyringUrl: string;
};

function baseName(fileName: string): string {
  return fileName.slice(fileName.lastIndexOf('/') + 1);
}

function findFile(artifacts: readonly Artifact[], file: string): Artifact | undefined {
  const exact = artifacts.find((artifact) => artifact.fileName === file);
  if (exact) {
    return exact;
  }
  const named = artifacts.filter((artifact) => baseName(artifact.fileName) === file);
  return named.length === 1 ? named[0] : undefined;
}

function whyNot(artifacts: readonly Artifact[], file: string): string {
  const named = artifacts.filter((artifact) => baseName(artifact.fileName) === file);
  return named.length > 1 ? `several files are called that: ${named.map((artifact) => artifact.fileName).join(', ')}` : 'no such file was published';
}

/** A file of a release whose file list is unknown, accepted when its name is one of that release's names. */
function byName(file: string, version: string, options: DistOptions): Artifact | undefined {
  const described = classifyFile(file, version.slice(1));
  if (described.kind === 'other' || described.kind === 'checksums') {
    return undefined;
  }
  return { ...described, url: `${folderOf(version, options.distBaseUrl)}${file}`, derived: true };
}

/** What differs between the shells: how to download, compare, and check a clearsigned list. */
type Shell = {
  download: (url: string, name: string) => string;
  check: (context: Context) => string;
  /** A function, not a string, so that bundles not using the verify commands drop its text. */
  clearsigned: () => string;
  kind: 'posix' | 'powershell';
};

const KEYRING = `./${KEYRING_FILE}`;
const SIGNED = 'SHASUMS256.txt: signed by a release key';

const POSIX: Omit<Shell, 'check'> = {
  download: (url, name) => `curl -fsSL -o ${shellQuote(name)} ${shellQuote(url)}`,
  clearsigned: () => `gpgv --keyring ${KEYRING} --output - < SHASUMS256.txt.asc > ${SIGNED_COPY} && cmp ${SIGNED_COPY} SHASUMS256.txt && echo '${SIGNED}'`,
  kind: 'posix',
};

function posixShell(checker: string): Shell {
  return {
    ...POSIX,
    check: ({ fileName, localName }) =>
      `${
        fileName === localName
          ? `awk -v file=${shellQuote(fileName)} '$2 == file'`
          : `awk -v file=${shellQuote(fileName)} -v name=${shellQuote(localName)} '$2 == file { print $1 "  " name }'`
      } SHASUMS256.txt | ${checker}`,
  };
}

const POWERSHELL: Shell = {
  download: (url, name) => `Invoke-WebRequest -UseBasicParsing -Uri ${powershellQuote(url)} -OutFile ${powershellQuote(name)}`,
  check: ({ fileName, localName }) =>
    `$expected = foreach ($line in Get-Content 'SHASUMS256.txt') { $hash, $name = $line -split '\\s+', 2; if ($name -eq ${powershellQuote(fileName)}) { $hash } }; ` +
    `if ($expected -and (Get-FileHash -Algorithm SHA256 -LiteralPath ${powershellQuote(localName)}).Hash -eq $expected) { ${powershellQuote(`${localName}: OK`)} } ` +
    `else { throw ${powershellQuote(`${localName}: FAILED, its SHA-256 does not match SHASUMS256.txt`)} }`,
  clearsigned: () =>
    `$signed = gpgv --keyring ${KEYRING} --output - SHASUMS256.txt.asc; ` +
    `if ($LASTEXITCODE -eq 0 -and -not (Compare-Object $signed (Get-Content 'SHASUMS256.txt'))) { '${SIGNED}' } ` +
    "else { throw 'SHASUMS256.txt: FAILED, the signature does not verify or the list differs from the signed one' }",
  kind: 'powershell',
};

function buildSteps(context: Context, shell: Shell, titles: VerifyStepTitles): VerifyStep[] {
  const signatureFile = context.detached ? 'SHASUMS256.txt.sig' : 'SHASUMS256.txt.asc';
  return [
    { id: 'checksums', title: titles.checksums, commands: [shell.download(context.checksumsUrl, 'SHASUMS256.txt')] },
    { id: 'check', title: titles.check(context.localName), commands: [shell.check(context)] },
    {
      id: 'keys',
      title: titles.keys(RELEASE_KEYS_URL, RELEASE_KEYSERVER),
      commands: [shell.download(context.keyringUrl, KEYRING_FILE)],
    },
    {
      id: 'signature',
      title: titles.signature(context.detached ? 'detached' : 'clearsigned', shell.kind),
      commands: [
        shell.download(context.signatureUrl, signatureFile),
        context.detached ? `gpgv --keyring ${KEYRING} SHASUMS256.txt.sig SHASUMS256.txt` : shell.clearsigned(),
      ],
    },
  ];
}

/**
 * The text as one word of a POSIX shell: unchanged when it only has characters no shell
 * interprets, else in single quotes (a single quote inside becomes `'"'"'`).
 * @example
 * shellQuote("it's") // → `'it'"'"'s'`
 */
export function shellQuote(text: string): string {
  expectString('shellQuote', 'text', text);
  if (/^[\w@%+=:,./-]+$/.test(text)) {
    return text;
  }
  return `'${text.replaceAll("'", `'"'"'`)}'`;
}

/** The text as a PowerShell single-quoted string (quotes doubled, typographic ones included). */
function powershellQuote(text: string): string {
  return `'${text.replace(/['\u2018\u2019\u201a\u201b]/g, '$&$&')}'`;
}
