import { badRequest } from '../../lib/errors';

/** A statement with its `@name` placeholders replaced by the dialect's bound-parameter markers. */
export interface BoundSql {
  /** Text with `?` (SQLite) or `$n` (PostgreSQL) where the placeholders were. */
  text: string;
  /** Placeholder names, in marker order (repeated names repeat). */
  names: string[];
}

const WORD = /[A-Za-z_]/;
const WORD_CHAR = /[A-Za-z0-9_]/;
// An `@` right after one of these is part of a PostgreSQL operator (`<@`, `@@`, `-@`...), not a placeholder.
const OPERATOR_BEFORE = /[<>=~!@#%^&|`?*+\-/]/;

/** Index just past a quoted run starting at `start` (quote doubled inside = escaped quote). */
function skipQuoted(text: string, start: number, close: string): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === close) {
      if (text[i + 1] === close) i += 2;
      else return i + 1;
    } else i += 1;
  }
  return text.length;
}

/** Index past a PostgreSQL dollar-quoted string `$tag$…$tag$` starting at `start`, or -1 if none starts there. */
function skipDollar(text: string, start: number): number {
  const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(start, start + 66));
  if (!m) return -1;
  const end = text.indexOf(m[0], start + m[0].length);
  return end < 0 ? text.length : end + m[0].length;
}

type Piece = { kind: 'code' | 'skip'; text: string };

/** Splits SQL into code and skipped runs (string literals, quoted identifiers, comments). */
export function splitSql(text: string): Piece[] {
  const pieces: Piece[] = [];
  let code = '';
  let i = 0;
  const flush = () => {
    if (code) pieces.push({ kind: 'code', text: code });
    code = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    let end = -1;
    if (c === "'" || c === '"' || c === '`') end = skipQuoted(text, i, c);
    else if (c === '[') {
      const close = text.indexOf(']', i);
      end = close < 0 ? text.length : close + 1;
    } else if (c === '-' && text[i + 1] === '-') {
      const nl = text.indexOf('\n', i);
      end = nl < 0 ? text.length : nl + 1;
    } else if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      end = close < 0 ? text.length : close + 2;
    } else if (c === '$' && !WORD_CHAR.test(text[i - 1] ?? ' ')) end = skipDollar(text, i);
    if (end > i) {
      flush();
      pieces.push({ kind: 'skip', text: text.slice(i, end) });
      i = end;
    } else {
      code += c;
      i += 1;
    }
  }
  flush();
  return pieces;
}

/** Code only (literals blanked, comments as spaces): what keyword checks look at. */
export function codeOnly(text: string): string {
  return splitSql(text)
    .map((p) => (p.kind === 'code' ? p.text : p.text.startsWith("'") ? "''" : ' '))
    .join('');
}

/**
 * Checks the statement is one SELECT (or WITH … SELECT) and turns `@name` placeholders outside
 * literals and comments into bound-parameter markers. Never splices a value.
 */
export function bindPlaceholders(sqlText: string, dialect: 'sqlite' | 'postgres'): BoundSql {
  const trimmed = sqlText.trim();
  if (!trimmed) throw badRequest('diSqlEmpty');
  const pieces = splitSql(trimmed);
  const code = pieces.map((p) => (p.kind === 'code' ? p.text : ' ')).join('');
  const first = /^[\s(]*([A-Za-z]+)/.exec(code)?.[1]?.toLowerCase();
  if (first !== 'select' && first !== 'with') throw badRequest('diSqlNotSelect');
  // A semicolon may only end the statement; anything after it but comments is a second statement.
  const semi = code.indexOf(';');
  if (semi >= 0 && code.slice(semi + 1).trim() !== '') throw badRequest('diSqlNotSelect');
  const names: string[] = [];
  let out = '';
  let seenSemi = false;
  for (const piece of pieces) {
    if (piece.kind === 'skip') {
      // Comments after the closing semicolon are dropped with it; a line comment keeps its newline.
      if (!seenSemi) out += piece.text.startsWith('--') ? `${piece.text.replace(/\n?$/, '')}\n` : piece.text;
      continue;
    }
    const t = piece.text;
    for (let i = 0; i < t.length; i += 1) {
      const c = t[i]!;
      if (seenSemi) break;
      if (c === ';') {
        seenSemi = true;
        break;
      }
      if (c === '?' && dialect === 'sqlite') throw badRequest('diSqlPositional');
      if (c === '$' && /[0-9]/.test(t[i + 1] ?? '')) throw badRequest('diSqlPositional');
      if (c === '?' && /[0-9]/.test(t[i + 1] ?? '')) throw badRequest('diSqlPositional');
      if (c === ':' && WORD.test(t[i + 1] ?? '') && t[i - 1] !== ':' && dialect === 'sqlite')
        throw badRequest('diSqlPositional');
      if (c === '@' && WORD.test(t[i + 1] ?? '') && !OPERATOR_BEFORE.test(t[i - 1] ?? ' ')) {
        let j = i + 1;
        while (j < t.length && WORD_CHAR.test(t[j]!)) j += 1;
        names.push(t.slice(i + 1, j));
        out += dialect === 'postgres' ? `$${names.length}` : '?';
        i = j - 1;
        continue;
      }
      out += c;
    }
  }
  return { text: out.trim(), names };
}
