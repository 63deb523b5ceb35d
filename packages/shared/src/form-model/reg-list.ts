import { FORM_LIMITS } from './limits';

/** One validation rule of a widget's `regList`. */
export interface RegRule {
  /** A regex literal `/…/flags` or a bare pattern. */
  pattern: string;
  /** The message shown when the value does not match. */
  message?: string;
}

const LITERAL = /^\/(.*)\/([dgimsuy]*)$/s;

/**
 * Compiles a `regList` pattern (`/^\d+$/` or `^\d+$`); undefined when it is too long or does not
 * compile. The `g` and `y` flags are dropped (they make `test` stateful).
 */
export function compileRegRule(pattern: unknown): RegExp | undefined {
  if (typeof pattern !== 'string' || pattern.length === 0 || pattern.length > FORM_LIMITS.maxPattern)
    return undefined;
  const literal = LITERAL.exec(pattern);
  const source = literal ? literal[1]! : pattern;
  const flags = literal ? literal[2]!.replace(/[gy]/g, '') : '';
  try {
    return new RegExp(source, flags);
  } catch {
    return undefined;
  }
}
