import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Chromium flags shared with the benchmarks and the screenshot script. */
const chromiumArgs: string[] = JSON.parse(
  readFileSync(path.join(here, '../../tools/chromium-args.json'), 'utf8'),
);
/** Port of the server the journeys run against (the built web app is served by it). */
const PORT = Number(process.env.E2E_PORT ?? 3199);
/** File the server appends verification codes to (SMS_SENDER=file:…); journeys read it. */
const SMS_FILE = (process.env.E2E_SMS_FILE ??= path.join(
  mkdtempSync(path.join(tmpdir(), 'tessera-sms-')),
  'sms.jsonl',
));

/** Browser journeys against the real server (fresh seeded SQLite) serving the built web app. */
/** The run against the previous release's database (scripts/test.sh): only the upgrade journeys. */
const UPGRADE = process.env.E2E_UPGRADE === '1';

export default defineConfig({
  testDir: './e2e',
  // the upgrade journeys need the previous release's database; the other journeys a fresh one
  ...(UPGRADE ? { testMatch: 'upgrade/**/*.spec.ts' } : { testIgnore: 'upgrade/**' }),
  outputDir: './e2e/.artifacts',
  // journeys sign in (a slow password hash) and walk several pages; the 2-core CI machine needs room
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // one worker: the journeys share one server and sign the same seeded users in and out
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    // the app then turns Ant Design's motion off, so no click lands on a half-open popup
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's binary without its wrapper's desktop flags (see tools/chromium.mjs)
      executablePath: ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((f) => existsSync(f)),
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx --no-install tsx ../server/src/server.ts',
    cwd: here,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'tessera-e2e-')),
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(here, 'dist'),
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      // the journeys sign in with the seeded admin / 123456, which production mode refuses
      NODE_ENV: 'test',
      ALLOW_DEFAULT_ADMIN_PASSWORD: '1',
      SMS_SENDER: `file:${SMS_FILE}`,
    },
  },
});
