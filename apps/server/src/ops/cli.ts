import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../config/env';
import { BackupError, createBackup, restoreBackup } from './backup';

// `npm run backup [-- --out DIR]` and `npm run restore -- FILE [--force]` (README, ADR 0020).
const USAGE = 'usage: npm run backup [-- --out DIR]  |  npm run restore -- FILE [--force]';

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  const target = {
    dataDir: config.DATA_DIR,
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
  };
  if (command === 'backup') {
    let outDir = path.join(REPO_ROOT, 'backups');
    for (let i = 0; i < rest.length; i++) {
      if (rest[i] === '--out' && rest[i + 1]) outDir = path.resolve(rest[++i]!);
      else throw new BackupError(`unknown argument ${rest[i]}\n${USAGE}`);
    }
    const file = await createBackup({ ...target, outDir });
    console.log(`backup written: ${file}`);
    return;
  }
  if (command === 'restore') {
    const force = rest.includes('--force');
    const files = rest.filter((a) => a !== '--force');
    if (files.length !== 1 || files[0]!.startsWith('--')) throw new BackupError(USAGE);
    const summary = await restoreBackup({ ...target, file: path.resolve(files[0]!), force });
    console.log(
      `restored the ${summary.dialect} backup of ${summary.createdAt} (${summary.files} files) into ${config.DATA_DIR}` +
        (summary.previousDataDir ? `; the replaced data folder is kept at ${summary.previousDataDir}` : ''),
    );
    return;
  }
  throw new BackupError(USAGE);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
});
