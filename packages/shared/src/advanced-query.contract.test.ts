import { describe, expect, it } from 'vitest';
import { advancedQuerySymbolsFor, parseAdvancedQuery } from './advanced-query.contract';
import { SUPER_QUERY_SYMBOLS } from './form-model/column-data';

const one = (group: Record<string, unknown>) => JSON.stringify([{ logic: 'and', groups: [group] }]);

describe('saved advanced-query plans', () => {
  it('reads a plan into the super query the List call takes', () => {
    const parsed = parseAdvancedQuery('or', one({ field: 'amount', symbol: '>', fieldValue: 10 }));
    expect(parsed).toMatchObject({
      ok: true,
      query: {
        matchLogic: 'or',
        conditionList: [{ logic: 'and', groups: [{ field: 'amount', symbol: '>' }] }],
      },
    });
  });

  it('names what is wrong: unreadable, empty, unknown symbol, wrong value', () => {
    expect(parseAdvancedQuery('and', '{x')).toMatchObject({
      ok: false,
      problem: { key: 'advancedQueryInvalid' },
    });
    expect(parseAdvancedQuery('and', '[]')).toMatchObject({
      ok: false,
      problem: { key: 'advancedQueryEmpty' },
    });
    expect(parseAdvancedQuery('and', one({ field: 'a', symbol: 'regexp', fieldValue: 1 }))).toEqual({
      ok: false,
      problem: { key: 'advancedQueryBadSymbol', params: { symbol: 'regexp' } },
    });
    expect(parseAdvancedQuery('and', one({ field: 'a', symbol: '==', fieldValue: { a: 1 } }))).toMatchObject({
      ok: false,
      problem: { key: 'advancedQueryInvalid' },
    });
    expect(parseAdvancedQuery('xor', one({ field: 'a', symbol: '==' })).ok).toBe(false);
  });

  it('offers only symbols of the shared list, suited to the widget', () => {
    for (const key of ['input', 'numInput', 'datePicker', 'timePicker', 'select', 'userSelect'])
      for (const s of advancedQuerySymbolsFor(key)) expect(SUPER_QUERY_SYMBOLS).toContain(s);
    expect(advancedQuerySymbolsFor('input')).toContain('like');
    expect(advancedQuerySymbolsFor('numInput')).not.toContain('like');
    expect(advancedQuerySymbolsFor('numInput')).toContain('between');
    expect(advancedQuerySymbolsFor('select')).toEqual(['==', '<>', 'in', 'notIn', 'null', 'notNull']);
  });
});
