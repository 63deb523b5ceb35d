import { describe, expect, it } from 'vitest';
import { mainlandTerms, serverMessages } from '@tessera/shared';
import type { FeatureLocales } from '../lib/define-locales';
import { shellZhtw } from './shell';
import { zhtw } from './zhtw';

const features = import.meta.glob<FeatureLocales>('../features/*/locales.ts', {
  import: 'locales',
  eager: true,
});

/** Every traditional-Chinese text a user can read: the web catalogue, feature texts, server messages. */
function zhtwTexts(): Array<[where: string, text: string]> {
  const out: Array<[string, string]> = [];
  for (const [key, text] of Object.entries(zhtw)) out.push([`locales/zhtw ${key}`, text]);
  for (const [key, text] of Object.entries(shellZhtw)) out.push([`locales/shell ${key}`, text]);
  for (const [file, locales] of Object.entries(features)) {
    for (const [key, text] of Object.entries(locales.zhtw)) out.push([`${file} ${key}`, text]);
  }
  for (const [key, texts] of Object.entries(serverMessages)) {
    out.push([`server message ${key}`, (texts as { zhtw: string }).zhtw]);
  }
  return out;
}

describe('traditional Chinese uses Taiwan vocabulary', () => {
  it('reads a catalogue large enough to mean something', () => {
    expect(zhtwTexts().length).toBeGreaterThan(1000);
  });

  it('no text uses a mainland term', () => {
    const found = zhtwTexts().flatMap(([where, text]) =>
      mainlandTerms
        .filter(([term]) => text.includes(term))
        .map(([term, taiwan]) => `${where}: "${text}" uses ${term} (Taiwan: ${taiwan})`),
    );
    expect(found).toEqual([]);
  });
});
