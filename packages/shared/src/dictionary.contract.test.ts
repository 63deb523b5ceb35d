import { describe, expect, it } from 'vitest';
import {
  DICTIONARY_IMPORT_MAX_ITEMS,
  dictionaryDataBodySchema,
  dictionaryFileSchema,
} from './dictionary.contract';

const file = {
  version: 1,
  type: { fullName: '性别', enCode: 'sex' },
  data: [{ id: '1', parentId: '0', fullName: '男', enCode: '1' }],
};

describe('dictionary contract', () => {
  it('fills the defaults of an item body', () => {
    expect(
      dictionaryDataBodySchema.parse({ dictionaryTypeId: 't', fullName: '男', enCode: '1' }),
    ).toMatchObject({
      parentId: '0',
      isDefault: 0,
      sortCode: 0,
      enabledMark: 1,
    });
  });

  it('accepts an exported file and fills its defaults', () => {
    const parsed = dictionaryFileSchema.parse(file);
    expect(parsed.type).toMatchObject({ isTree: 0, enabledMark: 1 });
    expect(parsed.data[0]).toMatchObject({ isDefault: 0, enabledMark: 1 });
  });

  it('refuses unknown keys, a __proto__ key, another version and too many items', () => {
    expect(dictionaryFileSchema.safeParse({ ...file, extra: 1 }).success).toBe(false);
    const proto = JSON.parse('{"fullName":"性别","enCode":"sex","__proto__":{"x":1}}') as object;
    expect(dictionaryFileSchema.safeParse({ ...file, type: proto }).success).toBe(false);
    expect(dictionaryFileSchema.safeParse({ ...file, version: 2 }).success).toBe(false);
    const many = Array.from({ length: DICTIONARY_IMPORT_MAX_ITEMS + 1 }, (_, i) => ({
      id: String(i),
      parentId: '0',
      fullName: '项',
      enCode: `c${i}`,
    }));
    expect(dictionaryFileSchema.safeParse({ ...file, data: many }).success).toBe(false);
  });
});
