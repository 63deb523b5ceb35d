import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, findRepoRoot, loadConfig } from './env';

describe('findRepoRoot', () => {
  it('finds the workspace root from the sources and from the compiled bundle folder alike', () => {
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as object;
    expect(manifest).toHaveProperty('workspaces');
    const here = path.dirname(fileURLToPath(import.meta.url));
    expect(findRepoRoot(here)).toBe(REPO_ROOT);
    // apps/server/dist is one level shallower than src/config: a fixed '../..' would miss
    expect(findRepoRoot(path.join(REPO_ROOT, 'apps/server/dist'))).toBe(REPO_ROOT);
    expect(existsSync(path.join(REPO_ROOT, 'apps/server/src/config/env.ts'))).toBe(true);
  });
});

describe('loadConfig', () => {
  it('runs with no environment at all: SQLite data in <repo>/data, port 3000, seeding on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      LOGIN_RATE_LIMIT: 60,
      SEED: true,
      TRUST_PROXY: false,
    });
    expect(config.DATA_DIR).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.WEB_DIST).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('resolves a relative DATA_DIR against the working directory and reads booleans', () => {
    const config = loadConfig({
      DATA_DIR: 'somewhere',
      SEED: '0',
      TRUST_PROXY: 'true',
      ALLOW_DEFAULT_ADMIN_PASSWORD: '1',
    });
    expect(config.DATA_DIR).toBe(path.resolve('somewhere'));
    expect(config).toMatchObject({ SEED: false, TRUST_PROXY: true, ALLOW_DEFAULT_ADMIN_PASSWORD: true });
  });

  it('lists every bad variable in one error', () => {
    const attempt = () =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED: 'maybe', LOGIN_AES_KEY: 'short' });
    expect(attempt).toThrow(/PORT/);
    try {
      attempt();
    } catch (error) {
      const text = String(error);
      for (const name of ['PORT', 'DATABASE_URL', 'SEED', 'LOGIN_AES_KEY']) expect(text).toContain(name);
    }
  });

  it('reads TRUST_PROXY as off, on or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'ON' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, loopback,fd00::1 ' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'loopback',
      'fd00::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, proxy.example' })).toThrow(
      /TRUST_PROXY.*proxy\.example/,
    );
  });

  it('reads SOCKET_ALLOWED_ORIGINS as canonical origins and refuses anything else', () => {
    expect(loadConfig({}).SOCKET_ALLOWED_ORIGINS).toEqual([]);
    expect(
      loadConfig({
        SOCKET_ALLOWED_ORIGINS: 'HTTPS://App.Example:443, http://localhost:5173,https://app.example',
      }).SOCKET_ALLOWED_ORIGINS,
    ).toEqual(['https://app.example', 'http://localhost:5173']);
    for (const wrong of ['*', 'null', 'app.example', 'https://app.example/path', 'wss://app.example']) {
      expect(() => loadConfig({ SOCKET_ALLOWED_ORIGINS: wrong }), wrong).toThrow(/SOCKET_ALLOWED_ORIGINS/);
    }
  });
});
