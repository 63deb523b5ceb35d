import {
  LANGUAGES,
  matchesPattern,
  USER_EXCEL_COLUMNS,
  USER_EXCEL_HINT_MARK,
  USER_EXCEL_LABELS,
  USER_EXCEL_WORDS,
  userBodySchema,
  type Language,
  type ServerMessageKey,
  type UserBody,
  type UserExcelColumn,
  type UserImportRow,
} from '@tessera/shared';
import { isUnstorableText } from '../../lib/unstorable-text';
import { toOrganizeNodes } from '../organize/organize-tree';
import type { OrganizeService } from '../organize/organize.service';
import type { PositionsService } from '../positions/positions.service';
import type { RolesService } from '../roles/roles.service';

const ACCOUNT = /^[A-Za-z0-9]+$/;
const LIST_SPLIT = /[,，;；]/;

const names = (text: string) =>
  text
    .split(LIST_SPLIT)
    .map((s) => s.trim())
    .filter(Boolean);

/** A cell word (any language, or the number) as its code. */
function wordCode<K extends number>(text: string, pick: (lang: Language) => Record<K, string>): K | null {
  for (const lang of LANGUAGES)
    for (const [code, word] of Object.entries(pick(lang)) as [string, string][])
      if (word.toLowerCase() === text.toLowerCase() || code === text) return Number(code) as K;
  return null;
}

/** Names of organisations, positions and roles resolved to ids during one import. */
export interface Lookups {
  orgsByName: Map<string, string[]>;
  positions: { id: string; organizeId: string; names: string[] }[];
  roles: { id: string; names: string[] }[];
}

/** The organisations, positions and roles an import resolves names against, read once. */
export async function importLookups(sources: {
  organize: Pick<OrganizeService, 'liveRows'>;
  positions: Pick<PositionsService, 'allRows'>;
  roles: Pick<RolesService, 'allRows'>;
}): Promise<Lookups> {
  const orgsByName = new Map<string, string[]>();
  const add = (key: string, id: string) => {
    const k = key.toLowerCase();
    if (!orgsByName.get(k)?.includes(id)) orgsByName.set(k, [...(orgsByName.get(k) ?? []), id]);
  };
  for (const node of toOrganizeNodes(await sources.organize.liveRows())) {
    add(node.organize, node.id);
    add(node.fullName, node.id);
  }
  const positions = (await sources.positions.allRows()).map((p) => ({
    id: p.id,
    organizeId: p.organize_id,
    names: [p.full_name.toLowerCase(), p.en_code.toLowerCase()],
  }));
  const roles = (await sources.roles.allRows()).map((r) => ({
    id: r.id,
    names: [r.full_name.toLowerCase(), r.en_code.toLowerCase()],
  }));
  return { orgsByName, positions, roles };
}

/** The template's instruction row (its account cell starts with the hint mark): never imported. */
export const isInstructionRow = (row: UserImportRow) => row.account.startsWith(USER_EXCEL_HINT_MARK);

/** A create body from a row, or null; every problem found is reported through `fail`. */
export function rowToBody(
  row: UserImportRow,
  look: Lookups,
  lang: Language,
  fail: (key: ServerMessageKey, params?: Record<string, string | number>) => void,
): UserBody | null {
  const label = USER_EXCEL_LABELS[lang];
  if (isInstructionRow(row)) {
    fail('importInstructionRow');
    return null;
  }
  // the request edge's text rule, cell by cell, so the row is reported with the column's title
  for (const c of USER_EXCEL_COLUMNS)
    if (typeof row[c] === 'string' && isUnstorableText(row[c]))
      fail('inputUnstorableField', { field: label[c] });
  for (const c of ['account', 'realName', 'organize'] as const)
    if (!row[c]) fail('importRequired', { field: label[c] });
  if (row.account && !ACCOUNT.test(row.account)) fail('accountInvalid');
  if (row.mobilePhone && !matchesPattern('phone', row.mobilePhone)) fail('phoneInvalid');
  if (row.email && !matchesPattern('email', row.email)) fail('emailInvalid');
  const gender = row.gender ? wordCode(row.gender, (l) => USER_EXCEL_WORDS[l].gender) : null;
  if (row.gender && gender === null) fail('importGenderInvalid');
  const state = row.enabledMark ? wordCode(row.enabledMark, (l) => USER_EXCEL_WORDS[l].state) : 1;
  if (row.enabledMark && state === null) fail('importStateInvalid');
  if (row.sortCode && !/^\d{1,6}$/.test(row.sortCode)) fail('importSortInvalid');
  const organizeIds: string[] = [];
  for (const name of names(row.organize)) {
    const ids = look.orgsByName.get(name.toLowerCase()) ?? [];
    if (ids.length === 1) organizeIds.push(ids[0]!);
    else fail(ids.length ? 'importOrganizeAmbiguous' : 'importOrganizeUnknown', { name });
  }
  const positionIds = names(row.position).flatMap((name) => {
    const n = name.toLowerCase();
    const hit = look.positions.find((p) => organizeIds.includes(p.organizeId) && p.names.includes(n));
    if (!hit) fail('importPositionUnknown', { name });
    return hit ? [hit.id] : [];
  });
  const roleIds = names(row.role).flatMap((name) => {
    const hit = look.roles.find((r) => r.names.includes(name.toLowerCase()));
    if (!hit) fail('importRoleUnknown', { name });
    return hit ? [hit.id] : [];
  });
  const parsed = userBodySchema.safeParse({
    account: row.account,
    realName: row.realName,
    gender,
    mobilePhone: row.mobilePhone || null,
    email: row.email || null,
    organizeIds,
    positionIds,
    roleIds,
    groupIds: [],
    enabledMark: state ?? 1,
    sortCode: row.sortCode && /^\d{1,6}$/.test(row.sortCode) ? Number(row.sortCode) : 0,
    description: row.description || null,
  });
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues.map((i) => String(i.path[0])).find((p) => p in label);
  if (field && row[field as UserExcelColumn])
    fail('importTooLong', { field: label[field as UserExcelColumn] });
  return null;
}
