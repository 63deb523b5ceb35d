import {
  billRuleImportSchema,
  billRuleProblem,
  type BillDateFormat,
  type BillRandomType,
  type BillRuleBody,
  type BillRuleExport,
  type BillRuleItem,
  type BillRuleListQuery,
  type BillRuleSelectorItem,
  type BillRuleType,
  type Paged,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { assertStorableText } from '../../lib/unstorable-text';
import { checkNameAndCode } from '../organize/admin-rules';
import { counterAfterEdit, issueBillNumber } from './bill-number';
import {
  billRuleRows,
  filteredBillRules,
  insertBillRule,
  updateBillRule,
  type BillRuleRow,
  type BillRuleValues,
} from './bill-rule.repository';

/** How often an edit is tried again when another edit of the rule came between its read and its write. */
const EDIT_ATTEMPTS = 3;

const toItem = (r: BillRuleRow & { creator_user?: string | null }): BillRuleItem => ({
  id: r.id,
  fullName: r.full_name,
  enCode: r.en_code,
  categoryId: r.category_id,
  category: r.category_id,
  prefix: r.prefix,
  type: Number(r.type) as BillRuleType,
  dateFormat: r.date_format as BillDateFormat,
  digit: Number(r.digit),
  startNumber: Number(r.start_number),
  randomDigit: Number(r.random_digit),
  randomType: Number(r.random_type) as BillRandomType,
  suffix: r.suffix,
  thisNumber: Number(r.this_number),
  outputNumber: r.output_number,
  serialDate: r.serial_date,
  sortCode: Number(r.sort_code),
  enabledMark: Number(r.enabled_mark),
  description: r.description,
  creatorTime: Number(r.created_at),
  creatorUser: r.creator_user ?? null,
  lastModifyTime: r.updated_at === null ? null : Number(r.updated_at),
});

/** The rule's checked values; throws the first problem in the caller's language. */
function checkedValues(body: BillRuleBody, storedCode?: string): BillRuleValues {
  checkNameAndCode(body.fullName, body.enCode, storedCode);
  const problem = billRuleProblem(body);
  if (problem) throw badRequest(problem.key, problem.params);
  return {
    category_id: body.categoryId || null,
    full_name: body.fullName,
    en_code: body.enCode,
    prefix: body.prefix,
    type: body.type,
    date_format: body.dateFormat,
    digit: body.digit,
    start_number: body.startNumber,
    random_digit: body.randomDigit,
    random_type: body.randomType,
    suffix: body.suffix,
    sort_code: body.sortCode,
    enabled_mark: body.enabledMark,
    description: body.description ?? null,
  };
}

/** Numbering rules: administration, the template selector and number issuing. */
export class BillRuleService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    /** The clock whose local time gives the date part (tests pin it). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** One page of rules matching the filters (default newest first). */
  async list(query: BillRuleListQuery): Promise<Paged<BillRuleItem>> {
    const rows = await this.page(query, false);
    return { list: rows.list.map(toItem), pagination: rows.pagination };
  }

  /** One page of enabled rules for the template dialog: name, code, start number. */
  async selector(query: BillRuleListQuery): Promise<Paged<BillRuleSelectorItem>> {
    const rows = await this.page(query, true);
    return {
      list: rows.list.map((r) => ({
        id: r.id,
        fullName: r.full_name,
        enCode: r.en_code,
        categoryId: r.category_id,
        startNumber: Number(r.start_number),
      })),
      pagination: rows.pagination,
    };
  }

  /** One rule. */
  async info(id: string): Promise<BillRuleItem> {
    return toItem(await this.row(id));
  }

  /** Creates a rule; answers its id. */
  async create(body: BillRuleBody, userId: string): Promise<{ id: string }> {
    const values = checkedValues(body);
    if (await billRuleRows.codeTaken(this.db, body.enCode))
      throw badRequest('codeTaken', { code: body.enCode });
    const id = newId();
    await insertBillRule(this.db, id, values, userId, Date.now());
    return { id };
  }

  /**
   * Edits a rule; its counter moves so that no number is handed out twice (see counterAfterEdit).
   * The write applies only to the format it was computed from, else it is computed again.
   */
  async update(id: string, body: BillRuleBody, userId: string): Promise<void> {
    for (let attempt = 0; attempt < EDIT_ATTEMPTS; attempt += 1) {
      const old = await this.row(id);
      const values = checkedValues(body, old.en_code);
      if (await billRuleRows.codeTaken(this.db, body.enCode, id))
        throw badRequest('codeTaken', { code: body.enCode });
      const counter = await counterAfterEdit(this.db, old, values, this.now());
      if (await updateBillRule(this.db, id, values, counter, old, userId, Date.now())) return;
    }
    throw badRequest('billNumberBusy');
  }

  /** Flips a rule on or off; answers the new mark. */
  async toggleState(id: string, userId: string): Promise<{ enabledMark: number }> {
    const row = await this.row(id);
    const enabledMark = Number(row.enabled_mark) === 1 ? 0 : 1;
    await billRuleRows.update(this.db, id, { enabled_mark: enabledMark }, userId, Date.now());
    return { enabledMark };
  }

  /** Soft-deletes a rule. */
  async remove(id: string, userId: string): Promise<void> {
    await this.row(id);
    await billRuleRows.softDelete(this.db, id, userId, Date.now());
  }

  /** The next number of the rule with this code (no cache: every call gets a new one). */
  async billNumber(code: string): Promise<string> {
    return issueBillNumber(this.db, code, this.now);
  }

  /** The rule as an export file (its counter stays behind). */
  async exportFile(id: string): Promise<BillRuleExport> {
    const r = toItem(await this.row(id));
    return {
      kind: 'billRule',
      version: 1,
      categoryId: r.categoryId,
      fullName: r.fullName,
      enCode: r.enCode,
      prefix: r.prefix,
      type: r.type,
      dateFormat: r.dateFormat,
      digit: r.digit,
      startNumber: r.startNumber,
      randomDigit: r.randomDigit,
      randomType: r.randomType,
      suffix: r.suffix,
      sortCode: r.sortCode,
      enabledMark: r.enabledMark === 0 ? 0 : 1,
      description: r.description,
    };
  }

  /**
   * Imports one exported rule or a list, all or nothing (one transaction): a taken or repeated code
   * refuses the whole file, since forms refer to rules by code. Answers the new ids.
   */
  async importFile(text: string, userId: string): Promise<{ ids: string[] }> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest('billImportInvalid');
    }
    // the request edge's text rule, for the text inside the file
    assertStorableText(json, 'file');
    const parsed = billRuleImportSchema.safeParse(json);
    if (!parsed.success) throw badRequest('billImportInvalid');
    const files = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
    const values = files.map((f) => checkedValues(f));
    const seen = new Set<string>();
    for (const v of values) {
      if (seen.has(v.en_code)) throw badRequest('codeTaken', { code: v.en_code });
      seen.add(v.en_code);
    }
    const now = Date.now();
    return this.db.transaction().execute(async (trx) => {
      const ids: string[] = [];
      for (const v of values) {
        if (await billRuleRows.codeTaken(trx, v.en_code)) throw badRequest('codeTaken', { code: v.en_code });
        const id = newId();
        await insertBillRule(trx, id, v, userId, now);
        ids.push(id);
      }
      return { ids };
    });
  }

  private async page(query: BillRuleListQuery, enabledOnly: boolean) {
    const { currentPage, pageSize, keyword, categoryId } = query;
    const matching = filteredBillRules(this.db, this.dialect, { keyword, categoryId, enabledOnly });
    // Newest first unless the request asks otherwise.
    const order = { sidx: billRuleRows.orderOf(query).sidx ?? 'creatorTime', desc: query.sort !== 'asc' };
    const { total, rows: list } = await billRuleRows.page(matching, order, query);
    return { list, pagination: { currentPage, pageSize, total } };
  }

  private async row(id: string): Promise<BillRuleRow> {
    const row = await billRuleRows.find(this.db, id);
    if (!row) throw notFound();
    return row;
  }
}
