import { calcRefs, parseCalcExpression, refKey, type CalcToken } from '@tessera/shared';

/** The formula check's verdict: valid, or the locale key and values of the reason. */
export type CalcVerdict = { ok: true } | { ok: false; key: string; values?: Record<string, string> };

const SHOWN: Record<string, string> = { '*': '×', '/': '÷' };

/** Checks an expression as the designer shows it: it parses and reads only the offered fields. */
export function checkCalc(tokens: readonly CalcToken[], known: readonly string[]): CalcVerdict {
  const parsed = parseCalcExpression(tokens);
  if (!parsed.ok) {
    const r = parsed.reason;
    if (r.startsWith('bad number')) return { ok: false, key: 'badNumber' };
    if (r.startsWith('unexpected ') && r !== 'unexpected token')
      return { ok: false, key: 'unexpected', values: { token: SHOWN[r.slice(11)] ?? r.slice(11) } };
    const keys: Record<string, string> = {
      empty: 'empty',
      'too long': 'tooLong',
      'too deep': 'tooDeep',
      'ends early': 'endsEarly',
      'unclosed (': 'unclosed',
      'unexpected token': 'trailing',
      'bad field reference': 'badRef',
      'bad token': 'badToken',
    };
    return { ok: false, key: keys[r] ?? 'badToken' };
  }
  const lower = new Set(known.map((k) => k.toLowerCase()));
  const unknown = calcRefs(parsed.ast).find((ref) => !lower.has(refKey(ref).toLowerCase()));
  if (unknown) return { ok: false, key: 'unknownField', values: { field: refKey(unknown) } };
  return { ok: true };
}

/** How a token reads in the expression box. */
export const tokenText = (token: CalcToken, labels: ReadonlyMap<string, string>): string =>
  typeof token === 'object'
    ? `{${labels.get(token.__vModel__) ?? token.label ?? token.__vModel__}}`
    : String(token);
