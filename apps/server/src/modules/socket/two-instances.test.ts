import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Conversation } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { SEED_PASSWORD_MD5, seedDatabase } from '../../db/seed';
import { connectUser, listen } from './test-socket';

const DB_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

// Two instances on one PostgreSQL schema and one Redis: chat batches from both, one socket per session.
describe.skipIf(!DB_URL || !REDIS_URL)('chat and sockets on two instances', () => {
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
  const unreadOn = async (app: FastifyInstance, account: string) => {
    const res = await callAs<{ list: Conversation[] }>(app, await signIn(app, account), {
      url: '/api/message/imreply',
    });
    return Object.fromEntries(res.data.list.map((c) => [c.id, c.unreadMessage]));
  };

  beforeAll(async () => {
    admin = createDatabase({ databaseUrl: DB_URL });
    await sql.raw(`create schema ${schema}`).execute(admin.db);
    database = createDatabase({ databaseUrl: DB_URL, searchPath: schema });
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    const config = testConfig({
      REDIS_URL: REDIS_URL!,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-two-')),
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

  it('counts the unread messages of batches written by both instances the same on each', async () => {
    const wujiu = await connectUser(baseB, await signIn(b, 'wujiu'));
    const fromA = await connectUser(baseA, await signIn(a, 'sunqi'));
    const fromB = await connectUser(baseB, await signIn(b, 'linfeng'));
    // Both instances write batches for the same recipient at the same time.
    for (let i = 1; i <= 8; i += 1)
      for (const { socket } of [fromA, fromB])
        socket.send({
          method: 'SendMessage',
          toUserId: ids.wujiu,
          messageType: 'text',
          messageContent: `${i}`,
        });
    for (let n = 0; n < 16; n += 1) await wujiu.socket.next('receiveMessage');
    for (const { socket } of [fromA, fromB])
      expect(socket.frames.filter((f) => f.method === 'error')).toEqual([]);

    const expected = { [ids.sunqi!]: 8, [ids.linfeng!]: 8 };
    expect(await unreadOn(a, 'wujiu')).toMatchObject(expected);
    expect(await unreadOn(b, 'wujiu')).toMatchObject(expected);
    const onA = await connectUser(baseA, await signIn(a, 'wujiu'));
    expect(onA.init.unreadNums.map((u) => [u.sendUserId, u.unreadNum]).sort()).toEqual(
      Object.entries(expected).sort(),
    );

    // Read on B: zero on both.
    wujiu.socket.send({ method: 'UpdateReadMessage', formUserId: ids.sunqi });
    wujiu.socket.send({ method: 'MessageList', toUserId: ids.sunqi });
    await wujiu.socket.next('messageList');
    expect((await unreadOn(a, 'wujiu'))[ids.sunqi!]).toBe(0);
    expect((await unreadOn(b, 'wujiu'))[ids.linfeng!]).toBe(8);
    for (const s of [wujiu, fromA, fromB, onA]) await s.socket.close();
  });

  it('applies what an instance of the previous release publishes (one message alone) during a rolling upgrade', async () => {
    const wangwu = await connectUser(baseB, await signIn(b, 'wangwu'));
    const redis = new Redis(REDIS_URL!);
    const frame = { method: 'refresh', msg: 'from the old release' };
    const message = { kind: 'users', userIds: [ids.wangwu], frame };
    await redis.publish(`${prefix}socket`, JSON.stringify({ from: 'old-instance', message }));
    expect(await wangwu.socket.next('refresh')).toEqual(frame);
    await redis.quit();
    await wangwu.socket.close();
  });

  it('closes a session’s socket on A with closeSocket when the session opens one on B, and keeps the user online', async () => {
    const token = await signIn(a, 'chenjing');
    const watcher = await connectUser(baseA, await signIn(a, 'huangli'));
    const onA = await connectUser(baseA, token);
    await watcher.socket.next('online', (f) => f.userId === ids.chenjing);
    const onB = await connectUser(baseB, token);
    expect(await onA.socket.next('closeSocket')).toEqual({ method: 'closeSocket' });
    expect((await onA.socket.closed).code).toBe(1000);
    // B's socket stays served and reaches the user from A.
    a.services.push.toUsers([ids.chenjing!], { method: 'refresh', msg: 'from A' });
    expect(await onB.socket.next('refresh')).toEqual({ method: 'refresh', msg: 'from A' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(watcher.socket.frames.filter((f) => f.method === 'offline')).toEqual([]);
    await onB.socket.close();
    await watcher.socket.close();
  });
});
