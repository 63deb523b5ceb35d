import type { ModuleOrder } from '../platform/module';
import { advancedQueryModule } from './advanced-query/advanced-query.module';
import { areaModule } from './area/area.module';
import { authModule } from './auth/auth.module';
import { authorityModule } from './authority/authority.module';
import { billRuleModule } from './bill-rule/bill-rule.module';
import { chatModule } from './chat/chat.module';
import { commonWordsModule } from './common-words/common-words.module';
import { columnSettingsModule } from './column-settings/column-settings.module';
import { dataInterfaceModule } from './data-interface/data-interface.module';
import { dataScopeModule } from './data-scope/data-scope.module';
import { dictionaryModule } from './dictionary/dictionary.module';
import { filesModule } from './files/files.module';
import { groupsModule } from './groups/groups.module';
import { healthModule } from './health/health.module';
import { menusModule } from './menus/menus.module';
import { messageTemplateModule } from './message-template/message-template.module';
import { messagesModule } from './messages/messages.module';
import { metricsModule } from './metrics/metrics.module';
import { onlineUsersModule } from './online-users/online-users.module';
import { organizeModule } from './organize/organize.module';
import { positionsModule } from './positions/positions.module';
import { printDevModule } from './print-dev/print-dev.module';
import { profileModule } from './profile/profile.module';
import { rolesModule } from './roles/roles.module';
import { schedulingModule } from './scheduling/scheduling.module';
import { signInModesModule } from './sign-in-modes/sign-in-modes.module';
import { socketModule } from './socket/socket.module';
import { sysConfigModule } from './sys-config/sys-config.module';
import { systemLogModule } from './system-log/system-log.module';
import { userAdminModule } from './user-admin/user-admin.module';
import { userSettingsModule } from './user-settings/user-settings.module';
import { visualDevModule } from './visualdev/visualdev.module';

/**
 * THE list of server modules, in dependency order: a module's services are built from the
 * platform's and those of the modules above it (checked at compile time below). Services, routes,
 * migrations, seeds, menus and record readers are all taken from here (ADR 0015).
 * Adding a module: one line here.
 */
export const serverModules = [
  healthModule,
  systemLogModule,
  filesModule,
  sysConfigModule,
  authModule,
  userSettingsModule,
  profileModule,
  signInModesModule,
  messageTemplateModule,
  messagesModule,
  organizeModule,
  positionsModule,
  groupsModule,
  areaModule,
  rolesModule,
  dataScopeModule,
  userAdminModule,
  onlineUsersModule,
  menusModule,
  authorityModule,
  columnSettingsModule,
  dictionaryModule,
  dataInterfaceModule,
  printDevModule,
  billRuleModule,
  chatModule,
  socketModule,
  schedulingModule,
  commonWordsModule,
  advancedQueryModule,
  metricsModule,
  visualDevModule,
] as const;

/** Fails to compile, naming the module, when a module is listed above one whose services it needs. */
export const moduleOrder: ModuleOrder<typeof serverModules> = 'ok';
