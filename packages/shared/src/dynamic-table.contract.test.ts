import { describe, expect, it } from 'vitest';
import { dynamicTableSchema, identifierProblem } from './dynamic-table.contract';

describe('dynamic table descriptions', () => {
  it('accepts letters, digits and underscores up to 63 characters', () => {
    expect(identifierProblem('amount_2')).toBeNull();
    expect(identifierProblem('a'.repeat(63))).toBeNull();
  });

  it('refuses SQL keywords in any case, hostile text, long and non-ASCII names', () => {
    expect(identifierProblem('select')).toBe('reserved');
    expect(identifierProblem('Order')).toBe('reserved');
    expect(identifierProblem('USER')).toBe('reserved');
    expect(identifierProblem('"; drop table base_user; --')).toBe('pattern');
    expect(identifierProblem('a'.repeat(64))).toBe('length');
    expect(identifierProblem('名称')).toBe('pattern');
    expect(identifierProblem('_x')).toBe('pattern');
    expect(identifierProblem('1x')).toBe('pattern');
  });

  it('keeps models away from platform tables and standard columns', () => {
    const ok = { name: 'dyn_claim', fields: [{ name: 'title', kind: 'string', length: 20 }] };
    expect(dynamicTableSchema.safeParse(ok).success).toBe(true);
    expect(dynamicTableSchema.safeParse({ ...ok, name: 'base_user' }).success).toBe(false);
    expect(
      dynamicTableSchema.safeParse({ ...ok, fields: [{ name: 'Created_At', kind: 'datetime' }] }).success,
    ).toBe(false);
  });

  it('checks each kind its settings and indexes their fields', () => {
    const parse = (fields: unknown[], indexes?: unknown[]) =>
      dynamicTableSchema.safeParse({ name: 'dyn_x', fields, indexes }).success;
    expect(parse([{ name: 'a', kind: 'decimal', precision: 10, scale: 2 }])).toBe(true);
    expect(parse([{ name: 'a', kind: 'decimal', precision: 2, scale: 3 }])).toBe(false);
    expect(parse([{ name: 'a', kind: 'string', length: 0 }])).toBe(false);
    expect(parse([{ name: 'a', kind: 'string' }])).toBe(false);
    expect(parse([{ name: 'a', kind: 'money' }])).toBe(false);
    expect(parse([{ name: 'a', kind: 'text' }], [{ fields: ['b'] }])).toBe(false);
    expect(parse([{ name: 'a', kind: 'text' }], [{ fields: ['a'], unique: true }])).toBe(true);
  });
});
