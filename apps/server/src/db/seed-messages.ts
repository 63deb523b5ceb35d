import type { Kysely } from 'kysely';
import { newId } from '../lib/ids';
import type { Ctx } from './seed-helpers';
import type { DB } from './schema';

/** A fictitious message of the demo data (fixed ids keep the seed idempotent). */
interface MessageSeed {
  id: string;
  type: 1 | 2;
  title: string;
  body: string;
  /** Accounts that receive it; 'all' for every seeded user. */
  to: string[] | 'all';
  /** How long before the seed run it was released, in minutes. */
  agoMinutes: number;
}

const MESSAGES: MessageSeed[] = [
  {
    id: '1000000000000000101',
    type: 1,
    title: '欢迎使用 Tessera 协同平台',
    body: '<p>各位同事：</p><p>新平台已上线，<strong>站内消息</strong>与<strong>内部聊天</strong>均可在右上角打开。</p><ul><li>公告由管理员发布</li><li>流程消息可直接跳转办理</li></ul>',
    to: 'all',
    agoMinutes: 60 * 24,
  },
  {
    id: '1000000000000000102',
    type: 1,
    title: '系统维护通知（示例）',
    body: '<p>本周六 22:00 至 23:00 进行例行维护，期间可能短暂无法访问。</p><p style="text-align:right">星河示例科技 信息部</p>',
    to: 'all',
    agoMinutes: 60,
  },
  {
    id: '1000000000000000201',
    type: 2,
    title: '请审批：张三的请假申请（示例）',
    body: JSON.stringify({
      type: 2,
      processId: '1000000000000000901',
      flowId: '1000000000000000902',
      taskNodeId: '1000000000000000903',
      taskOperatorId: '1000000000000000904',
    }),
    to: ['admin', 'zhangsan'],
    agoMinutes: 10,
  },
];

/** Seeds demo notices and a flow message for the message drawer; adds only what is missing. */
export async function seedMessages(ctx: Ctx): Promise<void> {
  const db = ctx.db as unknown as Kysely<DB>;
  const users = await db
    .selectFrom('base_user')
    .select(['id', 'account'])
    .where('deleted_at', 'is', null)
    .execute();
  const admin = users.find((u) => u.account === 'admin')?.id ?? null;
  const have = new Set(
    (
      await db
        .selectFrom('base_message')
        .select('id')
        .where(
          'id',
          'in',
          MESSAGES.map((m) => m.id),
        )
        .execute()
    ).map((r) => r.id),
  );
  for (const m of MESSAGES) {
    if (have.has(m.id)) continue;
    const released = ctx.now - m.agoMinutes * 60_000;
    const to = m.to === 'all' ? users : users.filter((u) => (m.to as string[]).includes(u.account));
    await db
      .insertInto('base_message')
      .values({
        id: m.id,
        type: m.type,
        title: m.title,
        body_text: m.body,
        files: '[]',
        recipients_json: JSON.stringify({
          toAll: m.to === 'all',
          organizeIds: [],
          roleIds: [],
          userIds: m.to === 'all' ? [] : to.map((u) => u.id),
        }),
        enabled_mark: 1,
        creator_user_id: admin,
        creator_time: released,
        last_modify_user_id: null,
        last_modify_time: null,
        release_user_id: admin,
        release_time: released,
        deleted_at: null,
        deleted_user_id: null,
      })
      .execute();
    if (to.length === 0) continue;
    await db
      .insertInto('base_message_receive')
      .values(
        to.map((u) => ({
          id: newId(),
          message_id: m.id,
          user_id: u.id,
          is_read: 0,
          read_time: null,
          created_at: released,
          deleted_at: null,
        })),
      )
      .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
      .execute();
  }
}
