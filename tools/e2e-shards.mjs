#!/usr/bin/env node
// Splits the browser journeys into N shards of about equal running time (Playwright's own --shard
// splits by test count in file order, which left one shard with the 6-minute accessibility sweep).
// Each spec file weighs what apps/web/e2e/durations.json says (seconds, from a recent run; refresh
// with --record REPORT.json...), a new file 30 s. Longest first, each to the lightest shard.
// Usage: node tools/e2e-shards.mjs N I          prints shard I's spec files (1-based), one per line
//        node tools/e2e-shards.mjs --record a.json b.json   rewrites durations.json from JSON reports
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const e2e = path.join(root, 'apps/web/e2e');
const weightsFile = path.join(e2e, 'durations.json');
const NEW_FILE_SECONDS = 30;

const args = process.argv.slice(2);
if (args[0] === '--record') {
  const seconds = {};
  const walk = (suite, file) => {
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) seconds[file] = (seconds[file] ?? 0) + result.duration / 1000;
  };
  for (const report of args.slice(1))
    for (const s of JSON.parse(readFileSync(report, 'utf8')).suites) walk(s, s.file);
  const rounded = Object.fromEntries(
    Object.entries(seconds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, s]) => [path.basename(file), Math.round(s)]),
  );
  writeFileSync(weightsFile, JSON.stringify(rounded, null, 2) + '\n');
  console.log(`${Object.keys(rounded).length} spec files recorded in ${path.relative(root, weightsFile)}`);
  process.exit(0);
}

const [count, index] = args.map(Number);
if (!(count >= 1) || !(index >= 1 && index <= count)) {
  console.error('usage: node tools/e2e-shards.mjs N I | --record REPORT.json...');
  process.exit(2);
}
let weights = {};
try {
  weights = JSON.parse(readFileSync(weightsFile, 'utf8'));
} catch {
  // no record yet: every file weighs the same
}
const specs = readdirSync(e2e)
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => ({ file: f, seconds: weights[f] ?? NEW_FILE_SECONDS }))
  .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
for (const spec of specs) {
  const lightest = shards.reduce((min, s) => (s.seconds < min.seconds ? s : min));
  lightest.seconds += spec.seconds;
  lightest.files.push(spec.file);
}
for (const file of shards[index - 1].files.sort()) console.log(path.join('apps/web/e2e', file));
