import { MAX_IMAGE_BYTES, MAX_SIGN_BYTES, PATTERNS, type PatternName } from '@tessera/shared';
import type { MessageKey } from '@/locales/zh';

/** An antd form rule for a named pattern; empty values pass (required is a separate rule). */
export function patternRule(name: PatternName, t: (key: MessageKey) => string) {
  const rule = PATTERNS[name];
  return { pattern: rule.pattern, message: t(`validation.${rule.messageKey}` as MessageKey) };
}

/** Why an avatar file is refused before upload, or null when it may go (spec 01 section 5). */
export function avatarProblem(file: { type: string; size: number }): MessageKey | null {
  if (!/^image\/(png|jpe?g|gif|webp)$/.test(file.type)) return 'profile.avatar.notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'profile.avatar.tooLarge';
  return null;
}

/** Why a signature image file is refused, or null. */
export function signImgProblem(file: { type: string; size: number }): MessageKey | null {
  if (!/^image\/(png|jpeg)$/.test(file.type)) return 'profile.sign.notImage';
  if (file.size > MAX_SIGN_BYTES) return 'profile.sign.tooLarge';
  return null;
}
