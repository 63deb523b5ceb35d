import {
  formatServerMessage,
  LANGUAGES,
  USER_EXCEL_COLUMNS,
  USER_EXCEL_ERROR_LABEL,
  USER_EXCEL_FILE_NAMES,
  USER_EXCEL_HINTS,
  USER_EXCEL_LABELS,
  USER_EXCEL_WORDS,
  userExcelRoutes,
  type ExcelExportLink,
  type ExcelFileLink,
  type ExcelUploadResult,
  type ImportPreview,
  type ImportRowCheck,
  type ImportResult,
  type Language,
  type Paged,
  type ServerMessageKey,
  type UserAdminItem,
  type UserBody,
  type UserExcelColumn,
  type UserExportQuery,
  type UserFailedRow,
  type UserImportRow,
  type UserListQuery,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { writeSheet, writeSheetToFile, type TempSheets } from '../../lib/excel';
import { readImportSheet } from '../../lib/excel-upload';
import type { OrganizeService } from '../organize/organize.service';
import type { PositionsService } from '../positions/positions.service';
import type { RolesService } from '../roles/roles.service';
import type { AdminCaller } from './user-admin.service';
import { importLookups, isInstructionRow, rowToBody } from './user-excel-rows';
import { takenAccounts } from './user-write.repository';
import type { UserPages } from './user-export';

/** The part of the user administration the Excel calls go through (one place for the rules). */
export interface UserSource {
  list(query: UserListQuery, caller: AdminCaller): Promise<Paged<UserAdminItem>>;
  /** Every user the list's filter shows the caller: a count and a walk of pages. */
  exportPages(query: UserListQuery, caller: AdminCaller): Promise<UserPages>;
  /** Creates users with every rule of a single create; one outcome per body, in order. */
  createMany(bodies: UserBody[], caller: AdminCaller): Promise<({ id: string } | { error: Error })[]>;
}

/** Dependencies of {@link UserExcelService}. */
export interface UserExcelDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  users: UserSource;
  /** Organisations, positions and roles whose names the template, export and import resolve. */
  organize: Pick<OrganizeService, 'liveRows'>;
  positions: Pick<PositionsService, 'allRows'>;
  roles: Pick<RolesService, 'allRows'>;
  sheets: TempSheets;
  /** The operator's cap on exported rows (EXPORT_ROW_LIMIT); 0 for none. */
  exportRowLimit: number;
  /** Where unexpected failures of single rows are reported. */
  log: { error(obj: unknown, msg: string): void };
}

const joinErrors = (errors: string[], lang: Language) => errors.join(lang === 'en' ? '; ' : '；');

/** Address the generated and uploaded files are fetched from. */
export const EXCEL_DOWNLOAD_PATH = userExcelRoutes.download.path.replace('/:fileName', '');
/**
 * User export, template and the three-step import (spec 02 §2, §5). Every imported row goes through
 * the user administration's own create, so patterns, uniqueness, grants and hashing stay there.
 */
export class UserExcelService {
  constructor(private readonly deps: UserExcelDeps) {}

  /**
   * The import template: the column titles and one instruction row (never a data row: imported
   * unchanged, or with rows added below, it creates only the added users).
   */
  async template(lang: Language, caller: AdminCaller): Promise<ExcelFileLink> {
    const labels = USER_EXCEL_LABELS[lang];
    const header = USER_EXCEL_COLUMNS.map((c) => labels[c]);
    const hints = USER_EXCEL_COLUMNS.map((c) => USER_EXCEL_HINTS[lang][c]);
    const bytes = await writeSheet('users', header, [hints]);
    return this.link(caller, USER_EXCEL_FILE_NAMES[lang].template, bytes);
  }

  /**
   * Users matching the list's filter (this page, or every user the caller may see), in the chosen
   * columns. "All" walks the users page by page into a streamed file, so memory stays flat; only an
   * operator's EXPORT_ROW_LIMIT cuts it, and then the answer says how many of how many.
   */
  async export(query: UserExportQuery, lang: Language, caller: AdminCaller): Promise<ExcelExportLink> {
    const positions = new Map((await this.deps.positions.allRows()).map((p) => [p.id, p.full_name]));
    const words = USER_EXCEL_WORDS[lang];
    const value = (u: Partial<UserAdminItem>, c: UserExcelColumn): string | number => {
      if (c === 'gender') return words.gender[u.gender as 1 | 2 | 3] ?? '';
      if (c === 'enabledMark')
        return u.enabledMark === 0 ? words.state[0] : u.enabledMark ? words.state[1] : '';
      if (c === 'organize') return u.organize ?? '';
      if (c === 'position') return (u.positionId && positions.get(u.positionId)) || '';
      if (c === 'role') return '';
      return u[c] ?? '';
    };
    const { total, pages } =
      query.dataType === 0
        ? await this.currentPage(query, caller)
        : await this.deps.users.exportPages(query, caller);
    const cap = this.deps.exportRowLimit || Infinity;
    let exported = 0;
    async function* batches() {
      for await (const list of pages) {
        const rows = list.slice(0, cap - exported).map((u) => query.selectKey.map((c) => value(u, c)));
        exported += rows.length;
        yield rows;
        if (exported >= cap) return;
      }
    }
    const name = USER_EXCEL_FILE_NAMES[lang].export;
    const header = query.selectKey.map((c) => USER_EXCEL_LABELS[lang][c]);
    const stored = await this.deps.sheets.saveWith(caller.userId, 'download', name, (file) =>
      writeSheetToFile(file, 'users', header, batches()),
    );
    const cut = exported < total && Number.isFinite(cap);
    return { name, url: `${EXCEL_DOWNLOAD_PATH}/${stored}`, exported, total, ...(cut ? { limit: cap } : {}) };
  }

  private async currentPage(query: UserExportQuery, caller: AdminCaller) {
    const { list } = await this.deps.users.list(query, caller);
    async function* one() {
      yield list;
    }
    return { total: list.length, pages: one() };
  }

  /** Checks an uploaded import file (sniffed, bounded, readable, template columns) and keeps it. */
  async upload(caller: AdminCaller, fileName: string, bytes: Buffer): Promise<ExcelUploadResult> {
    if (!bytes.length) throw badRequest('fileMissing');
    this.columnsOf(await this.read(bytes));
    // control characters and path separators never reach a stored name or a header
    // eslint-disable-next-line no-control-regex
    const name = fileName.replace(/[\\/\u0000-\u001f]/g, '').slice(-100) || 'import.xlsx';
    const stored = await this.deps.sheets.save(caller.userId, 'upload', name, bytes);
    return { name, fileName: stored };
  }

  /** The rows of an uploaded file, by column id, for the wizard's editable preview. */
  async preview(
    caller: AdminCaller,
    fileName: string,
    lang: Language,
  ): Promise<ImportPreview<UserImportRow>> {
    const file = await this.deps.sheets.read(caller.userId, 'upload', fileName);
    if (!file) throw badRequest('importFileExpired');
    const [head = [], ...body] = await this.read(file.bytes);
    const columns = this.columnsOf([head]);
    const dataRow = body
      .filter((r) => r.some((t) => t !== ''))
      .map((r) => {
        const row = Object.fromEntries(USER_EXCEL_COLUMNS.map((c) => [c, ''])) as UserImportRow;
        columns.forEach((c, i) => {
          if (c) row[c] = r[i] ?? '';
        });
        return row;
      })
      .filter((row) => !isInstructionRow(row));
    const headerRow = USER_EXCEL_COLUMNS.map((id) => ({ id, fullName: USER_EXCEL_LABELS[lang][id] }));
    return { headerRow, dataRow, checks: await this.check(dataRow, lang) };
  }

  /**
   * Whether each row would import, with its reasons, before anything is written: the row rules of
   * the import, repeats within the rows and accounts already in use.
   */
  async check(list: UserImportRow[], lang: Language): Promise<ImportRowCheck[]> {
    const checked = await this.validate(list, lang);
    const taken = await takenAccounts(
      this.deps.db,
      checked.filter((item) => item.body).map((item) => item.body!.account),
    );
    return checked.map((item) => {
      if (item.body && taken.has(item.body.account.toLowerCase()))
        item.fail('accountTaken', { account: item.body.account });
      return { valid: !item.errors.length, errorsInfo: joinErrors(item.errors, lang) };
    });
  }

  /** Each row with its create body (null when refused) and the reasons found so far. */
  private async validate(list: UserImportRow[], lang: Language) {
    const lookups = await importLookups(this.deps);
    const seen = new Set<string>();
    return list.map((row) => {
      const errors: string[] = [];
      const fail = (key: ServerMessageKey, params?: Record<string, string | number>) =>
        errors.push(formatServerMessage(key, lang, params));
      const body = rowToBody(row, lookups, lang, fail);
      const account = row.account.toLowerCase();
      if (row.account && seen.has(account)) fail('importAccountDuplicate', { account: row.account });
      if (row.account) seen.add(account);
      return { row, errors, fail, body: errors.length ? null : body };
    });
  }

  /** Imports the rows as one batch; a refused row is reported and never stops the others. */
  async import(
    list: UserImportRow[],
    caller: AdminCaller,
    lang: Language,
  ): Promise<ImportResult<UserImportRow>> {
    if (!list.length) throw badRequest('importDataEmpty');
    const checked = await this.validate(list, lang);
    // One batch: uniqueness and relations checked with one query per kind, one transaction, the
    // initial password hashed once (the rehash job gives each user their own salt afterwards).
    const ready = checked.filter((item) => item.body);
    const outcomes = await this.deps.users.createMany(
      ready.map((item) => item.body!),
      caller,
    );
    ready.forEach((item, i) => {
      const outcome = outcomes[i];
      if (!outcome || !('error' in outcome)) return;
      const { error } = outcome;
      if (error instanceof AppError) item.fail(error.messageKey, error.params);
      else {
        this.deps.log.error({ err: error }, 'user import row failed');
        item.fail('importRowFailed');
      }
    });
    const failResult: UserFailedRow[] = checked
      .filter((item) => item.errors.length)
      .map(({ row, errors }) => ({ ...row, errorsInfo: joinErrors(errors, lang) }));
    const snum = list.length - failResult.length;
    return { snum, fnum: failResult.length, resultType: failResult.length ? 1 : 0, failResult };
  }

  /** The failed rows as a file with an error column. */
  async exportErrors(list: UserFailedRow[], lang: Language, caller: AdminCaller): Promise<ExcelFileLink> {
    const header = [
      ...USER_EXCEL_COLUMNS.map((c) => USER_EXCEL_LABELS[lang][c]),
      USER_EXCEL_ERROR_LABEL[lang],
    ];
    const rows = list.map((r) => [...USER_EXCEL_COLUMNS.map((c) => r[c]), r.errorsInfo]);
    return this.link(caller, USER_EXCEL_FILE_NAMES[lang].errors, await writeSheet('errors', header, rows));
  }

  /** A generated file of the caller's; 400 when unknown, expired or someone else's. */
  async download(caller: AdminCaller, fileName: string): Promise<{ name: string; bytes: Buffer }> {
    const file = await this.deps.sheets.read(caller.userId, 'download', fileName);
    if (!file) throw badRequest('importFileExpired');
    return file;
  }

  private async link(caller: AdminCaller, name: string, bytes: Buffer): Promise<ExcelFileLink> {
    const stored = await this.deps.sheets.save(caller.userId, 'download', name, bytes);
    return { name, url: `${EXCEL_DOWNLOAD_PATH}/${stored}` };
  }

  private read(bytes: Buffer): Promise<string[][]> {
    return readImportSheet(bytes);
  }

  /** Column id of each header cell (titles in any language, or ids); needs at least the account. */
  private columnsOf(rows: string[][]): (UserExcelColumn | null)[] {
    const head = rows[0] ?? [];
    const columns = head.map((title) => {
      const t = title.trim().toLowerCase();
      return (
        USER_EXCEL_COLUMNS.find(
          (c) => c.toLowerCase() === t || LANGUAGES.some((l) => USER_EXCEL_LABELS[l][c].toLowerCase() === t),
        ) ?? null
      );
    });
    if (!columns.includes('account') || !columns.includes('realName'))
      throw badRequest('importHeaderInvalid');
    return columns;
  }
}
