import { describe, expect, it } from 'vitest';
import {
  dataInterfaceBodySchema,
  dataInterfaceListRequestSchema,
  readDotPath,
} from './data-interface.contract';

describe('data interface contract', () => {
  it('fills the list request defaults of spec 02 §3', () => {
    expect(dataInterfaceListRequestSchema.parse({})).toMatchObject({
      propsValue: 'id',
      relationField: 'fullName',
      paramList: [],
      currentPage: 1,
      pageSize: 20,
    });
  });

  it('refuses parameter names that are not identifiers and odd response paths', () => {
    const base = { categoryId: 'c', type: 1, fullName: 'a', enCode: 'a', dataConfigJson: {} };
    expect(dataInterfaceBodySchema.safeParse({ ...base, parameterJson: [{ field: "a'; --" }] }).success).toBe(
      false,
    );
    expect(dataInterfaceBodySchema.safeParse({ ...base, responsePath: "data['x']" }).success).toBe(false);
    expect(dataInterfaceBodySchema.parse({ ...base, responsePath: 'data.list' }).timeLimitMs).toBe(5000);
  });

  it('reads own keys along a dot path only', () => {
    expect(readDotPath({ data: { list: [1] } }, 'data.list')).toEqual([1]);
    expect(readDotPath({ data: {} }, 'data.constructor')).toBeUndefined();
    expect(readDotPath([1], '')).toEqual([1]);
  });
});
