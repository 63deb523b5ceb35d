import {
  COMMON_WORDS_TYPE,
  type CommonWordsBody,
  type CommonWordsItem,
  type CommonWordsListQuery,
  type CommonWordsOption,
} from '@tessera/shared/common-words.contract';
import type { Paged } from '@tessera/shared';
import type { DialectName } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import {
  commonWordsRows,
  commonWordsTextTaken,
  filteredCommonWords,
  type CommonWordsDb,
  type CommonWordsRow,
  type CommonWordsValues,
} from './common-words.repository';

const SYSTEM_OWNER = '';

/** The API object of a stored phrase (the owner column stays on the server). */
const toItem = (r: CommonWordsRow): CommonWordsItem => ({
  id: r.id,
  commonWordsText: r.common_words_text,
  commonWordsType: Number(r.common_words_type),
  sortCode: Number(r.sort_code),
  enabledMark: Number(r.enabled_mark),
  description: r.description,
  creatorTime: Number(r.created_at),
  lastModifyTime: r.updated_at === null ? null : Number(r.updated_at),
});

/**
 * Common phrases. System phrases are managed by holders of the menu permission (the routes check
 * it); a personal phrase is seen, edited and deleted by its owner alone.
 */
export class CommonWordsService {
  constructor(
    private readonly db: CommonWordsDb,
    private readonly dialect: DialectName,
  ) {}

  /** One page of the phrases the caller may see: system ones and the caller's own. */
  async list(query: CommonWordsListQuery, viewerId: string): Promise<Paged<CommonWordsItem>> {
    const filter = { viewerId, keyword: query.keyword, type: query.type };
    const { currentPage, pageSize } = query;
    const matching = filteredCommonWords(this.db, this.dialect, filter);
    const { total, rows } = await commonWordsRows.page(matching, commonWordsRows.orderOf(query), query);
    return { list: rows.map(toItem), pagination: { currentPage, pageSize, total } };
  }

  /** One phrase the caller may see. */
  async info(id: string, viewerId: string): Promise<CommonWordsItem> {
    return toItem(await this.owned(id, viewerId));
  }

  /** The picker: enabled system phrases and the caller's enabled personal ones, each text once. */
  async selector(viewerId: string): Promise<{ list: CommonWordsOption[] }> {
    const rows = await commonWordsRows.list(
      filteredCommonWords(this.db, this.dialect, { viewerId, enabledOnly: true }),
    );
    const seen = new Set<string>();
    const list: CommonWordsOption[] = [];
    for (const r of rows) {
      if (seen.has(r.common_words_text)) continue;
      seen.add(r.common_words_text);
      list.push({
        id: r.id,
        commonWordsText: r.common_words_text,
        commonWordsType: Number(r.common_words_type),
      });
    }
    return { list };
  }

  /** Creates a phrase (a personal one belongs to the caller); answers its id. */
  async create(body: CommonWordsBody, userId: string): Promise<{ id: string }> {
    const id = newId();
    await commonWordsRows.insert(this.db, id, await this.checked(body, userId), userId, Date.now());
    return { id };
  }

  /** Edits a phrase the caller may edit; turning it personal makes it the caller's. */
  async update(id: string, body: CommonWordsBody, userId: string): Promise<void> {
    await this.owned(id, userId);
    await commonWordsRows.update(this.db, id, await this.checked(body, userId, id), userId, Date.now());
  }

  /** Soft-deletes a phrase the caller may edit. */
  async remove(id: string, userId: string): Promise<void> {
    await this.owned(id, userId);
    await commonWordsRows.softDelete(this.db, id, userId, Date.now());
  }

  /** The live row, refused when it is somebody else's personal phrase. */
  private async owned(id: string, userId: string): Promise<CommonWordsRow> {
    const row = await commonWordsRows.find(this.db, id);
    if (!row) throw notFound();
    if (row.owner_id !== SYSTEM_OWNER && row.owner_id !== userId) throw forbidden();
    return row;
  }

  private async checked(body: CommonWordsBody, userId: string, id?: string): Promise<CommonWordsValues> {
    const ownerId = body.commonWordsType === COMMON_WORDS_TYPE.personal ? userId : SYSTEM_OWNER;
    if (await commonWordsTextTaken(this.db, ownerId, body.commonWordsText, id))
      throw badRequest('nameTaken', { name: body.commonWordsText });
    return {
      common_words_text: body.commonWordsText,
      common_words_type: body.commonWordsType,
      owner_id: ownerId,
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description || null,
    };
  }
}
