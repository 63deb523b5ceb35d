import {
  DYNAMIC_IDENTIFIER,
  formatServerMessage,
  type Language,
  type Paged,
  type VisualDevBody,
  type VisualDevFormField,
  type VisualDevInfo,
  type VisualDevItem,
  type VisualDevListQuery,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { designFields, designProblems, parseDesign } from './form-model.adapter';
import {
  designs,
  versions,
  type DesignListRow,
  type DesignRow,
  type DesignValues,
} from './visualdev.repository';

const toItem = (r: DesignListRow, version: number): VisualDevItem => ({
  id: r.id,
  fullName: r.full_name,
  enCode: r.en_code,
  category: r.category,
  type: Number(r.type),
  webType: Number(r.web_type),
  state: Number(r.state),
  isRelease: Number(r.state),
  enableFlow: Number(r.enable_flow),
  sortCode: Number(r.sort_code),
  description: r.description,
  creatorTime: Number(r.created_at),
  creatorUser: r.creator_user,
  lastModifyTime: r.updated_at === null ? null : Number(r.updated_at),
  version,
});

/** Whether a text is JSON (empty: absent, fine). */
function checkJson(text: string | null | undefined, field: string): void {
  if (text === null || text === undefined || text.trim() === '') return;
  try {
    JSON.parse(text);
  } catch {
    throw badRequest('visualDevJsonInvalid', { field });
  }
}

/** The length of a JSON array text (0 when it is not one). */
function arrayLength(text: string | null | undefined): number {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.length : 0;
  } catch {
    return 0;
  }
}

/** Online development designs: administration, copy, rollback and the field lists of a form. */
export class VisualDevService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
  ) {}

  /** One page of designs. */
  async list(query: VisualDevListQuery): Promise<Paged<VisualDevItem>> {
    const { currentPage, pageSize } = query;
    const { total, rows } = await designs.page(
      this.db,
      this.dialect,
      { keyword: query.keyword, category: query.category, type: query.type, webType: query.webType },
      query,
      { currentPage, pageSize },
    );
    const numbers = await versions.numbers(
      this.db,
      rows.map((r) => r.id),
    );
    return {
      list: rows.map((r) => toItem(r, numbers.get(r.id) ?? 0)),
      pagination: { currentPage, pageSize, total },
    };
  }

  /** Designs for pickers. */
  async selector(query: { type?: number; isRelease?: number; webType?: number }) {
    const rows = await designs.selector(this.db, this.dialect, {
      type: query.type,
      webType: query.webType,
      released: query.isRelease === 1,
    });
    return {
      list: rows.map((r) => ({
        id: r.id,
        fullName: r.full_name,
        enCode: r.en_code,
        webType: Number(r.web_type),
      })),
    };
  }

  /** One design (the draft). */
  async info(id: string): Promise<VisualDevInfo> {
    const r = await this.row(id);
    const version = (await versions.latest(this.db, id))?.version ?? 0;
    return {
      ...toItem(r, Number(version)),
      tables: r.tables,
      formData: r.form_data,
      columnData: r.column_data,
      appColumnData: r.app_column_data,
    };
  }

  /** Creates a draft design. */
  async create(body: VisualDevBody, userId: string, lang: Language): Promise<{ id: string }> {
    const values = await this.checked(body, lang);
    const id = newId();
    await designs.insert(this.db, id, { ...values, state: 0 }, userId, Date.now());
    return { id };
  }

  /** Saves a design; a released one becomes "modified" (state 2) until the next release. */
  async update(id: string, body: VisualDevBody, userId: string, lang: Language): Promise<void> {
    const old = await this.row(id);
    const values = await this.checked(body, lang, old);
    const released = Number(old.state) !== 0;
    if (released && arrayLength(old.tables) > 0 && body.tables != null && arrayLength(body.tables) === 0)
      throw badRequest('visualDevTablesLocked');
    await designs.update(this.db, id, { ...values, state: released ? 2 : 0 }, userId, Date.now());
  }

  /** Soft-deletes a design (its released tables, rows and versions stay). */
  async remove(id: string, userId: string): Promise<void> {
    await this.row(id);
    await designs.softDelete(this.db, id, userId, Date.now());
  }

  /** Copies a design as a new draft under a suffixed name and a free code. */
  async copy(id: string, userId: string, lang: Language): Promise<{ id: string }> {
    const r = await this.row(id);
    const suffix = formatServerMessage('visualDevCopySuffix', lang);
    const stamp = String(Math.floor(Math.random() * 9000) + 1000);
    const fullName = `${r.full_name.slice(0, 100 - suffix.length - 4)}${suffix}${stamp}`;
    let enCode = `${r.en_code.slice(0, 44)}_${stamp}`;
    while (await designs.codeTaken(this.db, enCode))
      enCode = `${r.en_code.slice(0, 42)}_${newId().slice(-6)}`;
    const copyId = newId();
    await designs.insert(
      this.db,
      copyId,
      {
        full_name: fullName,
        en_code: enCode,
        category: r.category,
        type: Number(r.type),
        web_type: Number(r.web_type),
        state: 0,
        description: r.description,
        tables: r.tables,
        form_data: r.form_data,
        column_data: r.column_data,
        app_column_data: r.app_column_data,
        enable_flow: Number(r.enable_flow),
        sort_code: Number(r.sort_code),
      },
      userId,
      Date.now(),
    );
    return { id: copyId };
  }

  /** Puts the latest released version back into the draft (state 1); refused when never released. */
  async rollback(id: string, userId: string): Promise<void> {
    await this.row(id);
    const version = await versions.latest(this.db, id);
    if (!version) throw badRequest('visualDevNeverReleased');
    await designs.update(
      this.db,
      id,
      {
        full_name: version.full_name,
        web_type: version.web_type,
        enable_flow: version.enable_flow,
        tables: version.tables,
        form_data: version.form_data,
        column_data: version.column_data,
        app_column_data: version.app_column_data,
        state: 1,
      },
      userId,
      Date.now(),
    );
  }

  /** The stored fields of the released form (the draft's when never released). */
  async formDataFields(id: string): Promise<{ list: VisualDevFormField[] }> {
    const r = await this.row(id);
    const version = await versions.latest(this.db, id);
    const design = parseDesign(version?.form_data ?? r.form_data);
    if (!design) return { list: [] };
    const { main, tables } = designFields(design);
    const list: VisualDevFormField[] = main.map((f) => ({
      vModel: f.vModel,
      label: f.label,
      jnpfKey: f.jnpfKey,
    }));
    for (const t of tables)
      for (const c of t.columns)
        list.push({ vModel: c.vModel, label: c.label, jnpfKey: c.jnpfKey, tableField: t.vModel });
    return { list };
  }

  private async checked(
    body: VisualDevBody,
    lang: Language,
    old?: DesignRow,
  ): Promise<Omit<DesignValues, 'state'>> {
    if (body.enCode !== old?.en_code && !DYNAMIC_IDENTIFIER.test(body.enCode))
      throw badRequest('visualDevCodeInvalid');
    if (await designs.codeTaken(this.db, body.enCode, old?.id))
      throw badRequest('codeTaken', { code: body.enCode });
    checkJson(body.tables, 'tables');
    checkJson(body.columnData, 'columnData');
    checkJson(body.appColumnData, 'appColumnData');
    if (body.formData?.trim()) {
      // A design that could never be released is refused when it is saved (issue 17, bad input).
      const problems = designProblems(body.formData, lang);
      if (problems.length)
        throw badRequest('visualDevDesignInvalid', { problems: problems.slice(0, 5).join('; ') });
    }
    return {
      full_name: body.fullName,
      en_code: body.enCode,
      category: body.category || null,
      type: body.type,
      web_type: body.webType,
      description: body.description || null,
      tables: body.tables?.trim() ? body.tables : (old?.tables ?? '[]'),
      form_data: body.formData ?? null,
      column_data: body.columnData ?? null,
      app_column_data: body.appColumnData ?? null,
      enable_flow: body.enableFlow,
      sort_code: body.sortCode,
    };
  }

  private async row(id: string): Promise<DesignRow> {
    const r = await designs.find(this.db, id);
    if (!r) throw notFound();
    return r;
  }
}
