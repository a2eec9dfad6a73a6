// @vitest-environment happy-dom
import { I18nProvider } from '../i18n/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { markedCatalogue } from '../../test/marked-catalogue';
import { testMessages, testSite } from '../../test/site-pages';
import { apiLine, type ApiLine } from '../api/releases-api';
import { pickNamespaces } from '../i18n/catalogue';
import { CLIENT_NAMESPACES } from '../i18n/client-namespaces';
import { createI18n } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';
import { formatAdvisories } from '@node-downloads/ui/advisory-markdown';
import { fetchLineAdvisories, lastReleaseCount, lineAdvisoriesFile, type LineAdvisories, parseLineAdvisories } from './line-advisories';
import { LineDialog, type LineDialogRequest } from './line-dialog';
import { LineDataError, lineVulnerabilities, parseApiLine } from './line-data';

/** Exactly what the about pages' script gets in its inline JSON: the `common` and `about` messages. */
const aboutMessages = pickNamespaces(testMessages.en, CLIENT_NAMESPACES.about);

/** The API file of a line, as the browser reads it. */
function lineFile(line: string): ApiLine {
  const release = testSite.releases.find((candidate) => candidate.line === line)!;
  return parseApiLine(JSON.parse(JSON.stringify(apiLine(release, testSite))), line);
}

const v22 = lineFile('v22');
const v18 = lineFile('v18');
/** v18 with one advisory of unknown severity besides its known ones. */
const v18WithUnknown: ApiLine = {
  ...v18,
  vulnerabilities: [
    ...v18.vulnerabilities,
    {
      id: 'unrated-1',
      cve: ['CVE-2099-0001'],
      severity: 'unknown',
      vulnerable: '18.x',
      patched: null,
      description: 'An unrated advisory',
      overview: null,
      url: null,
    },
  ],
};

/** The advisories file of a line as the build writes it from its API file, read back as the browser reads it. */
function advisoriesFile(line: ApiLine): LineAdvisories {
  const file = lineAdvisoriesFile(line.line, formatAdvisories(lineVulnerabilities(line)), lastReleaseCount(line.releases, testSite.audit));
  return parseLineAdvisories(JSON.parse(JSON.stringify(file)), line.line);
}

const v18Advisories = advisoriesFile(v18WithUnknown);

function request(line: string, codename: string, kind: LineDialogRequest['kind']): LineDialogRequest {
  const opener = document.createElement('a');
  document.body.append(opener);
  return { line, codename, kind, opener };
}

type Loaders = {
  load?: (line: string) => Promise<ApiLine>;
  loadAdvisories?: (line: string) => Promise<LineAdvisories>;
};

/** A loader the dialog must not call for its kind. */
const notThisFile = () => Promise.reject(new Error('the dialog loaded a file it does not show'));

function renderDialog(dialogRequest: LineDialogRequest, { load = notThisFile, loadAdvisories = notThisFile }: Loaders, locale: Locale = 'en', messages = aboutMessages) {
  return render(
    <I18nProvider i18n={createI18n(locale, messages)}>
      <LineDialog request={dialogRequest} onClose={() => {}} load={load} loadAdvisories={loadAdvisories} />
    </I18nProvider>,
  );
}

/** The dialog named `name` once its content has loaded (it replaces the pending dialog). */
async function loadedDialog(name: string): Promise<HTMLElement> {
  await screen.findByRole('table');
  return screen.getByRole('dialog', { name });
}

/** The notice of a dialog that failed to load (its description says the same, for screen readers). */
async function failureNotice(dialog: HTMLElement): Promise<string | null> {
  return (await within(dialog).findByRole('note')).textContent;
}

// Browsers draw <bdi> inline (their own style sheet says so); happy-dom has no such sheet, and
// accessible names would get spaces around each isolated version ("Node.js v22 ( Jod )").
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = 'bdi { display: inline; }';
  document.head.append(style);
});

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('the about pages’ line dialog, with only the messages of the page’s script', () => {
  it('loading: the line’s title and a busy message', () => {
    renderDialog(request('v22', 'Jod', 'releases'), { load: () => new Promise(() => {}) });
    const dialog = screen.getByRole('dialog', { name: 'Node.js v22 (Jod)' });
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(dialog.textContent).toContain('Loading…');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('error: says why, and a retry loads the line', async () => {
    const load = vi.fn<(line: string) => Promise<ApiLine>>().mockRejectedValueOnce(new LineDataError('v22', { kind: 'status', status: 500 })).mockResolvedValue(v22);
    renderDialog(request('v22', 'Jod', 'releases'), { load });
    const dialog = await screen.findByRole('dialog', { name: 'Node.js v22 (Jod)' });
    expect(await failureNotice(dialog)).toContain('The details of v22 could not be loaded: the server answered 500.');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('table')).textContent).toContain('v22.1.0');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('error: a failure that is not the API’s still says which line', async () => {
    renderDialog(request('v18', 'Hydrogen', 'eol'), { loadAdvisories: () => Promise.reject(new Error('boom')) });
    const dialog = await screen.findByRole('dialog', { name: 'Node.js v18 (Hydrogen) vulnerabilities' });
    expect(await failureNotice(dialog)).toContain('The details of v18 could not be loaded.');
  });

  it('loaded, an LTS line: status, LTS notice, overview with dates and count, and its releases', async () => {
    renderDialog({ ...request('v22', 'Jod', 'releases'), currentLine: 'v28' }, { load: () => Promise.resolve(v22) });
    const dialog = await loadedDialog('Node.js v22 (Jod)');
    expect(dialog.textContent).toContain('Maintenance LTS');
    expect(dialog.textContent).toContain('Long-term support versions get critical fixes');
    // The page's table names a Current line: the notice links to its download page.
    expect(within(dialog).getByRole('link', { name: 'See the Current release' }).getAttribute('href')).toBe('/download/current');
    const overview = dialog.querySelector('[data-slot="overview"]')!;
    expect(overview.textContent).toContain('First released');
    expect(overview.textContent).toContain('Apr 24, 2024');
    expect(overview.textContent).toContain(`Minor versions${v22.releases.length}`);
    expect(within(dialog).getByRole('link', { name: 'Download archive v22.1.0' }).getAttribute('href')).toBe('/download/archive/v22.1.0');
    expect(within(dialog).getByRole('columnheader', { name: 'Native API (modules)' })).toBeTruthy();
  });

  it('loaded, an LTS line while no line is Current: the LTS notice still links to the Current page (which says when a Current line comes back)', async () => {
    renderDialog(request('v22', 'Jod', 'releases'), { load: () => Promise.resolve(v22) });
    const dialog = await loadedDialog('Node.js v22 (Jod)');
    expect(dialog.textContent).toContain('Long-term support versions get critical fixes');
    expect(within(dialog).getByRole('link', { name: 'See the Current release' }).getAttribute('href')).toBe('/download/current');
  });

  it('loaded, an end-of-life line: the count, severity names, advisories and the unknown-severity section', async () => {
    renderDialog(request('v18', 'Hydrogen', 'eol'), { loadAdvisories: () => Promise.resolve(v18Advisories) });
    const dialog = await loadedDialog('Node.js v18 (Hydrogen) vulnerabilities');
    // The line's count, then its last release's own, which the auditor finds unaffected.
    expect(dialog.querySelector('[data-slot="dialog-count"]')?.textContent).toBe(
      `${v18WithUnknown.vulnerabilities.length} known vulnerabilities affected v18 releases; v18.20.8, the last, has none known.`,
    );
    expect(within(dialog).getByRole('columnheader', { name: 'Severity' })).toBeTruthy();
    const chips = [...dialog.querySelectorAll('[data-slot="severity-chip"]')].map((chip) => chip.textContent);
    expect(new Set(chips)).toEqual(new Set(['high', 'medium', 'low']));
    expect(within(dialog).getByText('1 vulnerability of unknown severity')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'CVE-2099-0001' }).getAttribute('href')).toBe('https://www.cve.org/CVERecord?id=CVE-2099-0001');
  });

  it('loaded, an end-of-life line: one request for the advisories file, its formatted text rendered without a parser', async () => {
    const asked: string[] = [];
    const fetcher = async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(JSON.stringify(v18Advisories));
    };
    renderDialog(request('v18', 'Hydrogen', 'eol'), { loadAdvisories: (line) => fetchLineAdvisories(line, fetcher as typeof fetch) });
    const dialog = await loadedDialog('Node.js v18 (Hydrogen) vulnerabilities');
    expect(asked).toEqual(['/about/advisories/v18.json']);
    const withCode = v18Advisories.known.find((advisory) => JSON.stringify(advisory.text).includes('"kind":"code"'));
    expect(withCode).toBeDefined();
    expect(dialog.querySelector('[data-slot="advisory-text"] code')).not.toBeNull();
  });

  it('error: a malformed advisories file names the wrong part, and a retry loads it again', async () => {
    const malformed = { ...v18Advisories, known: [{ ...v18Advisories.known[0], text: [{ kind: 'html', text: '<img src=x onerror=alert(1)>' }] }] };
    const answers = [JSON.stringify(malformed), JSON.stringify(v18Advisories)];
    const fetcher = async () => new Response(answers.shift());
    renderDialog(request('v18', 'Hydrogen', 'eol'), { loadAdvisories: (line) => fetchLineAdvisories(line, fetcher as typeof fetch) });
    const dialog = await screen.findByRole('dialog', { name: 'Node.js v18 (Hydrogen) vulnerabilities' });
    expect(await failureNotice(dialog)).toContain('The details of v18 could not be loaded: its field known[0].text[0].kind is missing');
    expect(dialog.querySelector('img')).toBeNull();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('table')).textContent).toContain(v18Advisories.known[0]!.cve[0]);
    expect(answers).toHaveLength(0);
  });

  it('in Arabic: the title isolates the version (with the product name) and codename, and the count takes its plural form', async () => {
    renderDialog(request('v18', 'Hydrogen', 'eol'), { loadAdvisories: () => Promise.resolve(v18Advisories) }, 'ar', pickNamespaces(testMessages.ar, CLIENT_NAMESPACES.about));
    const dialog = await loadedDialog('ثغرات Node.js v18 («Hydrogen»)');
    const title = dialog.querySelector('[data-slot="dialog-title"]')!;
    expect([...title.querySelectorAll('[dir]')].map((bdi) => [bdi.getAttribute('dir'), bdi.textContent])).toEqual([
      ['ltr', 'Node.js v18'],
      ['ltr', 'Hydrogen'],
    ]);
    expect(within(dialog).getByText('ثغرة واحدة درجة خطورتها غير معروفة')).toBeTruthy();
  });


  it('in Arabic: why loading failed isolates the line and the field, so punctuation stays beside its words', async () => {
    const arabic = pickNamespaces(testMessages.ar, CLIENT_NAMESPACES.about);
    renderDialog(request('v22', 'Jod', 'releases'), { load: () => Promise.reject(new LineDataError('v22', { kind: 'field', field: 'releases[0].npm' })) }, 'ar', arabic);
    const dialog = await screen.findByRole('dialog', { name: 'Node.js v22 («Jod»)' });
    expect(await failureNotice(dialog)).toContain('تعذّر تحميل تفاصيل v22: الحقل releases[0].npm مفقود أو لا يطابق ما يوثّقه API.');
    const notice = within(dialog).getByRole('note');
    expect([...notice.querySelectorAll('bdi')].map((bdi) => [bdi.getAttribute('dir'), bdi.textContent])).toEqual([
      ['ltr', 'v22'],
      ['ltr', 'releases[0].npm'],
    ]);
  });
  it('loaded, an end-of-life release line: the release dialog warns and links to the end-of-life page', async () => {
    renderDialog(request('v18', 'Hydrogen', 'releases'), { load: () => Promise.resolve(v18) });
    const dialog = await loadedDialog('Node.js v18 (Hydrogen)');
    expect(dialog.querySelector('[data-slot="badge"]')?.textContent).toBe('End-of-life (EoL)');
    expect(within(dialog).getByRole('link', { name: 'Read about end-of-life versions' }).getAttribute('href')).toBe('/about/eol');
  });
});

describe('the line dialog in another locale', () => {
  const french = markedCatalogue(CLIENT_NAMESPACES.about);

  it('speaks the locale’s messages, dates and routes', async () => {
    renderDialog({ ...request('v22', 'Jod', 'releases'), currentLine: 'v28' }, { load: () => Promise.resolve(v22) }, 'fr', french);
    const dialog = await loadedDialog('«Node.js v22 (Jod)»');
    expect(dialog.querySelector('[data-slot="badge"]')?.textContent).toBe('«Maintenance LTS»');
    expect(dialog.querySelector('[data-slot="overview"]')?.textContent).toContain('24 avr. 2024');
    expect(within(dialog).getByRole('link', { name: '«Download archive» v22.1.0' }).getAttribute('href')).toBe('/fr/download/archive/v22.1.0');
    expect(within(dialog).getByRole('link', { name: '«See the Current release»' }).getAttribute('href')).toBe('/fr/download/current');
  });

  it('says why loading failed in the locale', async () => {
    renderDialog(request('v18', 'Hydrogen', 'eol'), { loadAdvisories: () => Promise.reject(new LineDataError('v18', { kind: 'notJson' })) }, 'fr', french);
    const dialog = await screen.findByRole('dialog', { name: '«Node.js v18 (Hydrogen) vulnerabilities»' });
    expect(await failureNotice(dialog)).toContain('«The details of v18 could not be loaded: the answer is not valid JSON.»');
    expect(within(dialog).getByRole('button', { name: '«Try again»' })).toBeTruthy();
  });
});
