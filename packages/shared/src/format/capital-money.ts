/** Characters of the capital (anti-fraud) money numerals, simplified and traditional. */
const CHARS = {
  zh: {
    digits: '零壹贰叁肆伍陆柒捌玖',
    small: ['', '拾', '佰', '仟'],
    big: ['', '万', '亿'],
    yuan: '元',
    jiao: '角',
    fen: '分',
    whole: '整',
  },
  zhtw: {
    digits: '零壹貳參肆伍陸柒捌玖',
    small: ['', '拾', '佰', '仟'],
    big: ['', '萬', '億'],
    yuan: '元',
    jiao: '角',
    fen: '分',
    whole: '整',
  },
} as const;

/** Amounts from 10^12 up have more than 12 integer digits: the widget says it cannot write them. */
export const CAPITAL_MONEY_LIMIT = 1e12;

/** The result of a conversion: the capital text ('' for no value), or why there is none. */
export type CapitalMoney = { text: string } | { error: 'tooLarge' };

/** One group of up to four digits ('0305' → 叁佰零伍), without leading or trailing 零. */
function group(digits: string, chars: (typeof CHARS)['zh' | 'zhtw']): string {
  let out = '';
  let zero = false;
  for (let i = 0; i < digits.length; i += 1) {
    const d = Number(digits[i]);
    const unit = chars.small[digits.length - 1 - i]!;
    if (d === 0) {
      zero = out !== '';
      continue;
    }
    if (zero) out += chars.digits[0];
    zero = false;
    out += chars.digits[d] + unit;
  }
  return out;
}

/**
 * Writes an amount in capital numerals (壹佰贰拾叁元肆角伍分), as on cheques and invoices.
 * Negative, empty or non-numeric input gives ''; more than 12 integer digits gives `tooLarge`
 * (the spec's 金额过大无法计算, which the caller shows from its translations).
 */
export function capitalMoney(
  value: number | string | null | undefined,
  variant: 'zh' | 'zhtw' = 'zh',
): CapitalMoney {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return { text: '' };
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) return { text: '' };
  if (n >= CAPITAL_MONEY_LIMIT) return { error: 'tooLarge' };
  const chars = CHARS[variant];
  const [intPart, decPart] = n.toFixed(2).split('.') as [string, string];
  if (Number(intPart) >= CAPITAL_MONEY_LIMIT) return { error: 'tooLarge' };

  // Groups of four digits from the right: units, ten-thousands (万), hundred-millions (亿).
  const groups: string[] = [];
  for (let end = intPart.length; end > 0; end -= 4) groups.unshift(intPart.slice(Math.max(0, end - 4), end));
  let integer = '';
  let pendingZero = false;
  groups.forEach((g, i) => {
    const big = chars.big[groups.length - 1 - i]!;
    if (Number(g) === 0) {
      pendingZero = integer !== '';
      return;
    }
    // A gap of zeros before this group (inside it or in skipped groups) is read as one 零.
    if (integer !== '' && (pendingZero || g.startsWith('0'))) integer += chars.digits[0];
    pendingZero = false;
    integer += group(g, chars) + big;
  });

  const jiao = Number(decPart[0]);
  const fen = Number(decPart[1]);
  let text = integer ? integer + chars.yuan : '';
  if (jiao === 0 && fen === 0) return { text: (text || chars.digits[0] + chars.yuan) + chars.whole };
  if (jiao > 0) text += chars.digits[jiao] + chars.jiao;
  else if (integer) text += chars.digits[0];
  if (fen > 0) text += chars.digits[fen] + chars.fen;
  else text += chars.whole;
  return { text };
}
