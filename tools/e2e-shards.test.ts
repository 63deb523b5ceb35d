import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const shard = (count: number, index: number) =>
  execFileSync('node', ['tools/e2e-shards.mjs', String(count), String(index)], {
    cwd: root,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((f) => path.basename(f));

describe('e2e shards', () => {
  it('give every spec file to exactly one shard, with running times within the longest file of each other', () => {
    const specs = readdirSync(path.join(root, 'apps/web/e2e')).filter((f) => f.endsWith('.spec.ts'));
    const weights = JSON.parse(
      readFileSync(path.join(root, 'apps/web/e2e/durations.json'), 'utf8'),
    ) as Record<string, number>;
    const [a, b] = [shard(2, 1), shard(2, 2)];
    expect([...a, ...b].sort()).toEqual([...specs].sort());
    expect(a.filter((f) => b.includes(f))).toEqual([]);
    const seconds = (files: string[]) => files.reduce((sum, f) => sum + (weights[f] ?? 30), 0);
    const longest = Math.max(...specs.map((f) => weights[f] ?? 30));
    expect(Math.abs(seconds(a) - seconds(b))).toBeLessThanOrEqual(longest);
  });

  it('refuses a shard number out of range', () => {
    expect(() => shard(2, 3)).toThrow();
  });
});
