import { mainlandTerms } from '@tessera/shared';
import { describe, expect, it } from 'vitest';

/** Every seed-data module; their traditional-Chinese names sit under `zhtw` keys. */
const seedModules = import.meta.glob<Record<string, unknown>>('./*.ts', { eager: true });

function zhtwValues(value: unknown, path: string, out: Array<[string, string]>): void {
  if (Array.isArray(value)) value.forEach((v, i) => zhtwValues(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === 'zhtw' && typeof v === 'string') out.push([path, v]);
      else zhtwValues(v, `${path}.${key}`, out);
    }
}

describe('seeded reference data in traditional Chinese uses Taiwan vocabulary', () => {
  const texts: Array<[string, string]> = [];
  for (const [file, module] of Object.entries(seedModules))
    if (!file.endsWith('.test.ts')) zhtwValues(module, file, texts);

  it('finds the seeded menus’ and dictionaries’ names', () => {
    expect(texts.length).toBeGreaterThan(50);
  });

  it('no name uses a mainland term', () => {
    const found = texts.flatMap(([where, text]) =>
      mainlandTerms
        .filter(([term]) => text.includes(term))
        .map(([term, tw]) => `${where}: ${text} uses ${term} (${tw})`),
    );
    expect(found).toEqual([]);
  });
});
