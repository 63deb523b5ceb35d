import { randomInt } from 'node:crypto';
import { INITIAL_PASSWORD } from '@tessera/shared';
import { badRequest } from '../../lib/errors';

// no look-alikes (0/O, 1/l/I), so a password read off the screen is typed right
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;
const pick = (from: string) => from[randomInt(from.length)]!;

/** A strong random password (14 characters, lower, upper and digits, from the system's CSPRNG). */
export function generatePassword(length = 14): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** Refuses a weak password an administrator chose (400 initialPasswordWeak); answers it unchanged. */
export function checkInitialPassword(password: string, account: string): string {
  if (!INITIAL_PASSWORD.test(password) || password.toLowerCase() === account.toLowerCase())
    throw badRequest('initialPasswordWeak');
  return password;
}
