// Sums every test report of a CI run into one line `N passed, N failed[, N skipped]`.
// Reads Vitest JSON reports (`**/.reports/vitest*.json`), Playwright JSON reports
// (`**/.reports/playwright*.json`) and the gate list `.reports/gates.tsv` (one check per step).
// Exits 1 when anything failed, when a report does not parse or has an unknown format, or when
// the gate list is missing (a run that never reached its steps).
import fs from 'node:fs';
import path from 'node:path';

const root = process.argv[2] ?? process.cwd();
const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];

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
  } else if (report.stats && typeof report.stats.expected === 'number') {
    add(name, report.stats.expected + (report.stats.flaky ?? 0), report.stats.unexpected, report.stats.skipped);
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
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
