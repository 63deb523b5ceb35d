import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Conversation } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { SEED_PASSWORD_MD5, seedDatabase } from '../src/db/seed';
import { connectUser, listen } from '../src/modules/socket/test-socket';
import { testConfig } from './helpers/dialects';
import { callAs } from './helpers/http';

const DB_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

// Two server instances on one PostgreSQL schema and one Redis, as behind a load balancer.
describe.skipIf(!DB_URL || !REDIS_URL)('two instances with Redis', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const prefix = `tessera-test-${randomBytes(6).toString('hex')}:`;
  let admin: Database;
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;
  const ids: Record<string, string> = {};

  const signIn = async (app: FastifyInstance, account: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { account, password: SEED_PASSWORD_MD5 },
    });
    return res.json<{ data: { token: string } }>().data.token;
  };

  beforeAll(async () => {
    admin = createDatabase({ databaseUrl: DB_URL });
    await sql.raw(`create schema ${schema}`).execute(admin.db);
    database = createDatabase({ databaseUrl: DB_URL, searchPath: schema });
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    const config = testConfig({
      REDIS_URL: REDIS_URL!,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-multi-')),
    });
    a = await buildApp({ config, database, logger: false, redisPrefix: prefix });
    b = await buildApp({ config, database, logger: false, redisPrefix: prefix });
    baseA = await listen(a);
    baseB = await listen(b);
    for (const r of await database.db.selectFrom('base_user').select(['id', 'account']).execute())
      ids[r.account] = r.id;
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.db.destroy();
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db);
    await admin.db.destroy();
    const redis = new Redis(REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('delivers a message sent through A to a recipient on B, with online state and unread counts', async () => {
    const lisi = await connectUser(baseB, await signIn(b, 'lisi'));
    const zhangsanToken = await signIn(a, 'zhangsan');
    const zhangsan = await connectUser(baseA, zhangsanToken);
    expect(zhangsan.init.onlineUserList).toEqual(expect.arrayContaining([ids.lisi, ids.zhangsan]));
    await lisi.socket.next('online', (f) => f.userId === ids.zhangsan);

    zhangsan.socket.send({
      method: 'SendMessage',
      toUserId: ids.lisi,
      messageType: 'text',
      messageContent: '跨实例',
    });
    const echo = await zhangsan.socket.next('sendMessage');
    const got = await lisi.socket.next('receiveMessage');
    expect(got).toMatchObject({ id: echo.id, formUserId: ids.zhangsan, formMessage: '跨实例' });

    const lisiOnA = await connectUser(baseA, await signIn(a, 'lisi'));
    expect(lisiOnA.init.unreadNums).toEqual([
      expect.objectContaining({ sendUserId: ids.zhangsan, unreadNum: 1 }),
    ]);
    const onB = await callAs<{ list: Conversation[] }>(b, await signIn(b, 'lisi'), {
      url: '/api/message/imreply',
    });
    expect(onB.data.list[0]).toMatchObject({ id: ids.zhangsan, unreadMessage: 1 });

    // The user stays online while a socket remains on either instance.
    await lisiOnA.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(zhangsan.socket.frames.filter((f) => f.method === 'offline')).toEqual([]);
    await lisi.socket.close();
    await zhangsan.socket.next('offline', (f) => f.userId === ids.lisi);
    await zhangsan.socket.close();
  });

  it('delivers what the message centre of A pushes to a user connected to B', async () => {
    const wangwu = await connectUser(baseB, await signIn(b, 'wangwu'));
    a.services.push.toUsers([ids.wangwu!], { method: 'refresh', msg: 'from A' });
    expect(await wangwu.socket.next('refresh')).toEqual({ method: 'refresh', msg: 'from A' });
    await wangwu.socket.close();
  });

  it('refuses on B at once a session signed out on A and closes its socket there, without logout', async () => {
    const token = await signIn(a, 'zhaoliu');
    // B has the session in its short cache before the revocation.
    expect((await callAs(b, token, { url: '/api/oauth/CurrentUser' })).code).toBe(200);
    const onB = await connectUser(baseB, token);
    expect((await callAs(a, token, { url: '/api/oauth/Logout' })).code).toBe(200);
    // the session's own sign-out: a normal closure, never the "session expired" frame
    expect(await onB.socket.next('closeSocket')).toEqual({ method: 'closeSocket' });
    expect((await onB.socket.closed).code).toBe(1000);
    expect(onB.socket.frames.filter((f) => f.method === 'logout')).toEqual([]);
    expect((await callAs(b, token, { url: '/api/oauth/CurrentUser' })).code).toBe(600);
  });
});
