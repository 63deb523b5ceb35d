/** The operators a calculated field's expression may use between two operands. */
export const FORMULA_OPERATORS = ['+', '-', '*', '/'] as const;

/** One item of a calculated field's expression: an operand (number or field) or an operator. */
export type FormulaToken = string | number;

const isOperator = (t: FormulaToken) =>
  typeof t === 'string' && (FORMULA_OPERATORS as readonly string[]).includes(t);

const isOperand = (t: FormulaToken) =>
  typeof t === 'number' ? Number.isFinite(t) : t.trim() !== '' && !isOperator(t);

/**
 * Whether an expression is well formed (spec 02 section 5): operands and operators alternate,
 * so the list has an odd length and starts and ends with an operand.
 */
export function isValidFormula(tokens: readonly FormulaToken[]): boolean {
  if (tokens.length % 2 === 0) return false;
  return tokens.every((t, i) => (i % 2 === 0 ? isOperand(t) : isOperator(t)));
}
