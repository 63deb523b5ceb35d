import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import * as tar from 'tar-stream';
import { openSqlite } from '../db/database';

const run = promisify(execFile);

/** What the archive says it is; a different `format` is a foreign file. */
const FORMAT = 'tessera-backup';
const VERSION = 1;
const MANIFEST = 'manifest.json';
/** Entries of the data folder's files are named `data/<path inside DATA_DIR>`. */
const DATA_PREFIX = 'data/';
const SQLITE_FILE = 'tessera.db';
const SQLITE_ENTRY = `database/${SQLITE_FILE}`;
const PG_ENTRY = 'database/tessera.pgdump';
/** The SQLite file and its companions are never copied as plain files (the database entry holds them). */
const SQLITE_NAMES = new Set(['', '-wal', '-shm', '-journal'].map((s) => `${SQLITE_FILE}${s}`));

/** Where a backup reads from / a restore writes to. */
export interface BackupTarget {
  /** Folder of the uploaded files (and, on SQLite, of `tessera.db`). */
  dataDir: string;
  /** PostgreSQL URL; absent: SQLite in `dataDir`. */
  databaseUrl?: string;
}

/** The list at the end of every archive: what it holds and each entry's size and SHA-256. */
interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  entries: Record<string, { size: number; sha256: string }>;
}

/** A refusal the command prints as is (bad archive, non-empty target, missing tool). */
export class BackupError extends Error {
  override name = 'BackupError';
}

const dialectOf = (target: BackupTarget) => (target.databaseUrl ? 'postgres' : 'sqlite');

/** Every file under `dir`, as paths relative to it with `/` separators, skipping `skip` (absolute). */
async function listFiles(dir: string, skip: (absolute: string) => boolean, base = dir): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const absolute = path.join(dir, entry.name);
    if (skip(absolute)) continue;
    if (entry.isDirectory()) found.push(...(await listFiles(absolute, skip, base)));
    else if (entry.isFile()) found.push(path.relative(base, absolute).split(path.sep).join('/'));
  }
  return found;
}

const isInside = (child: string, parent: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** A pass-through stream that counts and hashes what flows through it. */
function hasher(): Transform & { digest(): { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { digest(): { size: number; sha256: string } };
  stream.digest = () => ({ size, sha256: hash.digest('hex') });
  return stream;
}

/** Runs a PostgreSQL client tool; a missing tool is a clear refusal, not a stack trace. */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT')
      throw new BackupError(
        `${tool} was not found: install the PostgreSQL client tools of the server's major version (Debian: apt-get install postgresql-client)`,
      );
    throw new BackupError(`${tool} failed: ${(e.stderr ?? e.message).trim()}`);
  }
}

/** Options of {@link createBackup}. */
export interface BackupOptions extends BackupTarget {
  /** Folder the archive is written to (made when missing). */
  outDir: string;
  /** Clock, for the file name. */
  now?: Date;
}

/**
 * Writes one `.tar.gz` holding the database (SQLite: an online copy through SQLite's backup API,
 * safe while the server writes; PostgreSQL: `pg_dump` custom format, one consistent snapshot) and
 * every file under the data folder, then a manifest with each entry's size and SHA-256. The
 * archive appears under its final name only when complete. Answers its path.
 */
export async function createBackup(options: BackupOptions): Promise<string> {
  const now = options.now ?? new Date();
  const dialect = dialectOf(options);
  const dataDir = path.resolve(options.dataDir);
  const outDir = path.resolve(options.outDir);
  await mkdir(outDir, { recursive: true });
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const finalPath = path.join(outDir, `tessera-${dialect}-${stamp}.tar.gz`);
  const work = path.join(outDir, `.tessera-backup-${randomBytes(6).toString('hex')}`);
  await mkdir(work);
  const partial = `${finalPath}.partial`;
  try {
    const dbCopy = path.join(work, dialect === 'sqlite' ? SQLITE_FILE : 'tessera.pgdump');
    if (dialect === 'sqlite') {
      const source = path.join(dataDir, SQLITE_FILE);
      if (!existsSync(source)) throw new BackupError(`no database at ${source} (is DATA_DIR right?)`);
      const sqlite = openSqlite(source, { fileMustExist: true });
      try {
        await sqlite.backup(dbCopy);
      } finally {
        sqlite.close();
      }
    } else {
      await pgTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${dbCopy}`,
        `--dbname=${options.databaseUrl!}`,
      ]);
    }

    const files = await listFiles(
      dataDir,
      (abs) =>
        isInside(outDir, abs) ||
        isInside(abs, outDir) ||
        (path.dirname(abs) === dataDir && SQLITE_NAMES.has(path.basename(abs))),
    );
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: now.toISOString(),
      dialect,
      entries: {},
    };
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), createWriteStream(partial));
    const add = async (name: string, source: string) => {
      const { size } = await stat(source);
      const hash = hasher();
      const entry = pack.entry({ name, size, mode: 0o600, mtime: now });
      await pipeline(createReadStream(source), hash, entry);
      manifest.entries[name] = hash.digest();
    };
    await add(dialect === 'sqlite' ? SQLITE_ENTRY : PG_ENTRY, dbCopy);
    for (const file of files) await add(`${DATA_PREFIX}${file}`, path.join(dataDir, file));
    pack.entry({ name: MANIFEST, mode: 0o600, mtime: now }, JSON.stringify(manifest, null, 2));
    pack.finalize();
    await written;
    await rename(partial, finalPath);
    return finalPath;
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** Whether the target already holds data: a table in its database or a file in its data folder. */
async function targetHasData(target: BackupTarget): Promise<string | null> {
  const dataDir = path.resolve(target.dataDir);
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg_toast%'`,
      );
      if (Number(rows[0]?.n ?? 0) > 0) return 'the PostgreSQL database has tables';
    } finally {
      await client.end();
    }
  }
  const files = await listFiles(dataDir, () => false);
  if (files.length > 0) return `${dataDir} holds files (${files.length})`;
  return null;
}

/** A safe relative path of an archive entry under `data/`, or null when it could escape the folder. */
function safeFilePath(name: string): string | null {
  const rest = name.slice(DATA_PREFIX.length);
  if (!rest || rest.includes('\\') || rest.includes('\0')) return null;
  const parts = rest.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return null;
  return parts.join(path.sep);
}

/**
 * Reads the whole archive into `staging`, checking every entry against the manifest at its end.
 * Throws a {@link BackupError} naming the problem for anything but a complete Tessera archive.
 */
async function unpackVerified(file: string, staging: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText = '';
  const extract = tar.extract();
  extract.on('entry', (header, entryStream, next) => {
    const stream = entryStream as unknown as Readable;
    const name = header.name;
    const fail = (message: string) => {
      stream.resume();
      extract.destroy(new BackupError(message));
    };
    if (header.type === 'directory') {
      stream.resume();
      stream.on('end', () => next());
      return;
    }
    if (header.type !== 'file') return fail(`unexpected ${header.type} entry ${name}`);
    if (seen.has(name) || (name === MANIFEST && manifestText)) return fail(`entry ${name} appears twice`);
    if (name === MANIFEST) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        if (size <= 1024 * 1024) chunks.push(c);
      });
      stream.on('end', () => {
        manifestText = Buffer.concat(chunks).toString('utf8');
        next();
      });
      return;
    }
    let relative: string | null;
    if (name === SQLITE_ENTRY || name === PG_ENTRY) relative = path.join('.database', path.basename(name));
    else if (name.startsWith(DATA_PREFIX)) relative = safeFilePath(name);
    else relative = null;
    if (!relative) return fail(`unexpected entry ${name}`);
    const destination = path.join(staging, relative);
    const hash = hasher();
    mkdir(path.dirname(destination), { recursive: true })
      .then(() => pipeline(stream, hash, createWriteStream(destination)))
      .then(() => {
        seen.set(name, hash.digest());
        next();
      })
      .catch((err: unknown) => extract.destroy(err as Error));
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), extract);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`no such file: ${file}`);
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
      throw new BackupError(`${file} is not a Tessera backup or is damaged (not a complete gzip archive)`);
    throw new BackupError(`${file} is not a Tessera backup or is damaged: ${(err as Error).message}`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    throw new BackupError(`${file} is not a Tessera backup or is cut short (no manifest at its end)`);
  }
  if (manifest?.format !== FORMAT) throw new BackupError(`${file} is not a Tessera backup`);
  if (manifest.version > VERSION)
    throw new BackupError(`${file} was made by a newer Tessera (backup format ${manifest.version})`);
  const expected = Object.entries(manifest.entries ?? {});
  for (const [name, want] of expected) {
    const got = seen.get(name);
    if (!got) throw new BackupError(`${file} is damaged: ${name} is missing`);
    if (got.size !== want.size || got.sha256 !== want.sha256)
      throw new BackupError(`${file} is damaged: ${name} does not match its checksum`);
  }
  for (const name of seen.keys())
    if (!(name in manifest.entries))
      throw new BackupError(`${file} is damaged: ${name} is not in its manifest`);
  const dbEntry = manifest.dialect === 'sqlite' ? SQLITE_ENTRY : PG_ENTRY;
  if (!seen.has(dbEntry)) throw new BackupError(`${file} holds no ${manifest.dialect} database`);
  return manifest;
}

/** Options of {@link restoreBackup}. */
export interface RestoreOptions extends BackupTarget {
  /** The archive made by {@link createBackup}. */
  file: string;
  /** Replace a target that already holds data (its old data folder is kept beside it). */
  force?: boolean;
}

/** What a restore did. */
export interface RestoreSummary {
  dialect: 'sqlite' | 'postgres';
  files: number;
  createdAt: string;
  /** Where the data folder that was replaced now is (only with `force` on a non-empty folder). */
  previousDataDir?: string;
}

/**
 * Restores an archive: refuses a target holding data unless `force`; checks the whole archive
 * (format, dialect, every checksum) before changing anything; then loads the database (PostgreSQL:
 * `pg_restore` in one transaction) and swaps the data folder in with a rename. Stop the server first.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new BackupError(`no such file: ${file}`);
  const occupied = await targetHasData(options);
  if (occupied && !options.force)
    throw new BackupError(`the target is not empty (${occupied}); add --force to replace it`);

  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  const staging = path.join(parent, `.${path.basename(dataDir)}.restore-${randomBytes(6).toString('hex')}`);
  await mkdir(staging);
  let swapped = false;
  try {
    const manifest = await unpackVerified(file, staging);
    const dialect = dialectOf(options);
    if (manifest.dialect !== dialect)
      throw new BackupError(
        `${file} is a ${manifest.dialect} backup; the target is ${dialect} (${dialect === 'postgres' ? 'unset DATABASE_URL' : 'set DATABASE_URL'} to restore it)`,
      );
    const databaseDir = path.join(staging, '.database');
    if (dialect === 'sqlite') {
      const restored = openSqlite(path.join(databaseDir, SQLITE_FILE), { fileMustExist: true });
      try {
        const check = restored.pragma('integrity_check', { simple: true });
        if (check !== 'ok')
          throw new BackupError(`${file} is damaged: the database fails its integrity check`);
      } finally {
        restored.close();
      }
      await rename(path.join(databaseDir, SQLITE_FILE), path.join(staging, SQLITE_FILE));
    } else {
      await pgTool('pg_restore', [
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-privileges',
        ...(occupied ? ['--clean', '--if-exists'] : []),
        `--dbname=${options.databaseUrl!}`,
        path.join(databaseDir, 'tessera.pgdump'),
      ]);
    }
    await rm(databaseDir, { recursive: true, force: true });

    let previousDataDir: string | undefined;
    if (existsSync(dataDir)) {
      previousDataDir = path.join(parent, `${path.basename(dataDir)}.before-restore-${Date.now()}`);
      await rename(dataDir, previousDataDir);
    }
    await rename(staging, dataDir);
    swapped = true;
    // an empty folder that was only moved aside is not worth keeping
    if (previousDataDir && (await listFiles(previousDataDir, () => false)).length === 0) {
      await rm(previousDataDir, { recursive: true, force: true });
      previousDataDir = undefined;
    }
    const files = Object.keys(manifest.entries).filter((n) => n.startsWith(DATA_PREFIX)).length;
    return { dialect, files, createdAt: manifest.createdAt, ...(previousDataDir ? { previousDataDir } : {}) };
  } finally {
    if (!swapped) await rm(staging, { recursive: true, force: true });
  }
}
