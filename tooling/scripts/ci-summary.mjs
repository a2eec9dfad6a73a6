// Sums every test report of a CI run into one line `N passed, N failed[, N skipped]`.
// Reads Vitest JSON reports (`**/.reports/vitest*.json`), Playwright JSON reports
// (`**/.reports/playwright*.json`) and the gate list `.reports/gates.tsv` (one check per step).
// Exits 1 when anything failed, when a report does not parse or has an unknown format, or when
// the gate list is missing (a run that never reached its steps). The flaky tests (passed only on a
// retry) and the tests that failed are named, each with the first lines of its error, just above
// the totals: a log shown only by its end still says what to look at.
import fs from 'node:fs';
import path from 'node:path';

const root = process.argv[2] ?? process.cwd();
const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
const failures = [];
const flaky = [];
const NAMED_AT_MOST = 20;

// The first three lines of an error (an assertion's message, then what was expected and received).
const firstLines = (text) =>
  String(text ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes in the reporters' messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' | ');

// Playwright: suites nest; a spec's test whose outcome is `unexpected` failed (after any retries);
// `flaky` failed first and passed on its retry: counted as passed, and named with its first error.
function playwrightFailures(name, suites, titles = []) {
  for (const suite of suites ?? []) {
    const titlePath = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const error = test.results?.findLast((result) => result.error)?.error?.message;
        const named = `${name}: ${spec.file}:${spec.line} › ${[...titlePath, spec.title].join(' › ')}: ${firstLines(error)}`;
        if (test.status === 'unexpected') {
          failures.push(named);
        } else if (test.status === 'flaky') {
          flaky.push(named);
        }
      }
    }
    playwrightFailures(name, suite.suites, titlePath);
  }
}

function vitestFailures(name, report) {
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failures.push(`${name}: ${path.relative(root, file.name)} › ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`);
      } else if (test.status === 'passed' && test.failureMessages?.length) {
        // Passed on a retry (suites run with `retry`): Vitest keeps the failed attempt's error.
        flaky.push(`${name}: ${path.relative(root, file.name)} › ${test.fullName}: ${firstLines(test.failureMessages[0])}`);
      }
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
      failures.push(`${name}: ${path.relative(root, file.name)}: ${firstLines(file.message) || 'the file failed to run'}`);
    }
  }
}

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.git') {
      continue;
    }
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      walk(full);
    } else if (path.basename(dir) === '.reports' && entry.name.endsWith('.json')) {
      read(full);
    }
  }
}

function add(name, passed, failed, skipped) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  rows.push(`${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

function read(file) {
  const name = path.relative(root, file);
  let report;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    add(`${name} (unreadable report)`, 0, 1, 0);
    return;
  }
  if (typeof report.numPassedTests === 'number') {
    const failed = report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0);
    add(name, report.numPassedTests, failed, report.numPendingTests + (report.numTodoTests ?? 0));
    vitestFailures(name, report);
  } else if (report.stats && typeof report.stats.expected === 'number') {
    add(name, report.stats.expected + (report.stats.flaky ?? 0), report.stats.unexpected, report.stats.skipped);
    playwrightFailures(name, report.suites);
  } else if (typeof report.passed === 'number' && typeof report.failed === 'number') {
    add(name, report.passed, report.failed, report.skipped ?? 0);
  } else {
    add(`${name} (unknown report format)`, 0, 1, 0);
  }
}

walk(root);
const gates = path.join(root, '.reports/gates.tsv');
if (fs.existsSync(gates)) {
  let passed = 0;
  let failed = 0;
  for (const line of fs.readFileSync(gates, 'utf8').split('\n').filter(Boolean)) {
    const [step, result, seconds] = line.split('\t');
    console.log(`  step ${result === 'passed' ? 'ok  ' : 'FAIL'} ${step} (${seconds} s)`);
    if (result === 'passed') {
      passed += 1;
    } else {
      failed += 1;
    }
  }
  add('CI steps', passed, failed, 0);
} else {
  add('CI steps (no gate list)', 0, 1, 0);
}
for (const row of rows) {
  console.log(`  ${row}`);
}
for (const [heading, tests] of [
  ['flaky tests (failed, then passed on their retry)', flaky],
  ['failed tests', failures],
]) {
  if (tests.length === 0) {
    continue;
  }
  console.log(`  ${heading} (${tests.length}):`);
  for (const test of tests.slice(0, NAMED_AT_MOST)) {
    console.log(`    ${test.length > 400 ? `${test.slice(0, 399)}…` : test}`);
  }
  if (tests.length > NAMED_AT_MOST) {
    console.log(`    … and ${tests.length - NAMED_AT_MOST} more (the reports in .reports folders name them all)`);
  }
}
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
