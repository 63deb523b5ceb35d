// Adds up Vitest and Playwright results and prints the closing "N passed, N failed" line.
// Arguments name steps that failed outright (type-check, lint, build); each counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const vitest = read('.ci-vitest.json');
// one Playwright report per shard (.ci-pw-1.json …), or a single .ci-pw.json
const pwFiles = readdirSync('.').filter((f) => /^\.ci-pw(-\d+)?\.json$/.test(f));
const pws = pwFiles.map(read);
const failedSteps = process.argv.slice(2);
let passed = 0;
let failed = failedSteps.length;
let skipped = 0;
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  if (!vitest.success && vitest.numFailedTests === 0) failed += 1;
} else {
  console.log('Vitest wrote no results');
  failed += 1;
}
for (const pw of pws) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
  if (pw.errors?.length) failed += pw.errors.length;
}
const shards = Number(process.env.E2E_SHARDS ?? 1);
if (pws.length < shards) {
  console.log(`Playwright wrote ${pws.length} of ${shards} shard reports`);
  failed += shards - pws.length;
}
if (!pws.length) {
  console.log('Playwright wrote no results');
  failed += 1;
}
for (const step of failedSteps) console.log(`step failed: ${step}`);
if (passed === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
