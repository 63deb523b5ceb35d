import path from 'node:path';
import { defineConfig } from 'vitest/config';

const SERVER_TESTS = [
  'packages/*/src/**/*.test.ts',
  'apps/server/{src,test}/**/*.test.ts',
  'tools/**/*.test.ts',
];
const SERVER_ISOLATED = [
  'apps/server/src/lib/ids.test.ts',
  'apps/server/src/lib/safe-http-connect.test.ts',
  'apps/server/src/modules/chat/chat-batch.test.ts',
  'apps/server/src/modules/sign-in-modes/scan-ticket.test.ts',
  'apps/server/src/modules/sign-in-modes/sms-code.test.ts',
];

/** One Vitest run covers shared units, server integration and web units; e2e belongs to Playwright. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
  test: {
    exclude: ['**/node_modules/**', 'apps/web/e2e/**'],
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          // The server files share one module graph (no per-file re-import of the whole app, which
          // cost about 2 s of CPU per file); each builds its own app, database and Redis prefix.
          name: 'server',
          include: SERVER_TESTS,
          exclude: ['**/node_modules/**', ...SERVER_ISOLATED],
          isolate: false,
        },
      },
      {
        extends: true,
        // files that replace modules or the clock (vi.mock, fake timers, a mocked Date.now), or read
        // module state from a fresh import: each in a module graph of its own
        test: { name: 'server-isolated', include: SERVER_ISOLATED },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // the signed-in screens' texts, which the app loads with the shell, are there for every test
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
    ],
  },
});
