import {
  COLUMN_SETTINGS_MAX_ITEMS,
  COLUMN_SETTINGS_MAX_LABEL,
  COLUMN_SETTINGS_MAX_PROP,
  parseColumnSettings,
  type ColumnSetting,
  type ColumnSettingsProblem,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { SessionUser } from '../../plugins/types';
import type { AccessService } from '../auth/access.service';
import { findColumnSettings, saveColumnSettings } from './column-settings.repository';

const LIMITS: Record<ColumnSettingsProblem, Record<string, number>> = {
  columnSettingsNotList: {},
  columnSettingsTooMany: { max: COLUMN_SETTINGS_MAX_ITEMS },
  columnSettingsBadProp: { max: COLUMN_SETTINGS_MAX_PROP },
  columnSettingsBadLabel: { max: COLUMN_SETTINGS_MAX_LABEL },
  columnSettingsDuplicate: {},
};

/** Table column settings saved per user and per menu. */
export class ColumnSettingsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly access: AccessService,
  ) {}

  /** Refuses (403) unless the menu exists and the user may open it; same answer for both. */
  private async requireMenu(user: SessionUser, moduleId: string): Promise<void> {
    const catalog = await this.access.catalog();
    const menu = catalog.modules.find((m) => m.id === moduleId);
    if (!menu || !(await this.access.can(user, menu.en_code))) throw forbidden();
  }

  /** The caller's saved list for a menu, or an empty list when there is none. */
  async get(user: SessionUser, moduleId: string): Promise<ColumnSetting[]> {
    await this.requireMenu(user, moduleId);
    const text = await findColumnSettings(this.db, user.userId, moduleId);
    if (text === undefined) return [];
    // only checked lists are written; a row that no longer reads is treated as none
    const parsed = parseColumnSettings(text);
    return parsed.ok ? parsed.list : [];
  }

  /** Replaces the caller's list for a menu after checking every item. */
  async set(user: SessionUser, moduleId: string, fieldList: string): Promise<void> {
    await this.requireMenu(user, moduleId);
    const parsed = parseColumnSettings(fieldList);
    if (!parsed.ok) throw badRequest(parsed.problem, LIMITS[parsed.problem]);
    await saveColumnSettings(this.db, {
      id: newId(),
      userId: user.userId,
      moduleId,
      fieldList: JSON.stringify(parsed.list),
      now: Date.now(),
    });
  }
}
