import { FORM_LIMITS } from './limits';

/**
 * Calculate widgets (form-model.md §6): the expression's tokens become a tree that is evaluated
 * the same way in the browser and on the server. Nothing is ever compiled to code.
 */

/** A field reference token: a main field, or `tableVModel.childVModel` for a sub-table column. */
export interface CalcFieldToken {
  __vModel__: string;
  label?: string;
}
/** One token as the designer stores it: an operator, a digit run, a number or a field. */
export type CalcToken = string | number | CalcFieldToken;

/** A field a formula reads; `table` is set for a sub-table column. */
export interface CalcRef {
  table?: string;
  field: string;
}

/** The parsed expression. */
export type CalcNode =
  | { type: 'num'; value: number }
  | { type: 'ref'; ref: CalcRef }
  | { type: 'neg'; arg: CalcNode }
  | { type: 'bin'; op: '+' | '-' | '*' | '/'; left: CalcNode; right: CalcNode };

/** Parse result: the tree, or why the expression is refused. */
export type CalcParse = { ok: true; ast: CalcNode } | { ok: false; reason: string };

type Lexeme = { t: 'num'; v: number } | { t: 'ref'; ref: CalcRef } | { t: 'op'; v: string };

const OPERATORS: Record<string, string> = {
  '+': '+',
  '-': '-',
  '×': '*',
  '*': '*',
  '÷': '/',
  '/': '/',
  '(': '(',
  ')': ')',
};
const DIGITS = /^[0-9.]+$/;
const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Parses a reference `field` or `table.field`; undefined when it is not one. */
export function parseCalcRef(vModel: string): CalcRef | undefined {
  const parts = vModel.split('.');
  if (parts.length > 2 || !parts.every((p) => NAME.test(p))) return undefined;
  return parts.length === 2 ? { table: parts[0]!, field: parts[1]! } : { field: parts[0]! };
}

function lex(tokens: readonly unknown[]): Lexeme[] | string {
  const out: Lexeme[] = [];
  let digits = '';
  const flush = (): string | undefined => {
    if (!digits) return undefined;
    if (!NUMBER.test(digits)) return `bad number ${digits.slice(0, 20)}`;
    out.push({ t: 'num', v: Number(digits) });
    digits = '';
    return undefined;
  };
  for (const token of tokens) {
    const text = typeof token === 'number' && Number.isFinite(token) && token >= 0 ? String(token) : token;
    if (typeof text === 'string' && DIGITS.test(text) && !text.includes('e')) {
      digits += text;
      continue;
    }
    const bad = flush();
    if (bad) return bad;
    if (typeof text === 'string' && text in OPERATORS) out.push({ t: 'op', v: OPERATORS[text]! });
    else if (
      typeof text === 'object' &&
      text !== null &&
      typeof (text as CalcFieldToken).__vModel__ === 'string'
    ) {
      const ref = parseCalcRef((text as CalcFieldToken).__vModel__);
      if (!ref) return 'bad field reference';
      out.push({ t: 'ref', ref });
    } else return 'bad token';
  }
  return flush() ?? out;
}

/** Parses an expression; `× ÷` bind tighter than `+ -`, parentheses group, a leading `-` negates. */
export function parseCalcExpression(tokens: readonly unknown[]): CalcParse {
  if (!Array.isArray(tokens) || tokens.length === 0) return { ok: false, reason: 'empty' };
  if (tokens.length > FORM_LIMITS.maxFormulaTokens) return { ok: false, reason: 'too long' };
  const lexed = lex(tokens);
  if (typeof lexed === 'string') return { ok: false, reason: lexed };
  let pos = 0;
  const peek = () => lexed[pos];
  const isOp = (v: string) => peek()?.t === 'op' && (peek() as { v: string }).v === v;
  const fail = (reason: string): never => {
    throw new CalcSyntaxError(reason);
  };
  const expr = (depth: number): CalcNode => {
    let left = term(depth);
    while (isOp('+') || isOp('-')) {
      const op = (lexed[pos++] as { v: '+' | '-' }).v;
      left = { type: 'bin', op, left, right: term(depth) };
    }
    return left;
  };
  const term = (depth: number): CalcNode => {
    let left = unary(depth);
    while (isOp('*') || isOp('/')) {
      const op = (lexed[pos++] as { v: '*' | '/' }).v;
      left = { type: 'bin', op, left, right: unary(depth) };
    }
    return left;
  };
  const unary = (depth: number): CalcNode => {
    if (depth > FORM_LIMITS.maxFormulaDepth) fail('too deep');
    if (isOp('-')) {
      pos += 1;
      return { type: 'neg', arg: unary(depth + 1) };
    }
    const next = lexed[pos++];
    if (!next) return fail('ends early');
    if (next.t === 'num') return { type: 'num', value: next.v };
    if (next.t === 'ref') return { type: 'ref', ref: next.ref };
    if (next.v !== '(') return fail(`unexpected ${next.v}`);
    const inner = expr(depth + 1);
    if (!isOp(')')) fail('unclosed (');
    pos += 1;
    return inner;
  };
  try {
    const ast = expr(0);
    if (pos < lexed.length) return { ok: false, reason: 'unexpected token' };
    return { ok: true, ast };
  } catch (error) {
    if (error instanceof CalcSyntaxError) return { ok: false, reason: error.message };
    throw error;
  }
}

class CalcSyntaxError extends Error {}

/** Every field an expression reads, in order of appearance (duplicates kept once). */
export function calcRefs(ast: CalcNode): CalcRef[] {
  const seen = new Map<string, CalcRef>();
  const visit = (node: CalcNode): void => {
    if (node.type === 'ref') seen.set(refKey(node.ref), node.ref);
    else if (node.type === 'neg') visit(node.arg);
    else if (node.type === 'bin') {
      visit(node.left);
      visit(node.right);
    }
  };
  visit(ast);
  return [...seen.values()];
}

/** A reference as one string: `field` or `table.field`. */
export const refKey = (ref: CalcRef): string => (ref.table ? `${ref.table}.${ref.field}` : ref.field);
