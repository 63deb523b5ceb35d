import { CODE_RULE, NAME_RULE } from '@tessera/shared';
import { badRequest } from '../../lib/errors';

/**
 * Checks the name and code patterns of an administered record (spec 02 §5), with the message in the
 * caller's language. A stored code that predates the rule (seed codes with hyphens) may be kept.
 */
export function checkNameAndCode(fullName: string, enCode: string, storedCode?: string): void {
  if (!NAME_RULE.pattern.test(fullName)) throw badRequest('nameInvalid');
  if (enCode !== storedCode && !CODE_RULE.pattern.test(enCode)) throw badRequest('codeInvalid');
}
