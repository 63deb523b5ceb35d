import { describe, expect, it } from 'vitest';
import { isValidFormula } from './formula';

describe('isValidFormula', () => {
  it('accepts operands and operators that alternate, starting and ending with an operand', () => {
    expect(isValidFormula([1])).toBe(true);
    expect(isValidFormula(['price', '*', 'quantity'])).toBe(true);
    expect(isValidFormula([2, '+', 'a', '/', 3.5, '-', 'b'])).toBe(true);
  });

  it('refuses an even length, a leading or trailing operator and two in a row', () => {
    expect(isValidFormula([])).toBe(false);
    expect(isValidFormula(['a', '+'])).toBe(false);
    expect(isValidFormula(['+', 'a', 'b'])).toBe(false);
    expect(isValidFormula(['a', '+', '-'])).toBe(false);
    expect(isValidFormula(['a', 'b', 'c'])).toBe(false);
    expect(isValidFormula(['a', '+', '*', '-', 'b'])).toBe(false);
  });

  it('refuses empty operands, non-finite numbers and unknown operators', () => {
    expect(isValidFormula(['a', '+', ' '])).toBe(false);
    expect(isValidFormula([Number.NaN])).toBe(false);
    expect(isValidFormula(['a', '%', 'b'])).toBe(false);
    expect(isValidFormula(['a', '^', 'b'])).toBe(false);
  });
});
