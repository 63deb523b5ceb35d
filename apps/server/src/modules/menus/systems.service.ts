import type { Language, SystemBody, SystemItem, SystemListQuery } from '@tessera/shared';
import { localRows, parseTranslations, storeTranslations } from '@tessera/shared/translations';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { checkNameAndCode } from '../organize/admin-rules';
import { countSystemMenus, deleteGrants } from './menus.repository';
import type { OnChange } from './menus.service';
import {
  findSystem,
  insertSystem,
  listSystemRows,
  softDeleteSystem,
  systemCodeTaken,
  updateSystem,
  type SystemRow,
  type SystemValues,
} from './systems.repository';

const toItem = (r: SystemRow): SystemItem => ({
  id: r.id,
  fullName: r.full_name,
  enCode: r.en_code,
  icon: r.icon ?? '',
  isMain: Number(r.is_main),
  sortCode: Number(r.sort_code),
  enabledMark: Number(r.enabled_mark),
  description: r.description,
  creatorTime: Number(r.created_at),
  translations: parseTranslations(r.translations),
});

/** Systems (applications holding menus); the main system stays enabled and cannot be deleted. */
export class SystemsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly onChange: OnChange,
  ) {}

  /** Every system with its name in a language, optionally filtered by name or code. */
  async list(query: SystemListQuery, lang: Language = 'zh'): Promise<{ list: SystemItem[] }> {
    const needle = query.keyword?.toLowerCase();
    const rows = localRows(await listSystemRows(this.db), lang).filter(
      (r) =>
        !needle || r.full_name.toLowerCase().includes(needle) || r.en_code.toLowerCase().includes(needle),
    );
    return { list: rows.map(toItem) };
  }

  /** One system. */
  async info(id: string): Promise<SystemItem> {
    const row = await findSystem(this.db, id);
    if (!row) throw notFound();
    return toItem(row);
  }

  /** Creates a system; answers its id. */
  async create(body: SystemBody, userId: string): Promise<{ id: string }> {
    const id = newId();
    await insertSystem(this.db, id, await this.checked(body), userId, Date.now());
    this.onChange();
    return { id };
  }

  /** Edits a system; the main one keeps its code and stays enabled. */
  async update(id: string, body: SystemBody, userId: string): Promise<void> {
    const old = await findSystem(this.db, id);
    if (!old) throw notFound();
    if (old.is_main === 1 && (body.enabledMark !== 1 || body.enCode !== old.en_code))
      throw badRequest('systemMainProtected');
    await updateSystem(this.db, id, await this.checked(body, old), userId, Date.now());
    this.onChange();
  }

  /** Switches a system on or off (never the main one). */
  async toggleState(id: string, userId: string): Promise<void> {
    const old = await findSystem(this.db, id);
    if (!old) throw notFound();
    if (old.is_main === 1) throw badRequest('systemMainProtected');
    await updateSystem(this.db, id, { enabled_mark: old.enabled_mark === 1 ? 0 : 1 }, userId, Date.now());
    this.onChange();
  }

  /** Soft-deletes a system without menus (never the main one) and its grants. */
  async remove(id: string, userId: string): Promise<void> {
    const row = await findSystem(this.db, id);
    if (!row) throw notFound();
    if (row.is_main === 1) throw badRequest('systemMainProtected');
    const menus = await countSystemMenus(this.db, id);
    if (menus) throw badRequest('systemHasMenus', { n: menus });
    await this.db.transaction().execute(async (trx) => {
      await softDeleteSystem(trx, row.id, userId, Date.now());
      await deleteGrants(trx, [id]);
    });
    this.onChange();
  }

  private async checked(body: SystemBody, old?: SystemRow): Promise<SystemValues> {
    checkNameAndCode(body.fullName, body.enCode, old?.en_code);
    if (await systemCodeTaken(this.db, body.enCode, old?.id))
      throw badRequest('codeTaken', { code: body.enCode });
    return {
      full_name: body.fullName,
      en_code: body.enCode,
      icon: body.icon || null,
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description || null,
      ...(body.translations && { translations: storeTranslations(body.translations) }),
    };
  }
}
