import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import type { DomainEvents } from '../../platform/events';
import type { AccessService } from '../auth/access.service';
import type { BillRuleService } from '../bill-rule/bill-rule.service';
import type { DataScopeService } from '../data-scope/data-scope.service';
import type { DesignTables, designFields } from './form-model.adapter';
import type { VersionRow } from './visualdev.repository';

// The shapes the online-dev runtime's parts share (the record service, the list, export, import,
// print and file readers), apart from the services themselves so that none imports another's.

/** What the online-dev runtime needs. */
export interface OnlineDevDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  access: AccessService;
  dataScope: DataScopeService;
  billRule: BillRuleService;
  events?: DomainEvents;
}

/** A released model: its latest version, parsed. */
export interface Model {
  version: VersionRow;
  tables: DesignTables;
  fields: ReturnType<typeof designFields>;
}
