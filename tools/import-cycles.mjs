#!/usr/bin/env node
// Lists import cycles (type-only imports included) among the TypeScript files under a folder.
// Usage: node tools/import-cycles.mjs apps/server/src [--ignore-tests]; exits 1 when a cycle exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const [root = 'apps/server/src', ...flags] = process.argv.slice(2);
const ignoreTests = flags.includes('--ignore-tests');

/** Every .ts file under a folder. */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(full);
    if (!full.endsWith('.ts') || full.endsWith('.d.ts')) return [];
    return ignoreTests && /\.test\.ts$/.test(full) ? [] : [full];
  });
}

/** The file a relative specifier names, or undefined for packages and files outside the set. */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find((f) => f.endsWith('.ts') && existsSync(f));
}

const all = files(path.resolve(root));
const graph = new Map(
  all.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((i) => resolve(file, i.fileName)).filter(Boolean);
    return [file, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: each component of more than one file is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function visit(file) {
  const own = { index, low: index, onStack: true };
  index += 1;
  state.set(file, own);
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue;
    const seen = state.get(next);
    if (!seen) {
      visit(next);
      own.low = Math.min(own.low, state.get(next).low);
    } else if (seen.onStack) own.low = Math.min(own.low, seen.index);
  }
  if (own.low !== own.index) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    state.get(member).onStack = false;
    component.push(member);
  } while (member !== file);
  if (component.length > 1) cycles.push(component);
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

const rel = (f) => path.relative(process.cwd(), f);
for (const cycle of cycles)
  console.log(`cycle of ${cycle.length} files:\n  ${cycle.map(rel).sort().join('\n  ')}`);
console.log(`${all.length} files, ${cycles.length} import cycle(s)`);
process.exit(cycles.length > 0 ? 1 : 0);
