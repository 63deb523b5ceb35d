import type {
  BillRuleItem,
  MessageTemplateItem,
  Paged,
  PositionItem,
  PrintDevInfo,
  PrintDevItem,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from './helpers/dialects';
import { billRuleBody, printDevBody } from './helpers/fixtures';
import { callAs } from './helpers/http';

// Issue 14.5: fields the original JNPF client reads where the spec names none, pinned per resource
// (the answer schemas are checked strictly under NODE_ENV=test, so a field the schema lacks fails too).
describeEachDialect('JNPF client answer fields', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let adminName = '';

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    const row = await ctx.userRow('admin');
    adminName = `${row.real_name}/${row.account}`;
  });

  it('answers a position with `department`, its organisation’s own name, beside `organize`', async () => {
    const org = await ctx.db
      .selectFrom('base_organize')
      .select(['id', 'full_name'])
      .where('en_code', '=', 'rd')
      .executeTakeFirstOrThrow();
    const created = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: '/api/permission/Position',
      payload: {
        organizeId: org.id,
        fullName: '字段岗位',
        enCode: 'jnpfFieldPos',
        sortCode: 0,
        enabledMark: 1,
      },
    });
    expect(created.code, created.msg).toBe(200);
    const page = await callAs<Paged<PositionItem>>(app, admin, {
      url: '/api/permission/Position',
      query: { keyword: 'jnpfFieldPos' },
    });
    expect(page.data.list).toHaveLength(1);
    const item = page.data.list[0]!;
    expect(item.department).toBe(org.full_name);
    expect(item.organize.endsWith(org.full_name)).toBe(true);
    const info = await callAs<PositionItem>(app, admin, {
      url: `/api/permission/Position/${created.data.id}`,
    });
    expect(info.data.department).toBe(org.full_name);
  });

  it('answers a bill rule with `category` and `creatorUser` ("realName/account")', async () => {
    const created = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: '/api/system/BillRule',
      payload: billRuleBody({ fullName: '字段编号', enCode: 'JnpfFieldRule', prefix: 'J-' }),
    });
    expect(created.code, created.msg).toBe(200);
    const page = await callAs<Paged<BillRuleItem>>(app, admin, {
      url: '/api/system/BillRule',
      query: { keyword: 'JnpfFieldRule' },
    });
    expect(page.data.list[0]).toMatchObject({
      category: 'order',
      categoryId: 'order',
      creatorUser: adminName,
    });
    const info = await callAs<BillRuleItem>(app, admin, { url: `/api/system/BillRule/${created.data.id}` });
    expect(info.data).toMatchObject({ category: 'order', creatorUser: adminName });
  });

  it('answers a print template with `category` and `creatorUser`, in the list and the info', async () => {
    const created = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: '/api/system/printDev',
      payload: printDevBody({ fullName: '字段模板', enCode: 'jnpf_field_print', categoryId: 'hr' }),
    });
    expect(created.code, created.msg).toBe(200);
    const page = await callAs<Paged<PrintDevItem>>(app, admin, {
      url: '/api/system/printDev',
      query: { keyword: 'jnpf_field_print' },
    });
    expect(page.data.list[0]).toMatchObject({ category: 'hr', categoryId: 'hr', creatorUser: adminName });
    const info = await callAs<PrintDevInfo>(app, admin, { url: `/api/system/printDev/${created.data.id}` });
    expect(info.data).toMatchObject({ category: 'hr', creatorUser: adminName });
  });

  it('answers a message template with `creatorUser`, seeded ones included', async () => {
    const created = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: '/api/message/MessageTemplateConfig',
      payload: {
        fullName: '字段消息',
        enCode: 'jnpfFieldMsg',
        messageSource: '2',
        messageType: '1',
        title: '标题',
        content: '<p>内容</p>',
      },
    });
    expect(created.code, created.msg).toBe(200);
    const info = await callAs<MessageTemplateItem>(app, admin, {
      url: `/api/message/MessageTemplateConfig/${created.data.id}`,
    });
    expect(info.data.creatorUser).toBe(adminName);
    const seeded = await callAs<Paged<MessageTemplateItem>>(app, admin, {
      url: '/api/message/MessageTemplateConfig',
      query: { keyword: 'noticeRelease' },
    });
    expect(seeded.data.list[0]).toHaveProperty('creatorUser');
  });
});
