import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a stored temporary file is for: an upload to preview, or a generated file to download. */
export type TempKind = 'upload' | 'download';

interface TempMeta {
  owner: string;
  kind: TempKind;
  name: string;
  expiresAt: number;
}

const TEMP_NAME = /^[0-9a-f]{32}\.xlsx$/;

/**
 * Short-lived spreadsheets under `<dataDir>/tmp/excel`: server-made random names, each bound to
 * the user who made it and to a kind, gone after `ttlMs`. Expired files are swept on each save.
 */
export class TempSheets {
  constructor(
    private readonly dir: string,
    private readonly ttlMs = 10 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores bytes for a user; answers the stored name. */
  async save(owner: string, kind: TempKind, name: string, bytes: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    await this.sweep();
    const stored = `${randomBytes(16).toString('hex')}.xlsx`;
    const meta: TempMeta = { owner, kind, name, expiresAt: this.now() + this.ttlMs };
    await writeFile(path.join(this.dir, stored), bytes, { flag: 'wx' });
    await writeFile(path.join(this.dir, `${stored}.json`), JSON.stringify(meta), { flag: 'wx' });
    return stored;
  }

  /** Stores a file that `write` makes at the given path (large exports); answers the stored name. */
  async saveWith(
    owner: string,
    kind: TempKind,
    name: string,
    write: (file: string) => Promise<void>,
  ): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    await this.sweep();
    const stored = `${randomBytes(16).toString('hex')}.xlsx`;
    const file = path.join(this.dir, stored);
    try {
      await write(file);
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    const meta: TempMeta = { owner, kind, name, expiresAt: this.now() + this.ttlMs };
    await writeFile(path.join(this.dir, `${stored}.json`), JSON.stringify(meta), { flag: 'wx' });
    return stored;
  }

  /** A live file of this kind made by this user, or null (unknown, expired, someone else's). */
  async read(owner: string, kind: TempKind, stored: string): Promise<{ name: string; bytes: Buffer } | null> {
    if (!TEMP_NAME.test(stored)) return null;
    const meta = await this.meta(stored);
    if (!meta || meta.owner !== owner || meta.kind !== kind || meta.expiresAt <= this.now()) return null;
    const bytes = await readFile(path.join(this.dir, stored)).catch(() => null);
    return bytes ? { name: meta.name, bytes } : null;
  }

  private async meta(stored: string): Promise<TempMeta | null> {
    const text = await readFile(path.join(this.dir, `${stored}.json`), 'utf8').catch(() => null);
    if (!text) return null;
    try {
      return JSON.parse(text) as TempMeta;
    } catch {
      return null;
    }
  }

  /** Removes expired files. */
  async sweep(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const stored of names.filter((n) => TEMP_NAME.test(n))) {
      const meta = await this.meta(stored);
      if (meta && meta.expiresAt > this.now()) continue;
      await rm(path.join(this.dir, stored), { force: true });
      await rm(path.join(this.dir, `${stored}.json`), { force: true });
    }
  }
}
