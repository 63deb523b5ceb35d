// Loads /login in Chromium and adds up the gzip size of every JS and CSS file the browser fetched
// (the same measure the test command enforces: tools/login-budget.mjs).
import { budgetVerdict, LOGIN_BUDGET_KB, measureLoginBundle } from '../tools/login-budget.mjs';
import { writeResult } from './write-result.mjs';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const { files, gzipBytes } = await measureLoginBundle(base);
const kb = (n) => Math.round((n / 1024) * 10) / 10;
const verdict = budgetVerdict(gzipBytes);
writeResult(
  'login-bundle',
  {
    files: files.length,
    rawKB: kb(files.reduce((s, f) => s + f.raw, 0)),
    gzipKB: verdict.kb,
    largest: files
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((f) => `${f.url} ${kb(f.gzip)} KB`),
  },
  `${LOGIN_BUDGET_KB} KB gzip of JS and CSS`,
  verdict.ok,
);
