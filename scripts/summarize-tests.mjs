// Adds up Vitest and Playwright results and prints the closing "N passed, N failed" line.
// Arguments name steps that failed outright (type-check, lint, build); each counts as one failure.
// Vitest runs on the Node that runs this script (.ci-vitest.json for the server, shared and tools
// projects, .ci-vitest-web.json for the web one) and on Node 24
// (.ci-vitest-node24.json, scripts/node24.sh, whose Node is named in .ci-node24/current.env).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const node24 = existsSync('.ci-node24/current.env')
  ? /node-v(24[\d.]+)/.exec(readFileSync('.ci-node24/current.env', 'utf8'))?.[1]
  : undefined;
const vitestRuns = [
  { label: `Node ${process.versions.node} (server, shared, tools)`, file: '.ci-vitest.json' },
  { label: `Node ${process.versions.node} (web)`, file: '.ci-vitest-web.json' },
  { label: `Node ${node24 ?? 24}`, file: '.ci-vitest-node24.json' },
];
// one Playwright report per shard (.ci-pw-1.json …), or a single .ci-pw.json; the upgrade
// journeys (.ci-upgrade-pw.json) count beside them and must be there
const pwFiles = readdirSync('.').filter((f) => /^\.ci-pw(-\d+)?\.json$/.test(f));
const pws = pwFiles.map(read);
const upgrade = read('.ci-upgrade-pw.json');
const failedSteps = process.argv.slice(2);
let passed = 0;
let failed = failedSteps.length;
let skipped = 0;
for (const run of vitestRuns) {
  const vitest = read(run.file);
  if (!vitest) {
    console.log(`Vitest on ${run.label} wrote no results`);
    failed += 1;
    continue;
  }
  const runFailed = vitest.numFailedTests + (!vitest.success && vitest.numFailedTests === 0 ? 1 : 0);
  const runSkipped = vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  console.log(
    `Vitest on ${run.label}: ${vitest.numPassedTests} passed, ${runFailed} failed, ${runSkipped} skipped`,
  );
  passed += vitest.numPassedTests;
  failed += runFailed;
  skipped += runSkipped;
}
for (const pw of pws) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
  if (pw.errors?.length) failed += pw.errors.length;
}
if (upgrade) {
  console.log(
    `Upgrade journeys: ${upgrade.stats.expected} passed, ${upgrade.stats.unexpected + (upgrade.errors?.length ?? 0)} failed`,
  );
  passed += upgrade.stats.expected + upgrade.stats.flaky;
  failed += upgrade.stats.unexpected + (upgrade.errors?.length ?? 0);
  skipped += upgrade.stats.skipped;
  if (upgrade.stats.expected === 0) failed += 1;
} else if (process.env.E2E_SHARDS) {
  console.log('the upgrade journeys wrote no results');
  failed += 1;
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
