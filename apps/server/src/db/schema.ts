import type { AreaTables } from '../modules/area/area.table';
import type { AuthTables } from '../modules/auth/auth.table';
import type { AuthorityTables } from '../modules/authority/authority.table';
import type { BillRuleTables } from '../modules/bill-rule/bill-rule.table';
import type { ChatTables } from '../modules/chat/chat.table';
import type { ColumnSettingsTables } from '../modules/column-settings/column-settings.table';
import type { DataInterfaceTables } from '../modules/data-interface/data-interface.table';
import type { DictionaryTables } from '../modules/dictionary/dictionary.table';
import type { GroupsTables } from '../modules/groups/groups.table';
import type { MenusTables } from '../modules/menus/menus.table';
import type { MessageTemplateTables } from '../modules/message-template/message-template.table';
import type { MessagesTables } from '../modules/messages/messages.table';
import type { OrganizeTables } from '../modules/organize/organize.table';
import type { PositionsTables } from '../modules/positions/positions.table';
import type { PrintDevTables } from '../modules/print-dev/print-dev.table';
import type { ProfileTables } from '../modules/profile/profile.table';
import type { RolesTables } from '../modules/roles/roles.table';
import type { SchedulingTables } from '../modules/scheduling/scheduling.table';
import type { SignInModesTables } from '../modules/sign-in-modes/sign-in-modes.table';
import type { FileChunkTables } from '../modules/files/chunks/chunks.table';
import type { SysConfigTables } from '../modules/sys-config/sys-config.table';
import type { SystemLogTables } from '../modules/system-log/system-log.table';
import type { UserAdminTables } from '../modules/user-admin/user-admin.table';
import type { VisualDevTables } from '../modules/visualdev/visualdev.table';

/**
 * Every table Kysely may query: each module declares the tables it owns in `modules/<x>/<x>.table.ts`
 * (a table several modules use belongs to the module whose migration makes it); shared column
 * shapes live in `./columns`. Runtime tables of online forms go through `./dynamic` instead.
 */
export interface DB
  extends
    UserAdminTables,
    AuthTables,
    OrganizeTables,
    PositionsTables,
    RolesTables,
    GroupsTables,
    MenusTables,
    AuthorityTables,
    SysConfigTables,
    SystemLogTables,
    ProfileTables,
    SignInModesTables,
    FileChunkTables,
    MessagesTables,
    ChatTables,
    MessageTemplateTables,
    DictionaryTables,
    AreaTables,
    DataInterfaceTables,
    BillRuleTables,
    PrintDevTables,
    ColumnSettingsTables,
    SchedulingTables,
    VisualDevTables {}
