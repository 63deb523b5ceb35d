import type {
  AuthorityNode,
  AuthorityValues,
  CurrentUserResult,
  DictionaryAllEntry,
  DictionaryOption,
  DictionaryTypeNode,
  MenuBody,
  MenuItem,
  MenuNode,
  ResourceItem,
  SystemItem,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { seedDatabase } from '../../db/seed';
import { dictionaryTranslations } from '../dictionary/migrations/0024-dictionary-translations';
import { translatedNames } from './migrations/0023-translated-names';

const LANG = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' } as const;
type Lang = keyof typeof LANG;

const flatten = <T extends { children?: T[] }>(nodes: T[]): T[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describeEachDialect('names in the request language (ADR 0019)', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const get = <T>(url: string, lang: Lang, query?: Record<string, string>) =>
    callAs<T>(app, admin, { url, query, headers: { 'accept-language': LANG[lang] } });
  const nameOf = async (lang: Lang, code: string) =>
    flatten((await get<{ list: MenuNode[] }>('/api/system/Menu', lang)).data.list).find(
      (n) => n.enCode === code,
    )?.fullName;

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
  });

  it('answers the seeded menu tree, systems and buttons in zh, zhtw and en', async () => {
    expect(await nameOf('zh', 'system.notice')).toBe('系统公告');
    expect(await nameOf('zhtw', 'system.notice')).toBe('系統公告');
    expect(await nameOf('en', 'system.notice')).toBe('Announcements');
    expect(await nameOf('zhtw', 'system.menu')).toBe('系統選單');
    const systems = await get<{ list: SystemItem[] }>('/api/system/System', 'en');
    expect(systems.data.list.find((s) => s.enCode === 'mainSystem')?.fullName).toBe('Development platform');
    const menu = flatten((await get<{ list: MenuNode[] }>('/api/system/Menu', 'en')).data.list).find(
      (n) => n.enCode === 'system.notice',
    )!;
    const buttons = await get<{ list: ResourceItem[] }>(`/api/system/ModuleButton/${menu.id}/List`, 'en');
    expect(buttons.data.list.map((b) => b.fullName)).toContain('Publish');
    // The edit form reads the stored default name and its translations.
    const info = await get<MenuNode>(`/api/system/Menu/${menu.id}`, 'en');
    expect(info.data.fullName).toBe('系统公告');
    expect(info.data.translations).toEqual({ zhtw: '系統公告', en: 'Announcements' });
  });

  it('gives the shell its menus and permissions in the request language', async () => {
    const en = await get<CurrentUserResult>('/api/oauth/CurrentUser', 'en');
    const menus = flatten<MenuItem>(en.data.menuList);
    expect(menus.find((m) => m.enCode === 'permission.authorize')?.fullName).toBe('Authorisation');
    expect(en.data.userInfo.systemIds.find((s) => s.enCode === 'mainSystem')?.name).toBe(
      'Development platform',
    );
    const notice = menus.find((m) => m.enCode === 'system.notice')!;
    const entry = en.data.permissionList.find((p) => p.modelId === notice.id)!;
    expect(entry.moduleName).toBe('Announcements');
    expect(entry.button.map((b) => b.fullName)).toContain('Add');
    const zh = await get<CurrentUserResult>('/api/oauth/CurrentUser', 'zh');
    expect(flatten<MenuItem>(zh.data.menuList).find((m) => m.id === notice.id)?.fullName).toBe('系统公告');
  });

  it('names the grant trees of the Authorisation page in the request language', async () => {
    const role = await ctx.db
      .selectFrom('base_role')
      .select('id')
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const values = (lang: Lang) =>
      callAs<AuthorityValues>(app, admin, {
        method: 'POST',
        url: `/api/permission/Authority/Data/${role.id}/Values`,
        payload: { objectType: 'Role' },
        headers: { 'accept-language': LANG[lang] },
      });
    const find = (nodes: AuthorityNode[], code: string) => flatten(nodes).find((n) => n.enCode === code);
    const en = await values('en');
    expect(en.code, en.msg).toBe(200);
    expect(find(en.data.module, 'system.notice')?.fullName).toBe('Announcements');
    expect(find(en.data.button, 'system.notice')?.children.map((b) => b.fullName)).toContain('Publish');
    expect(find(en.data.resource, 'ownRecords')?.fullName).toBe('Own records');
    const zhtw = await values('zhtw');
    expect(find(zhtw.data.module, 'permission.user')?.fullName).toBe('使用者管理');
    const zh = await values('zh');
    expect(find(zh.data.module, 'permission.user')?.fullName).toBe('用户管理');
  });

  it('answers dictionaries, their types and selectors in the request language', async () => {
    const all = await get<{ list: DictionaryAllEntry[] }>('/api/system/DictionaryData/All', 'en');
    const sex = all.data.list.find((d) => d.enCode === 'sex')!;
    expect(sex.dictionaryList.map((d) => d.fullName)).toEqual(['Male', 'Female', 'Undisclosed']);
    const selector = await get<{ list: DictionaryOption[] }>(
      '/api/system/DictionaryData/Education/Data/Selector',
      'zhtw',
    );
    expect(selector.data.list.map((d) => d.fullName)).toContain('國中');
    const types = await get<{ list: DictionaryTypeNode[] }>('/api/system/DictionaryType', 'en');
    expect(flatten(types.data.list).find((t) => t.enCode === 'groupType')?.fullName).toBe('Group type');
    const zh = await get<{ list: DictionaryAllEntry[] }>('/api/system/DictionaryData/All', 'zh');
    expect(zh.data.list.find((d) => d.enCode === 'sex')!.dictionaryList[0]!.fullName).toBe('男');
  });

  it('saves names in other languages from the forms and falls back to the default name', async () => {
    const mainId = await ctx.idByCode('base_system', 'mainSystem');
    const body: MenuBody = {
      parentId: '-1',
      systemId: mainId,
      type: 1,
      category: 'Web',
      fullName: '翻译目录',
      enCode: 'translatedDir',
      sortCode: 0,
      enabledMark: 1,
      translations: { en: '  Translated folder ', zhtw: '' },
    };
    const created = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: '/api/system/Menu',
      payload: body,
    });
    expect(created.code, created.msg).toBe(200);
    expect(await nameOf('en', 'translatedDir')).toBe('Translated folder');
    // No zhtw name: the default name.
    expect(await nameOf('zhtw', 'translatedDir')).toBe('翻译目录');
    // An edit without translations (the original client's form) keeps them.
    const { translations: _dropped, ...plain } = body;
    const url = `/api/system/Menu/${created.data.id}`;
    const kept = await callAs(app, admin, {
      method: 'PUT',
      url,
      payload: { ...plain, fullName: '翻译目录二' },
    });
    expect(kept.code, kept.msg).toBe(200);
    expect(await nameOf('en', 'translatedDir')).toBe('Translated folder');
    const cleared = await callAs(app, admin, { method: 'PUT', url, payload: { ...plain, translations: {} } });
    expect(cleared.code, cleared.msg).toBe(200);
    expect(await nameOf('en', 'translatedDir')).toBe('翻译目录');
    const tooLong = await callAs(app, admin, {
      method: 'PUT',
      url,
      payload: { ...plain, translations: { en: 'x'.repeat(101) } },
      headers: { 'accept-language': 'en' },
    });
    expect(tooLong.code).toBe(401);
  });

  it('keeps the data of an existing database through the migrations, and the seed fills the names', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    const notice = () =>
      ctx.db
        .selectFrom('base_module')
        .select(['id', 'full_name', 'url_address', 'translations'])
        .where('en_code', '=', 'system.notice')
        .executeTakeFirstOrThrow();
    const before = await notice();
    // Back to the schema before 0023/0024, with a seeded database's rows in it.
    await translatedNames.down?.(db);
    await dictionaryTranslations.down?.(db);
    await translatedNames.up(db);
    await dictionaryTranslations.up(db);
    const after = await notice();
    expect(after).toEqual({ ...before, translations: null });
    // An administrator's own translation survives the next seed; missing ones are filled.
    await ctx.db
      .updateTable('base_module')
      .set({ translations: JSON.stringify({ en: 'News board' }) })
      .where('en_code', '=', 'system.menu')
      .execute();
    await seedDatabase(ctx.db);
    expect((await notice()).translations).toBe(JSON.stringify({ zhtw: '系統公告', en: 'Announcements' }));
    const menu = await ctx.db
      .selectFrom('base_module')
      .select('translations')
      .where('en_code', '=', 'system.menu')
      .executeTakeFirstOrThrow();
    expect(menu.translations).toBe(JSON.stringify({ en: 'News board' }));
    const male = await ctx.db
      .selectFrom('base_dictionary_data')
      .select('translations')
      .where('full_name', '=', '男')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(male.translations!)).toEqual({ zhtw: '男', en: 'Male' });
  });

  it('seeds the original client addresses of the message accounts and demos, and the type-4 moduleId', async () => {
    const rows = await ctx.db
      .selectFrom('base_module')
      .select(['en_code', 'url_address', 'property_json'])
      .where('en_code', 'in', ['msgCenter.accountConfig.mail', 'extend.formDemo', 'extend.demoDict'])
      .execute();
    const byCode = new Map(rows.map((r) => [r.en_code, r]));
    expect(byCode.get('msgCenter.accountConfig.mail')?.url_address).toBe(
      'msgCenter/accountConfig/emailConfig',
    );
    expect(byCode.get('extend.formDemo')?.url_address).toBe('extend/formDemo/fieldForm1');
    const industry = await ctx.db
      .selectFrom('base_dictionary_type')
      .select('id')
      .where('en_code', '=', 'IndustryType')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(byCode.get('extend.demoDict')!.property_json!)).toEqual({
      moduleId: industry.id,
      isTree: 1,
    });
  });
});
