import { mainlandTerms } from '@tessera/shared';
import { describe, expect, it } from 'vitest';

import * as dictionaries from './dictionaries';
import * as menuNames from './menu-names';
import * as menus from './menus';
import * as organization from './organization';
import * as sysConfig from './sys-config';

/** Every seed-data module; their traditional-Chinese names sit under `zhtw` keys. */
const seedModules: Record<string, unknown> = { dictionaries, menuNames, menus, organization, sysConfig };

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
  for (const [file, module] of Object.entries(seedModules)) zhtwValues(module, file, texts);

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
