import { describe, expect, it } from 'vitest';
import { dataScopeConditionSchema, parseDataScopeCondition } from './data-scope.contract';

describe('data scope condition', () => {
  it('accepts the rules shape with variables', () => {
    const c = dataScopeConditionSchema.parse({
      logic: 'or',
      rules: [
        { field: 'organizeId', op: 'in', value: '@organizeAndSub' },
        { field: 'creatorUserId', op: '==', value: '@userId' },
        { field: 'account', op: 'in', value: ['a', 'b'] },
        { field: 'email', op: 'null' },
      ],
    });
    expect(c.rules).toHaveLength(4);
  });

  it('converts the older single-rule shape', () => {
    expect(parseDataScopeCondition('{"field":"organizeId","op":"==","value":"@organizeId"}')).toEqual({
      logic: 'and',
      rules: [{ field: 'organizeId', op: '==', value: '@organizeId' }],
    });
  });

  it('refuses unknown operators, variables, field names and missing values', () => {
    const bad = [
      { rules: [{ field: 'a', op: 'regex', value: 'x' }] },
      { rules: [{ field: 'a', op: '==', value: '@nobody' }] },
      { rules: [{ field: 'a; drop table x', op: '==', value: 'x' }] },
      { rules: [{ field: 'a', op: '==' }] },
      { rules: [] },
    ];
    for (const b of bad) expect(dataScopeConditionSchema.safeParse(b).success).toBe(false);
    expect(parseDataScopeCondition('not json')).toBeNull();
  });
});
