import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config/env';
import type { DialectName } from './db/database';
import type { DB } from './db/schema';
import { noPush, type PushBus } from './lib/push';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './lib/rate-limit';
import { AccessService } from './modules/auth/access.service';
import { CurrentUserService } from './modules/auth/current-user.service';
import { LoginService } from './modules/auth/login.service';
import { SessionService } from './modules/auth/session.service';
import { SystemConfigService } from './modules/sys-config/sys-config.service';
import { SystemLogService } from './modules/system-log/system-log.service';
import { UserSettingsService } from './modules/user-settings/user-settings.service';
import { createProfileServices, type ProfileServices } from './modules/profile/profile.factory';
import { SignInFinisher } from './modules/auth/sign-in-finisher';
import { createSignInModes } from './modules/sign-in-modes/sign-in-modes.factory';
import type { ScanTicketService } from './modules/sign-in-modes/scan-ticket.service';
import type { SmsCodeService } from './modules/sign-in-modes/sms-code.service';
import type { WarnLogger } from './modules/sign-in-modes/sms-sender';
import { createMessageServices, type MessageServices } from './modules/messages/messages.factory';
import { OrganizeService } from './modules/organize/organize.service';
import { PositionsService } from './modules/positions/positions.service';
import { GroupsService } from './modules/groups/groups.service';
import { AreaService } from './modules/area/area.service';
import { RolesService } from './modules/roles/roles.service';
import { UserAdminService } from './modules/user-admin/user-admin.service';
import { UserPickersService } from './modules/user-admin/user-pickers.service';
import { DataScopeService } from './modules/data-scope/data-scope.service';
import { PrintDevService } from './modules/print-dev/print-dev.service';
import { RecordReaders } from './lib/record-readers';
import { userRecordReader } from './modules/user-admin/user-record-reader';
import { USER_MENU } from './modules/user-admin/user-scope';
import { BillRuleService } from './modules/bill-rule/bill-rule.service';
import { printSqlRunner } from './modules/print-dev/print-sql';
import { SqlReader } from './modules/data-interface/sql-runner';
import { MessageTemplateService } from './modules/message-template/message-template.service';
import { ImageCodeService } from './modules/sys-config/image-code.service';

/** Services of one app instance (their caches live and die with it). */
export interface Services {
  config: AppConfig;
  db: Kysely<DB>;
  dialect: DialectName;
  sysConfig: SystemConfigService;
  sysLog: SystemLogService;
  sessions: SessionService;
  access: AccessService;
  currentUser: CurrentUserService;
  login: LoginService;
  userSettings: UserSettingsService;
  limiter: RateLimiter;
  files: ProfileServices['files'];
  profile: ProfileServices['profile'];
  passwords: ProfileServices['passwords'];
  signImgs: ProfileServices['signImgs'];
  scanTickets: ScanTicketService;
  smsCodes: SmsCodeService;
  /** Socket delivery; the socket module replaces the no-op bus when it is registered. */
  push: PushBus;
  /** The in-site message centre: inbox, flow and system messages. */
  messages: MessageServices['messages'];
  /** Notice administration. */
  notices: MessageServices['notices'];
  /** Companies and departments. */
  organize: OrganizeService;
  /** Positions inside organisations. */
  positions: PositionsService;
  /** Permission groups. */
  groups: GroupsService;
  /** Administrative divisions. */
  area: AreaService;
  /** Global and organisation roles. */
  roles: RolesService;
  /** User administration. */
  userAdmin: UserAdminService;
  /** The user pickers. */
  userPickers: UserPickersService;
  /** Data scopes (schemes), column and form permissions of menus. */
  dataScope: DataScopeService;
  /** Print templates and print data. */
  printDev: PrintDevService;
  /** Resource -> "may this caller read record id?" (print data asks it). */
  records: RecordReaders;
  /** Numbering (bill) rules and number issuing. */
  billRule: BillRuleService;
  /** Message templates and their rendering. */
  messageTemplates: MessageTemplateService;
  /** Image verification codes of the password sign-in. */
  imageCodes: ImageCodeService;
  /** Runs user SQL (data interfaces, print templates) as the read-only reader, on its own pool. */
  sqlReader: SqlReader;
}

/** Wires the services for a database; Redis (when given) backs the sign-in rate limit. */
export function createServices(
  config: AppConfig,
  db: Kysely<DB>,
  dialect: DialectName,
  redis?: Redis,
  logger?: WarnLogger,
): Services {
  const sysConfig = new SystemConfigService(db);
  const sysLog = new SystemLogService(db);
  const imageCodes = new ImageCodeService(db);
  const sessions = new SessionService(db, sysConfig);
  const access = new AccessService(db);
  const dataScope = new DataScopeService({ db, dialect, access });
  const records = new RecordReaders();
  records.register(USER_MENU, userRecordReader(db, dataScope));
  const currentUser = new CurrentUserService(db, access, sysConfig);
  const limiter = redis
    ? redisRateLimiter(redis, config.LOGIN_RATE_LIMIT)
    : memoryRateLimiter(config.LOGIN_RATE_LIMIT);
  const finisher = new SignInFinisher({ db, sessions, currentUser, log: sysLog });
  const login = new LoginService({
    db,
    aesKey: config.LOGIN_AES_KEY,
    limiter,
    sysConfig,
    sessions,
    finisher,
    imageCodes,
    log: sysLog,
  });
  const userSettings = new UserSettingsService(db, currentUser);
  const messageTemplates = new MessageTemplateService(db, dialect);
  const sqlReader = new SqlReader({ db, dialect, readerUrl: config.DATA_INTERFACE_DATABASE_URL });
  const signInModes = createSignInModes({ config, db, redis, limiter, finisher, logger });
  const services: Services = {
    ...{ config, db, dialect, sysConfig, sysLog, sessions, access, currentUser, login, userSettings, limiter },
    ...signInModes,
    ...createProfileServices({ config, db, sessions, currentUser, sysLog }),
    push: noPush,
    organize: new OrganizeService(db),
    positions: new PositionsService(db, dialect),
    groups: new GroupsService(db, dialect),
    area: new AreaService(db, dialect),
    roles: new RolesService(db, dialect),
    userAdmin: new UserAdminService({ db, dialect, sessions, sysConfig, scope: dataScope }),
    dataScope,
    printDev: new PrintDevService(db, dialect, printSqlRunner(sqlReader), { access, records }),
    records,
    billRule: new BillRuleService(db, dialect),
    userPickers: new UserPickersService(db, dialect),
    // The bus is read at each delivery, so replacing services.push reaches the message centre.
    ...createMessageServices({
      db,
      dataDir: config.DATA_DIR,
      push: () => services.push,
      templates: messageTemplates,
    }),
    messageTemplates,
    imageCodes,
    sqlReader,
  };
  return services;
}
