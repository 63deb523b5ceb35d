import type { Generated } from 'kysely';

/** Columns every business table carries (dates are epoch ms). */
export interface CommonColumns {
  id: string;
  sort_code: Generated<number>;
  /** 1 on, 0 off, 2 locked (users). */
  enabled_mark: Generated<number>;
  description: string | null;
  created_at: number;
  created_by: string | null;
  updated_at: number | null;
  updated_by: string | null;
  deleted_at: number | null;
  deleted_by: string | null;
}

/** base_user: people who sign in. */
export interface UserTable extends CommonColumns {
  account: string;
  real_name: string;
  head_icon: string | null;
  gender: number | null;
  mobile_phone: string | null;
  email: string | null;
  password_hash: string;
  is_administrator: Generated<number>;
  organize_id: string | null;
  position_id: string | null;
  manager_id: string | null;
  portal_id: string | null;
  system_id: string | null;
  theme: string | null;
  language: string | null;
  signature: string | null;
  log_error_count: Generated<number>;
  unlock_time: number | null;
  prev_log_time: number | null;
  prev_log_ip: string | null;
  last_log_time: number | null;
  last_log_ip: string | null;
  password_changed_at: number | null;
  /** Personal fields (migration 0002). */
  birthday: number | null;
  nation: string | null;
  education: string | null;
  urgent_contacts: string | null;
  urgent_telephone: string | null;
  postal_address: string | null;
  /** 1 while the hash is an import's shared one, until rehashed with the user's own salt (migration 0020). */
  password_rehash: Generated<number>;
}

/** base_organize: companies and departments. */
export interface OrganizeTable extends CommonColumns {
  parent_id: string;
  category: string;
  en_code: string;
  full_name: string;
  manager_id: string | null;
  organize_id_tree: string;
}

/** base_position: posts inside an organisation. */
export interface PositionTable extends CommonColumns {
  organize_id: string;
  full_name: string;
  en_code: string;
  type: string | null;
}

/** base_role. */
export interface RoleTable extends CommonColumns {
  full_name: string;
  en_code: string;
  type: string | null;
  global_mark: Generated<number>;
}

/** base_group: user groups. */
export interface GroupTable extends CommonColumns {
  full_name: string;
  en_code: string;
  type: string | null;
}

/** base_role_organize: the organisations an organisation role (global_mark 0) belongs to. */
export interface RoleOrganizeTable {
  id: string;
  role_id: string;
  organize_id: string;
  created_at: number;
}

/** base_user_relation: a user's organisations, positions, roles and groups. */
export interface UserRelationTable {
  id: string;
  user_id: string;
  object_type: string;
  object_id: string;
  sort_code: Generated<number>;
  created_at: number;
  created_by: string | null;
}

/** base_system: applications holding menus. */
export interface SystemTable extends CommonColumns {
  full_name: string;
  en_code: string;
  icon: string | null;
  is_main: Generated<number>;
  property_json: string | null;
}

/** base_module: menus. */
export interface ModuleTable extends CommonColumns {
  parent_id: string;
  system_id: string;
  type: number;
  full_name: string;
  en_code: string;
  icon: string | null;
  url_address: string | null;
  link_target: string | null;
  category: string;
  property_json: string | null;
  is_button_authorize: Generated<number>;
  is_column_authorize: Generated<number>;
  is_form_authorize: Generated<number>;
  is_data_authorize: Generated<number>;
}

/** base_module_button / _column / _form: permission resources of a menu. */
export interface ModuleResourceTable extends CommonColumns {
  module_id: string;
  parent_id: string;
  full_name: string;
  en_code: string;
  bind_table: string | null;
}

/** base_module_scheme: data permission schemes of a menu. */
export interface ModuleSchemeTable extends CommonColumns {
  module_id: string;
  full_name: string;
  en_code: string;
  condition_json: string | null;
  all_data: Generated<number>;
  match_logic: string | null;
}

/** base_authorize: a grant of an item to a role, position, organisation, user or group. */
export interface AuthorizeTable {
  id: string;
  item_type: string;
  item_id: string;
  object_type: string;
  object_id: string;
  sort_code: Generated<number>;
  created_at: number;
  created_by: string | null;
}

/** base_sys_config: key/value settings. */
export interface SysConfigTable {
  id: string;
  key: string;
  value: string;
  category: string;
  updated_at: number | null;
}

/** base_sys_log: sign-in, sign-out and other audit rows. */
export interface SysLogTable {
  id: string;
  user_id: string | null;
  user_name: string | null;
  type: number;
  ip_address: string | null;
  user_agent: string | null;
  request_url: string | null;
  request_method: string | null;
  abstracts: string | null;
  created_at: number;
}

/** base_user_session: live and revoked sessions, keyed by the token's sha256. */
export interface UserSessionTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: number;
  last_active_at: number;
  expires_at: number;
  revoked_at: number | null;
  revoke_reason: 'logout' | 'elsewhere' | 'admin' | 'password' | null;
  ip: string | null;
  user_agent: string | null;
}

/** base_sign_img: a user's handwritten signature images (data URLs). */
export interface SignImgTable {
  id: string;
  user_id: string;
  sign_img: string;
  is_default: Generated<number>;
  created_at: number;
  created_by: string | null;
}

/** base_sign_in_ticket: scan-code sign-in tickets, keyed by the ticket's sha256. */
export interface SignInTicketTable {
  id: string;
  ticket_hash: string;
  /** waiting, scanned, confirmed, spent or cancelled. */
  status: string;
  user_id: string | null;
  ip: string | null;
  created_at: number;
  expires_at: number;
  updated_at: number | null;
}

/** base_sms_code: mobile verification codes, stored as sha256. */
export interface SmsCodeTable {
  id: string;
  mobile: string;
  /** null when no enabled user has the mobile (nothing was sent). */
  user_id: string | null;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** base_im_content: one chat message (migration 0005). */
export interface ImContentTable {
  id: string;
  send_user_id: string;
  receive_user_id: string;
  /** Text, or JSON text of an image or media object. */
  content: string;
  content_type: string;
  send_time: number;
  receive_time: number | null;
  /** 0 unread, 1 read. */
  state: Generated<number>;
  /** 1 once the sender (or the recipient) deleted their copy. */
  send_deleted: Generated<number>;
  receive_deleted: Generated<number>;
}

/** base_im_reply: one user's conversation with one other user (migration 0005). */
export interface ImReplyTable {
  id: string;
  user_id: string;
  other_user_id: string;
  latest_message: Generated<string>;
  message_type: Generated<string>;
  latest_date: number | null;
  unread_count: Generated<number>;
  /** 1 after "remove"; cleared by a new message. */
  hidden: Generated<number>;
}

/** base_message: an in-site message (1 notice, 2 flow, 3 system); soft-deleted. */
export interface MessageTable {
  id: string;
  type: number;
  title: string;
  body_text: string | null;
  /** JSON text of MessageFile[]. */
  files: string | null;
  /** JSON text of NoticeRecipients (notices only). */
  recipients_json: string | null;
  /** 0 draft, 1 released. */
  enabled_mark: Generated<number>;
  creator_user_id: string | null;
  creator_time: number;
  last_modify_user_id: string | null;
  last_modify_time: number | null;
  release_user_id: string | null;
  release_time: number | null;
  deleted_at: number | null;
  deleted_user_id: string | null;
  /** Title recipients see, rendered from a message template (null: the title as written). */
  sent_title: Generated<string | null>;
  /** Body recipients see, rendered from a message template (null: the body as written). */
  sent_body: Generated<string | null>;
}

/** base_message_receive: one message in one user's inbox; soft-deleted per user. */
export interface MessageReceiveTable {
  id: string;
  message_id: string;
  user_id: string;
  /** 0 unread, 1 read. */
  is_read: Generated<number>;
  read_time: number | null;
  created_at: number;
  deleted_at: number | null;
}

/** base_message_template: titles and contents of messages, with @parameters. */
export interface MessageTemplateTable extends CommonColumns {
  full_name: string;
  en_code: string;
  message_source: string;
  message_type: string;
  title: string;
  content: string;
  template_code: string | null;
}

/** base_image_code: image verification codes of the password sign-in, hashed. */
export interface ImageCodeTable {
  id: string;
  key_hash: string;
  answer_hash: string;
  expires_at: number;
}

/** base_print_dev: print templates (JSON statements, sanitized HTML, page setup JSON). */
export interface PrintDevTable extends CommonColumns {
  full_name: string;
  en_code: string;
  category_id: string | null;
  type: Generated<number>;
  sql_template: Generated<string>;
  print_template: Generated<string>;
  page_param: Generated<string>;
  /** Menu code of the resource whose records it prints (migration 0019); null: administrators only. */
  resource_code: string | null;
}

/** base_dictionary_type: dictionary types, a tree (parent "-1" at the top). */
export interface DictionaryTypeTable extends CommonColumns {
  parent_id: string;
  full_name: string;
  en_code: string;
  /** 1: the items form a tree. */
  is_tree: Generated<number>;
}

/** base_dictionary_data: the items of a dictionary type (parent "0" at the top). */
export interface DictionaryDataTable extends CommonColumns {
  dictionary_type_id: string;
  parent_id: string;
  full_name: string;
  en_code: string;
  simple_spelling: string | null;
  /** 1: preselected in forms. */
  is_default: Generated<number>;
}

/** base_province: administrative divisions, a tree (parent "-1" at the top). */
export interface AreaTable extends CommonColumns {
  parent_id: string;
  /** The official division code. */
  en_code: string;
  full_name: string;
  quick_query: string | null;
  /** 1 province, 2 city, 3 district, 4 street. */
  type: number;
}

/** base_bill_rule: numbering rules; this_number and serial_date form the counter (ADR 0012). */
export interface BillRuleTable extends CommonColumns {
  category_id: string | null;
  full_name: string;
  en_code: string;
  prefix: Generated<string>;
  /** 1 date and serial, 2 random, 3 UUID. */
  type: Generated<number>;
  date_format: Generated<string>;
  digit: Generated<number>;
  start_number: Generated<number>;
  random_digit: Generated<number>;
  random_type: Generated<number>;
  suffix: Generated<string>;
  /** Serial handed out last, less the start number (-1: the next one is the start number). */
  this_number: Generated<number>;
  /** Date part the serial counts in; null before the first number of the current shape. */
  serial_date: string | null;
  output_number: string | null;
}

/** base_bill_number_issued: every number a rule handed out, unique per rule (migration 0018, ADR 0012). */
export interface BillNumberIssuedTable {
  rule_id: string;
  number: string;
  type: number;
  prefix: string;
  suffix: string;
  /** Type 1: the shape and serial, so a rule edited back to a shape continues after its last serial. */
  date_format: string | null;
  serial_date: string | null;
  serial: number | null;
  issued_at: number;
}

/** Every table Kysely may query. */
/** base_column_setting: the table columns one user saved for one menu (one row per pair). */
export interface ColumnSettingTable {
  id: string;
  user_id: string;
  module_id: string;
  /** JSON text: [{prop, label, visible}] in display order; "[]" after a reset. */
  field_list: string;
  created_at: number;
  updated_at: number | null;
}

/** base_data_interface: SQL, static and HTTP API data sources (migration 0010). */
export interface DataInterfaceTable extends CommonColumns {
  category_id: string;
  full_name: string;
  en_code: string;
  /** 1 SQL, 2 static JSON, 3 HTTP API. */
  type: number;
  has_page: Generated<number>;
  /** JSON `{staticData, sqlData:{sql}, apiData}`. */
  data_config_json: string;
  /** JSON `[{field, dataType, required, defaultValue}]`. */
  parameter_json: string;
  response_path: string | null;
  time_limit_ms: Generated<number>;
  row_limit: Generated<number>;
}

/** base_data_interface_log: one row per call (bounded per interface). */
export interface DataInterfaceLogTable {
  id: string;
  interface_id: string;
  user_id: string | null;
  invoke_time: number;
  duration_ms: number;
  ip: string | null;
  ok: number;
  error: string | null;
  invoke_type: string;
}

/** base_data_interface_grant: roles that may run an interface and menus that use it (migration 0019). */
export interface DataInterfaceGrantTable {
  id: string;
  interface_id: string;
  /** Role or Module. */
  object_type: string;
  object_id: string;
  created_at: number;
  created_by: string | null;
}

export interface DB {
  base_data_interface: DataInterfaceTable;
  base_data_interface_grant: DataInterfaceGrantTable;
  base_data_interface_log: DataInterfaceLogTable;
  base_column_setting: ColumnSettingTable;
  base_bill_rule: BillRuleTable;
  base_bill_number_issued: BillNumberIssuedTable;
  base_province: AreaTable;
  base_dictionary_type: DictionaryTypeTable;
  base_dictionary_data: DictionaryDataTable;
  base_print_dev: PrintDevTable;
  base_user: UserTable;
  base_organize: OrganizeTable;
  base_position: PositionTable;
  base_role: RoleTable;
  base_role_organize: RoleOrganizeTable;
  base_group: GroupTable;
  base_user_relation: UserRelationTable;
  base_system: SystemTable;
  base_module: ModuleTable;
  base_module_button: ModuleResourceTable;
  base_module_column: ModuleResourceTable;
  base_module_form: ModuleResourceTable;
  base_module_scheme: ModuleSchemeTable;
  base_authorize: AuthorizeTable;
  base_sys_config: SysConfigTable;
  base_sys_log: SysLogTable;
  base_user_session: UserSessionTable;
  base_sign_in_ticket: SignInTicketTable;
  base_sms_code: SmsCodeTable;
  base_sign_img: SignImgTable;
  base_im_content: ImContentTable;
  base_im_reply: ImReplyTable;
  base_message: MessageTable;
  base_message_receive: MessageReceiveTable;
  base_message_template: MessageTemplateTable;
  base_image_code: ImageCodeTable;
}
