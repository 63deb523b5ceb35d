/**
 * The widget catalogue of the form model (reference form-model.md §2, keys per rulings.md 1):
 * what each kind is, whether it holds a value and of what shape, where it may stand.
 */

/** Palette groups; `pane` kinds are made by their container, never dropped from the palette. */
export type WidgetGroup = 'basic' | 'advanced' | 'system' | 'layout' | 'pane';

/**
 * The value a widget holds in form data. `none`: no vModel. `attr`: only with `isStorage: 2`
 * (relation/popup attributes, calculate).
 */
export type WidgetValue =
  | 'none'
  | 'string'
  | 'number'
  | 'flag'
  | 'epochMs'
  | 'time'
  | 'html'
  | 'strings'
  | 'path'
  | 'id'
  | 'files'
  | 'json'
  | 'rows'
  | 'attr';

/** Events a widget's `on` may hold (JS source strings, run in the sandbox). */
export type WidgetEvent = 'change' | 'blur' | 'click' | 'tabClick';

/** Every widget key Tessera knows. */
export const WIDGET_KEYS = [
  // basic
  'input', 'textarea', 'numInput', 'switch', 'radio', 'checkbox', 'select', 'cascader',
  'datePicker', 'timePicker', 'uploadFile', 'uploadImg', 'colorPicker', 'rate', 'slider',
  'editor', 'link', 'button', 'text', 'alert', 'qrcode', 'barcode',
  // advanced
  'organizeSelect', 'depSelect', 'posSelect', 'userSelect', 'roleSelect', 'groupSelect',
  'usersSelect', 'table', 'treeSelect', 'popupTableSelect', 'autoComplete', 'areaSelect',
  'relationForm', 'relationFormAttr', 'popupSelect', 'popupAttr', 'signature', 'sign',
  'location', 'iframe', 'calculate',
  // system
  'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition',
  'billRule',
  // layout
  'groupTitle', 'divider', 'collapse', 'tab', 'row', 'card', 'tableGrid',
  // panes
  'collapseItem', 'tabItem', 'tableGridTr', 'tableGridTd',
] as const; // prettier-ignore
/** A widget key (`__config__.jnpfKey`). */
export type WidgetKey = (typeof WIDGET_KEYS)[number];

/** What the catalogue knows of one kind. */
export interface WidgetKind {
  /** The key. */
  key: WidgetKey;
  /** Palette group. */
  group: WidgetGroup;
  /** i18n key of its name (the web translates it; also the default label). */
  labelKey: string;
  /** Value held with `multiple: false` (or always). */
  value: WidgetValue;
  /** Value held with `multiple: true`, when the kind has that switch. */
  multipleValue?: WidgetValue;
  /** May be a column of a sub-table. */
  subTableColumn: boolean;
  /** Holds child widgets in `__config__.children`. */
  container: boolean;
  /** Events of its `on`. */
  events: readonly WidgetEvent[];
  /** The renderer tag of the original client (kept for interchange). */
  tag: string;
  /** Filled by the server (system widgets). */
  serverFilled?: 'create' | 'update' | 'createIfEmpty';
}

const CB = ['change', 'blur'] as const;
const C = ['change'] as const;
const NONE = [] as const;

type Row = [WidgetGroup, WidgetValue, boolean, readonly WidgetEvent[], string, WidgetValue?];
// key: group, value, sub-table column, events, tag, value when multiple
const ROWS: Record<WidgetKey, Row> = {
  input: ['basic', 'string', true, CB, 'JnpfInput'],
  textarea: ['basic', 'string', true, CB, 'JnpfTextarea'],
  numInput: ['basic', 'number', true, CB, 'JnpfInputNumber'],
  switch: ['basic', 'flag', true, C, 'JnpfSwitch'],
  // spec 02 §3 lists radio and checkbox among the sub-table column keys (the spec wins).
  radio: ['basic', 'string', true, C, 'JnpfRadio'],
  checkbox: ['basic', 'strings', true, C, 'JnpfCheckbox'],
  select: ['basic', 'string', true, C, 'JnpfSelect', 'strings'],
  cascader: ['basic', 'path', true, CB, 'JnpfCascader', 'json'],
  datePicker: ['basic', 'epochMs', true, CB, 'JnpfDatePicker'],
  timePicker: ['basic', 'time', true, CB, 'JnpfTimePicker'],
  uploadFile: ['basic', 'files', true, C, 'JnpfUploadFile'],
  uploadImg: ['basic', 'files', true, C, 'JnpfUploadImg'],
  colorPicker: ['basic', 'string', false, NONE, 'JnpfColorPicker'],
  rate: ['basic', 'number', true, C, 'JnpfRate'],
  slider: ['basic', 'number', true, C, 'JnpfSlider'],
  editor: ['basic', 'html', false, NONE, 'JnpfEditor'],
  link: ['basic', 'none', false, ['click'], 'JnpfLink'],
  button: ['basic', 'none', false, ['click'], 'JnpfButton'],
  text: ['basic', 'none', false, NONE, 'JnpfText'],
  alert: ['basic', 'none', false, NONE, 'JnpfAlert'],
  qrcode: ['basic', 'none', false, NONE, 'JnpfQrcode'],
  barcode: ['basic', 'none', false, NONE, 'JnpfBarcode'],
  organizeSelect: ['advanced', 'path', true, C, 'JnpfOrganizeSelect', 'json'],
  depSelect: ['advanced', 'id', true, C, 'JnpfDepSelect', 'strings'],
  posSelect: ['advanced', 'id', true, C, 'JnpfPosSelect', 'strings'],
  userSelect: ['advanced', 'id', true, C, 'JnpfUserSelect', 'strings'],
  roleSelect: ['advanced', 'id', true, C, 'JnpfRoleSelect', 'strings'],
  groupSelect: ['advanced', 'id', true, C, 'JnpfGroupSelect', 'strings'],
  usersSelect: ['advanced', 'id', true, C, 'JnpfUsersSelect', 'strings'],
  table: ['advanced', 'rows', false, C, 'JnpfInputTable'],
  treeSelect: ['advanced', 'id', true, C, 'JnpfTreeSelect', 'strings'],
  popupTableSelect: ['advanced', 'id', true, C, 'JnpfPopupTableSelect', 'strings'],
  autoComplete: ['advanced', 'string', true, CB, 'JnpfAutoComplete'],
  areaSelect: ['advanced', 'path', true, C, 'JnpfAreaSelect', 'json'],
  relationForm: ['advanced', 'id', true, C, 'JnpfRelationForm'],
  relationFormAttr: ['advanced', 'attr', true, NONE, 'JnpfRelationFormAttr'],
  popupSelect: ['advanced', 'id', true, C, 'JnpfPopupSelect', 'strings'],
  popupAttr: ['advanced', 'attr', true, NONE, 'JnpfPopupAttr'],
  signature: ['advanced', 'string', true, C, 'JnpfSignature'],
  sign: ['advanced', 'string', true, C, 'JnpfSign'],
  location: ['advanced', 'json', true, C, 'JnpfLocation'],
  iframe: ['advanced', 'none', false, NONE, 'JnpfIframe'],
  calculate: ['advanced', 'attr', true, C, 'JnpfCalculate'],
  // spec 02 §3 lists createUser, createTime, currOrganize and currPosition as sub-table columns.
  createUser: ['system', 'id', true, NONE, 'JnpfOpenData'],
  createTime: ['system', 'epochMs', true, NONE, 'JnpfOpenData'],
  modifyUser: ['system', 'id', false, NONE, 'JnpfInput'],
  modifyTime: ['system', 'epochMs', false, NONE, 'JnpfInput'],
  currOrganize: ['system', 'path', true, NONE, 'JnpfOpenData'],
  currPosition: ['system', 'id', true, NONE, 'JnpfOpenData'],
  billRule: ['system', 'string', true, NONE, 'JnpfInput'],
  groupTitle: ['layout', 'none', false, NONE, 'JnpfGroupTitle'],
  divider: ['layout', 'none', false, NONE, 'JnpfDivider'],
  collapse: ['layout', 'none', false, C, 'ACollapse'],
  tab: ['layout', 'none', false, ['tabClick'], 'ATab'],
  row: ['layout', 'none', false, NONE, 'ARow'],
  card: ['layout', 'none', false, NONE, 'ACard'],
  tableGrid: ['layout', 'none', false, NONE, 'JnpfTableGrid'],
  collapseItem: ['pane', 'none', false, NONE, 'ACollapsePanel'],
  tabItem: ['pane', 'none', false, NONE, 'ATabPane'],
  tableGridTr: ['pane', 'none', false, NONE, 'JnpfTableGridTr'],
  tableGridTd: ['pane', 'none', false, NONE, 'JnpfTableGridTd'],
};

const CONTAINERS = new Set<WidgetKey>([
  'table', 'collapse', 'tab', 'row', 'card', 'tableGrid',
  'collapseItem', 'tabItem', 'tableGridTr', 'tableGridTd',
]); // prettier-ignore

const SERVER_FILLED: Partial<Record<WidgetKey, WidgetKind['serverFilled']>> = {
  createUser: 'create',
  createTime: 'create',
  currOrganize: 'create',
  currPosition: 'create',
  modifyUser: 'update',
  modifyTime: 'update',
  billRule: 'createIfEmpty',
};

/** The catalogue, by key. */
export const WIDGETS: Readonly<Record<WidgetKey, WidgetKind>> = Object.fromEntries(
  WIDGET_KEYS.map((key) => {
    const [group, value, subTableColumn, events, tag, multipleValue] = ROWS[key];
    const kind: WidgetKind = {
      key,
      group,
      labelKey: `formModel.widget.${key}`,
      value,
      subTableColumn,
      container: CONTAINERS.has(key),
      events,
      tag,
      ...(multipleValue ? { multipleValue } : {}),
      ...(SERVER_FILLED[key] ? { serverFilled: SERVER_FILLED[key] } : {}),
    };
    return [key, kind];
  }),
) as Record<WidgetKey, WidgetKind>;

const KEY_SET: ReadonlySet<string> = new Set(WIDGET_KEYS);

/** Whether a string is a known widget key. */
export const isWidgetKey = (key: unknown): key is WidgetKey => typeof key === 'string' && KEY_SET.has(key);

/** The palette: droppable kinds of one group, in catalogue order. */
export const paletteOf = (group: Exclude<WidgetGroup, 'pane'>): WidgetKind[] =>
  WIDGET_KEYS.map((k) => WIDGETS[k]).filter((w) => w.group === group);
