import { z } from 'zod';
import { answer, defineRoutes } from './route';
import { PATTERNS } from './validation';

/** Most columns one saved list may hold. */
export const COLUMN_SETTINGS_MAX_ITEMS = 200;
/** Longest column label kept. */
export const COLUMN_SETTINGS_MAX_LABEL = 100;
/** Longest column prop (a field name). */
export const COLUMN_SETTINGS_MAX_PROP = 64;
/** Longest `fieldList` JSON text accepted. */
export const COLUMN_SETTINGS_MAX_TEXT = 64 * 1024;

/** One column of a saved list: its field, its label when saved, and whether it shows. */
export interface ColumnSetting {
  /** The column's field name (its permission code), an identifier. */
  prop: string;
  /** The label the column had when saved (informative; pages render their own labels). */
  label: string;
  /** Whether the column shows. */
  visible: boolean;
}

/** Body of `PUT /api/permission/Authority/SetColumnsByModuleId` (spec 02 sections 3 and 7). */
export const columnSettingsBodySchema = z
  .object({
    /** Id of the menu the list belongs to. */
    moduleId: z.string().trim().min(1).max(64),
    /** The list as JSON text: `[{prop, label, visible}]`, in display order. */
    fieldList: z.string().max(COLUMN_SETTINGS_MAX_TEXT),
  })
  .strict();
export type ColumnSettingsBody = z.infer<typeof columnSettingsBodySchema>;

/** Why a `fieldList` was refused; each is a server message key. */
export type ColumnSettingsProblem =
  | 'columnSettingsNotList'
  | 'columnSettingsTooMany'
  | 'columnSettingsBadProp'
  | 'columnSettingsBadLabel'
  | 'columnSettingsDuplicate';

/** Characters a label may not hold: markup brackets and control characters. */
const UNSAFE_LABEL = /[<>\p{Cc}]/u;

const itemSchema = z
  .object({
    prop: z.string(),
    label: z.string(),
    visible: z.boolean(),
    /** JNPF clients send the visibility twice; accepted and ignored. */
    columnVisible: z.boolean().optional(),
  })
  .strict();

/**
 * Reads a `fieldList` text into columns, or names what is wrong with it. Pure, so the server
 * checks with it and the client can check before it saves.
 */
export function parseColumnSettings(
  text: string,
): { ok: true; list: ColumnSetting[] } | { ok: false; problem: ColumnSettingsProblem } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'columnSettingsNotList' };
  }
  if (!Array.isArray(value)) return { ok: false, problem: 'columnSettingsNotList' };
  if (value.length > COLUMN_SETTINGS_MAX_ITEMS) return { ok: false, problem: 'columnSettingsTooMany' };
  const list: ColumnSetting[] = [];
  const seen = new Set<string>();
  for (const raw of value) {
    const item = itemSchema.safeParse(raw);
    if (!item.success) return { ok: false, problem: 'columnSettingsNotList' };
    const { prop, label, visible } = item.data;
    if (prop.length > COLUMN_SETTINGS_MAX_PROP || !PATTERNS.fieldName.pattern.test(prop))
      return { ok: false, problem: 'columnSettingsBadProp' };
    if (label.length > COLUMN_SETTINGS_MAX_LABEL || UNSAFE_LABEL.test(label))
      return { ok: false, problem: 'columnSettingsBadLabel' };
    if (seen.has(prop)) return { ok: false, problem: 'columnSettingsDuplicate' };
    seen.add(prop);
    list.push({ prop, label: label.trim(), visible });
  }
  return { ok: true, list };
}

const COLUMN_SETTINGS_PATH = '/api/permission/Authority';
const columnSettingsTags = ['column-settings'];

/** A saved column as the server answers it. */
export const columnSettingSchema = z.strictObject({
  prop: z.string(),
  label: z.string(),
  visible: z.boolean(),
});

/**
 * Column settings of tables, per user and menu (spec 02 sections 3 and 7). Any signed-in user,
 * but only for a menu that user may open (checked by the server).
 */
export const columnSettingsRoutes = defineRoutes({
  get: {
    method: 'GET',
    path: `${COLUMN_SETTINGS_PATH}/GetColumnsByModuleId/:moduleId`,
    auth: 'user',
    params: z.object({ moduleId: z.string().trim().min(1).max(64) }),
    answer: z.array(columnSettingSchema),
    tags: columnSettingsTags,
  },
  set: {
    method: 'PUT',
    path: `${COLUMN_SETTINGS_PATH}/SetColumnsByModuleId`,
    auth: 'user',
    body: columnSettingsBodySchema,
    answer: answer<null>(),
    tags: columnSettingsTags,
  },
});
