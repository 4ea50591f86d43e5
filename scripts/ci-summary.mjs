// Adds up the test reports CI wrote (vitest JSON, Playwright JSON) and prints, as the last line,
// "N passed, N failed". Exits 1 when a report is missing, so a suite that never ran is not green.
// The second argument is how many steps exited non-zero: a step that failed with every test passed
// (an unhandled error between tests) counts as one failure, so the last line never says 0 then.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.ci/results';
const failedSteps = Number(process.argv[3] ?? 0);
const reports = [
  { file: 'vitest-pglite.json', kind: 'vitest' },
  { file: 'vitest-postgres.json', kind: 'vitest' },
  { file: 'vitest-node24.json', kind: 'vitest' },
  { file: 'playwright.json', kind: 'playwright' },
];

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;
for (const { file, kind } of reports) {
  const path = join(dir, file);
  if (!existsSync(path)) {
    console.log(`${file}: missing (the suite did not run)`);
    missing += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  // A file can fail with every test in it passed (a hook that timed out, an error while loading it):
  // it counts as one failure, and its message is printed.
  const filesFailedOutsideTests =
    kind === 'vitest'
      ? report.testResults.filter(
          (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
        )
      : [];
  for (const file of filesFailedOutsideTests) {
    console.log(`${file.name}: failed outside its tests: ${String(file.message ?? '').split('\n')[0]}`);
  }
  const counts =
    kind === 'vitest'
      ? {
          passed: report.numPassedTests,
          failed: report.numFailedTests + filesFailedOutsideTests.length,
          skipped: report.numPendingTests + report.numTodoTests,
        }
      : {
          passed: report.stats.expected + report.stats.flaky,
          failed: report.stats.unexpected,
          skipped: report.stats.skipped,
        };
  console.log(`${file}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
if (skipped) console.log(`${skipped} skipped in all`);
if (failedSteps && !failed) {
  console.log(`${failedSteps} step(s) exited non-zero with no failed test: see the step's output above`);
  failed = failedSteps;
}
console.log(`${passed} passed, ${failed + missing} failed`);
process.exit(failed + missing > 0 || passed === 0 ? 1 : 0);
