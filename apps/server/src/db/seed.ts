import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/password';
import { newId } from '../lib/ids';
import type { DB } from './schema';
import { MENU_NAMES } from './seed-data/menu-names';
import { DEMO_DICTIONARY_CODE, MAIN_MENUS, MOVED_ADDRESSES, OA_MENUS } from './seed-data/menus';
import { GROUPS, ORGANIZES, POSITIONS, ROLES, USERS, type UserSeed } from './seed-data/organization';
import { SYS_CONFIG } from './seed-data/sys-config';
import { base, ensure, fillTranslations, translationsOf, type Ctx, type LooseDB } from './seed-helpers';
import { seedMenus } from './seed-menus';
import { serverModules } from '../modules';
import { withContributions } from '../platform/menus';
import type { AnyServerModule, SeedOptions } from '../platform/module';

/** md5 of 123456, the password of every seeded account. */
export const SEED_PASSWORD_MD5 = 'e10adc3949ba59abbe56e057f20f883e';

async function seedOrganizes(ctx: Ctx): Promise<Map<string, string>> {
  const existing = await ensure(ctx, 'base_organize', 'en_code', []);
  const trees = new Map<string, string>();
  for (const [i, o] of ORGANIZES.entries()) {
    const parentId = o.parent ? existing.get(o.parent)! : '-1';
    const id = existing.get(o.enCode) ?? newId();
    trees.set(o.enCode, o.parent ? `${trees.get(o.parent)},${id}` : id);
    if (existing.has(o.enCode)) continue;
    await ctx.db
      .insertInto('base_organize')
      .values({
        ...base(ctx, i + 1),
        id,
        parent_id: parentId,
        category: o.category,
        en_code: o.enCode,
        full_name: o.fullName,
        organize_id_tree: trees.get(o.enCode),
      })
      .execute();
    existing.set(o.enCode, id);
  }
  return existing;
}

/** `moduleId:type:code` -> id of every column, form field and data scheme. */
async function seedResourceIds(ctx: Ctx): Promise<Map<string, string>> {
  const tables = { column: 'base_module_column', form: 'base_module_form', resource: 'base_module_scheme' };
  const ids = new Map<string, string>();
  for (const [type, table] of Object.entries(tables))
    for (const r of await ctx.db.selectFrom(table).select(['id', 'module_id', 'en_code']).execute())
      ids.set(`${String(r.module_id)}:${type}:${String(r.en_code)}`, String(r.id));
  return ids;
}

async function seedGrants(
  ctx: Ctx,
  roleIds: Map<string, string>,
  menuIds: Map<string, string>,
): Promise<void> {
  const buttons = await ctx.db
    .selectFrom('base_module_button')
    .select(['id', 'module_id', 'en_code'])
    .execute();
  const buttonId = new Map(buttons.map((b) => [`${String(b.module_id)}:${String(b.en_code)}`, String(b.id)]));
  const resourceId = await seedResourceIds(ctx);
  for (const role of ROLES) {
    const objectId = roleIds.get(role.enCode)!;
    const wanted = [
      ...role.modules.map((code) => ({ item_type: 'module', item_id: menuIds.get(code)! })),
      ...role.buttons.map((code) => {
        const [menu, button] = code.split(':');
        return { item_type: 'button', item_id: buttonId.get(`${menuIds.get(menu!)}:${button}`)! };
      }),
      ...(role.resources ?? []).map((code) => {
        const [menu, type, item] = code.split(':');
        return { item_type: type!, item_id: resourceId.get(`${menuIds.get(menu!)}:${type}:${item}`)! };
      }),
    ];
    const rows = wanted.map((w) => ({
      ...w,
      key: `${w.item_type}:${w.item_id}`,
      object_type: 'Role',
      created_at: ctx.now,
    }));
    const have = await ctx.db
      .selectFrom('base_authorize')
      .select(['id', 'item_type', 'item_id'])
      .where('object_type', '=', 'Role')
      .where('object_id', '=', objectId)
      .execute();
    const keys = new Set(have.map((h) => `${String(h.item_type)}:${String(h.item_id)}`));
    for (const { key, ...row } of rows) {
      if (!keys.has(key))
        await ctx.db
          .insertInto('base_authorize')
          .values({ ...row, id: newId(), object_id: objectId })
          .execute();
    }
  }
}

async function seedUsers(
  ctx: Ctx,
  refs: Record<'org' | 'pos' | 'role' | 'group', Map<string, string>>,
  mainSystemId: string,
  hashes: Map<string, string>,
): Promise<void> {
  const admin = {
    account: 'admin',
    real_name: '管理员',
    gender: 1,
    is_administrator: 1,
    organize_id: refs.org.get('gm'),
    position_id: null,
  };
  const people = USERS.map((u: UserSeed) => ({
    account: u.account,
    real_name: u.realName,
    gender: u.gender,
    is_administrator: 0,
    organize_id: refs.org.get(u.organize),
    position_id: refs.pos.get(u.position),
  }));
  const rows = [admin, ...people].map((u, i) => ({
    ...base(ctx, i + 1),
    ...u,
    password_hash: hashes.get(u.account),
    system_id: mainSystemId,
    theme: 'classic',
    language: 'zh',
    mobile_phone: `1380000${String(i).padStart(4, '0')}`,
    email: `${u.account}@example.com`,
    log_error_count: 0,
  }));
  const userIds = await ensure(
    ctx,
    'base_user',
    'account',
    rows.filter((r) => r.password_hash !== undefined),
    { deleted_at: null },
  );
  const relations = USERS.flatMap((u) =>
    [
      { type: 'Organize', id: refs.org.get(u.organize)! },
      { type: 'Position', id: refs.pos.get(u.position)! },
      ...u.roles.map((r) => ({ type: 'Role', id: refs.role.get(r)! })),
      ...(u.groups ?? []).map((g) => ({ type: 'Group', id: refs.group.get(g)! })),
    ].map((rel) => ({ user: userIds.get(u.account)!, ...rel })),
  );
  relations.push({ user: userIds.get('admin')!, type: 'Organize', id: refs.org.get('gm')! });
  const have = await ctx.db
    .selectFrom('base_user_relation')
    .select(['user_id', 'object_type', 'object_id'])
    .execute();
  const keys = new Set(
    have.map((h) => `${String(h.user_id)}|${String(h.object_type)}|${String(h.object_id)}`),
  );
  for (const rel of relations) {
    if (keys.has(`${rel.user}|${rel.type}|${rel.id}`)) continue;
    await ctx.db
      .insertInto('base_user_relation')
      .values({
        id: newId(),
        user_id: rel.user,
        object_type: rel.type,
        object_id: rel.id,
        created_at: ctx.now,
      })
      .execute();
  }
}

const systemNames = (code: string) => translationsOf(MENU_NAMES[code]);

/** Moves seeded menus still at an earlier seed's address to the original client's view path. */
async function moveAddresses(ctx: Ctx): Promise<void> {
  for (const [code, from, to] of MOVED_ADDRESSES)
    await ctx.db
      .updateTable('base_module')
      .set({ url_address: to })
      .where('en_code', '=', code)
      .where('url_address', '=', from)
      .execute();
}

/** Points the type-4 example menu at its dictionary (`propertyJson.moduleId`), unless it points somewhere already. */
async function linkDemoDictionary(ctx: Ctx): Promise<void> {
  const type = await ctx.db
    .selectFrom('base_dictionary_type')
    .select('id')
    .where('en_code', '=', DEMO_DICTIONARY_CODE)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!type) return;
  await ctx.db
    .updateTable('base_module')
    .set({ property_json: JSON.stringify({ moduleId: String(type.id), isTree: 1 }) })
    .where('en_code', '=', 'extend.demoDict')
    .where('property_json', 'is', null)
    .execute();
}

/** Hashes the seed password for every seeded account that does not exist yet (outside the transaction). */
async function missingUserHashes(db: Kysely<LooseDB>): Promise<Map<string, string>> {
  const accounts = ['admin', ...USERS.map((u) => u.account)];
  const have = new Set(
    (await db.selectFrom('base_user').select('account').execute()).map((r) => String(r.account)),
  );
  const missing = accounts.filter((a) => !have.has(a));
  const hashes = await Promise.all(missing.map(() => hashPassword(SEED_PASSWORD_MD5)));
  return new Map(missing.map((a, i) => [a, hashes[i]!]));
}

/** Fills an empty database with fictitious demo data; running it again changes nothing. */
export async function seedDatabase(
  typed: Kysely<DB>,
  now = Date.now(),
  // Tests seed often and load only a slice of the divisions; a product start loads them all.
  options: SeedOptions = {},
): Promise<void> {
  const modules: readonly AnyServerModule[] = serverModules;
  const contributions = modules.flatMap((m) => m.menus ?? []);
  const loose = typed as unknown as Kysely<LooseDB>;
  const hashes = await missingUserHashes(loose);
  await loose.transaction().execute(async (trx) => {
    const ctx: Ctx = { db: trx, now };
    const config = Object.entries(SYS_CONFIG).map(([key, value]) => ({ key, value, updated_at: now }));
    await ensure(ctx, 'base_sys_config', 'key', config, { category: 'SysConfig' });
    const systems = await ensure(ctx, 'base_system', 'en_code', [
      {
        ...base(ctx, 1),
        en_code: 'mainSystem',
        full_name: '开发平台',
        icon: 'icon-ym icon-ym-systemToggle',
        is_main: 1,
        translations: systemNames('mainSystem'),
      },
      {
        ...base(ctx, 2),
        en_code: 'oaSystem',
        full_name: '协同办公',
        icon: 'icon-ym icon-ym-oa',
        is_main: 0,
        translations: systemNames('oaSystem'),
      },
    ]);
    await fillTranslations(ctx, 'base_system', 'en_code', systemNames);
    await moveAddresses(ctx);
    const main = withContributions(MAIN_MENUS, 'mainSystem', contributions);
    const menuIds = await seedMenus(ctx, systems.get('mainSystem')!, main);
    const oa = withContributions(OA_MENUS, 'oaSystem', contributions);
    for (const [k, v] of await seedMenus(ctx, systems.get('oaSystem')!, oa)) menuIds.set(k, v);
    const org = await seedOrganizes(ctx);
    const pos = await ensure(
      ctx,
      'base_position',
      'en_code',
      POSITIONS.map((p, i) => ({
        ...base(ctx, i + 1),
        en_code: p.enCode,
        full_name: p.fullName,
        organize_id: org.get(p.organize),
        type: p.type,
      })),
    );
    const role = await ensure(
      ctx,
      'base_role',
      'en_code',
      ROLES.map((r, i) => ({
        ...base(ctx, i + 1),
        en_code: r.enCode,
        full_name: r.fullName,
        type: 'user',
        global_mark: 1,
      })),
    );
    const group = await ensure(
      ctx,
      'base_group',
      'en_code',
      GROUPS.map((g, i) => ({ ...base(ctx, i + 1), en_code: g.enCode, full_name: g.fullName, type: g.type })),
    );
    await seedGrants(ctx, role, menuIds);
    await seedUsers(ctx, { org, pos, role, group }, systems.get('mainSystem')!, hashes);
    for (const module of modules) await module.seed?.({ ...ctx, options });
    await linkDemoDictionary(ctx);
  });
}

/**
 * The seed steps that need the built app's services (the modules' `seedWithServices`), run after
 * {@link seedDatabase} once the app is built; each is idempotent.
 */
export async function seedWithServices(services: object): Promise<void> {
  const modules: readonly AnyServerModule[] = serverModules;
  for (const module of modules) await module.seedWithServices?.(services as never);
}
