import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../../config/env';

/** Name of the generated key under DATA_DIR. */
export const FILE_URL_KEY_FILE = 'file-url.key';

/**
 * The key of the signed file links (ADR 0022): FILE_URL_KEY when set (every instance shares it),
 * else the one in DATA_DIR/file-url.key, made when the first link is signed or checked (mode 0600). Two instances starting at
 * once both read whichever key was written first.
 */
export function fileUrlKey(config: Pick<AppConfig, 'DATA_DIR' | 'FILE_URL_KEY'>): Buffer {
  if (config.FILE_URL_KEY) return Buffer.from(config.FILE_URL_KEY, 'utf8');
  const file = path.join(config.DATA_DIR, FILE_URL_KEY_FILE);
  const read = () => {
    const text = readFileSync(file, 'utf8').trim();
    if (text.length < 64) throw new Error(`${file} holds no file URL key; remove it or set FILE_URL_KEY`);
    return Buffer.from(text, 'hex');
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}
