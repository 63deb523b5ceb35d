import type { WidgetKey } from './widgets';

/** Default texts a new widget carries; the caller translates them (`formModel.text.<key>`). */
export const WIDGET_TEXT_KEYS = [
  'switchOn', 'switchOff', 'uploadButton', 'linkContent', 'buttonText', 'textContent',
  'alertTitle', 'popupTitle', 'groupTitle', 'dividerContent', 'cardHeader', 'collapsePane',
  'tabPane', 'copyRow', 'removeRow', 'addRow', 'batchRemove', 'systemFilled', 'qrcodeText',
] as const; // prettier-ignore
/** A default text's key. */
export type WidgetTextKey = (typeof WIDGET_TEXT_KEYS)[number];
/** Translates a default text (`{n}` in pane titles is the pane number). */
export type WidgetText = (key: WidgetTextKey) => string;

type Props = Record<string, unknown>;
type Maker = (t: WidgetText) => { props?: Props; config?: Props };

const options = () => [
  { fullName: '选项一', id: '1' },
  { fullName: '选项二', id: '2' },
];
const optionConfig = {
  dataType: 'static',
  dictionaryType: '',
  propsUrl: '',
  propsName: '',
  templateJson: [],
};
const optionProps = (extra: Props = {}): Props => ({
  options: options(),
  props: { label: 'fullName', value: 'id', children: 'children' },
  ...extra,
});
const picker = (value: unknown, extra: Props = {}) => ({
  config: { defaultValue: value, defaultCurrent: false },
  props: { selectType: 'all', ableIds: [], multiple: false, clearable: true, filterable: false, ...extra },
});
const rangeRules = {
  startTimeRule: false, endTimeRule: false, startTimeType: 1, endTimeType: 1, startTimeTarget: 1,
  endTimeTarget: 1, startTimeValue: null, endTimeValue: null, startRelationField: '', endRelationField: '',
}; // prettier-ignore
const popup = (t: WidgetText, popupType: string): Props => ({
  interfaceId: '', interfaceName: '', templateJson: [], hasPage: false, pageSize: 20,
  columnOptions: [], propsValue: 'id', relationField: 'fullName', popupType,
  popupTitle: t('popupTitle'), popupWidth: '800px', multiple: false, filterable: true, clearable: true,
}); // prettier-ignore
const attr = { showField: '', relationField: '', isStorage: 1 };
const system = (t: WidgetText): ReturnType<Maker> => ({
  config: { defaultValue: '' },
  props: { readonly: true, placeholder: t('systemFilled') },
});
const showLabelOff = { showLabel: false };
const button = (value: string, label: string, btnType: string, showConfirm = false) => ({
  value, label, show: true, btnType, btnIcon: '', ...(showConfirm ? { showConfirm } : {}),
}); // prettier-ignore
const pane = (key: 'collapseItem' | 'tabItem', t: WidgetText, n: number) => ({
  title: t(key === 'collapseItem' ? 'collapsePane' : 'tabPane').replace('{n}', String(n)),
  name: String(n),
  __config__: { jnpfKey: key, children: [] },
});
const cell = () => ({
  __config__: {
    jnpfKey: 'tableGridTd',
    merged: false,
    colspan: 1,
    rowspan: 1,
    backgroundColor: '',
    children: [],
  },
});
const gridRow = (cells: number) => ({
  __config__: { jnpfKey: 'tableGridTr', children: Array.from({ length: cells }, cell) },
});

/** A new pane of a collapse (`collapseItem`) or tab (`tabItem`), numbered `n`. */
export const createPane = (key: 'collapseItem' | 'tabItem', n: number, t: WidgetText = () => '') =>
  pane(key, t, n);
/** A new row of a table layout with `cells` empty cells. */
export const createGridRow = (cells: number) => gridRow(cells);

/** Per-kind extra config and props of a new widget (form-model.md §2, §3). */
export const WIDGET_MAKERS: Partial<Record<WidgetKey, Maker>> = {
  input: () => ({
    config: { unique: false },
    props: {
      clearable: true, maxlength: null, showCount: false, showPassword: false, readonly: false,
      disabled: false, addonBefore: '', addonAfter: '', prefixIcon: '', suffixIcon: '',
      useScan: false, useMask: false,
      maskConfig: { filler: '*', maskType: 1, prefixType: 1, prefixLimit: 0, prefixSpecifyChar: '', suffixType: 1, suffixLimit: 0, suffixSpecifyChar: '', ignoreChar: '', useUnrealMask: false, unrealMaskLength: 1 },
    },
  }), // prettier-ignore
  textarea: () => ({
    props: {
      autoSize: { minRows: 4, maxRows: 4 },
      maxlength: null,
      showCount: false,
      clearable: true,
      readonly: false,
    },
  }),
  numInput: () => ({
    config: { trigger: ['blur', 'change'] },
    props: {
      min: undefined,
      max: undefined,
      precision: undefined,
      step: 1,
      controls: false,
      thousands: false,
      isAmountChinese: false,
      addonBefore: '',
      addonAfter: '',
    },
  }),
  switch: (t) => ({
    config: { defaultValue: 0 },
    props: { activeTxt: t('switchOn'), inactiveTxt: t('switchOff'), activeValue: 1, inactiveValue: 0 },
  }),
  radio: () => ({
    config: optionConfig,
    props: optionProps({
      direction: 'horizontal',
      optionType: 'default',
      buttonStyle: 'solid',
      size: 'default',
    }),
  }),
  checkbox: () => ({
    config: { ...optionConfig, defaultValue: [] },
    props: optionProps({ direction: 'horizontal' }),
  }),
  select: () => ({
    config: { ...optionConfig, defaultValue: '' },
    props: optionProps({ clearable: true, filterable: false, multiple: false }),
  }),
  cascader: () => ({
    config: { ...optionConfig, defaultValue: [] },
    props: {
      ...optionProps({ clearable: true, filterable: false, multiple: false }),
      options: [{ id: '1', fullName: '选项1', children: [{ id: '2', fullName: '选项1-1' }] }],
    },
  }),
  datePicker: () => ({
    config: { defaultValue: null, defaultCurrent: false, ...rangeRules },
    props: { format: 'yyyy-MM-dd', startTime: null, endTime: null, clearable: true },
  }),
  timePicker: () => ({
    config: { defaultValue: null, defaultCurrent: false, ...rangeRules },
    props: { format: 'HH:mm:ss', startTime: null, endTime: null, clearable: true },
  }),
  uploadFile: (t) => ({
    config: { defaultValue: [] },
    props: {
      accept: '',
      fileSize: 10,
      sizeUnit: 'MB',
      buttonText: t('uploadButton'),
      limit: 9,
      pathType: 'defaultPath',
      isAccount: 0,
      folder: '',
      tipText: '',
    },
  }),
  uploadImg: () => ({
    config: { defaultValue: [] },
    props: {
      fileSize: 10,
      sizeUnit: 'MB',
      limit: 9,
      pathType: 'defaultPath',
      isAccount: 0,
      folder: '',
      tipText: '',
    },
  }),
  colorPicker: () => ({ config: { defaultValue: null }, props: { showAlpha: false, colorFormat: '' } }),
  rate: () => ({ config: { defaultValue: 0 }, props: { count: 5, allowHalf: false } }),
  slider: () => ({ config: { defaultValue: 0 }, props: { min: 0, max: 100, step: 1 } }),
  editor: () => ({ config: { defaultValue: null } }),
  link: (t) => ({
    config: showLabelOff,
    props: { content: t('linkContent'), href: '', target: '_self', textStyle: {} },
  }),
  button: (t) => ({ config: showLabelOff, props: { align: 'left', buttonText: t('buttonText'), type: '' } }),
  text: (t) => ({
    config: showLabelOff,
    props: {
      content: t('textContent'),
      textStyle: {
        color: '#000000',
        'text-align': 'left',
        'font-weight': 'normal',
        'line-height': 32,
        'font-size': 12,
      },
    },
  }),
  alert: (t) => ({
    config: showLabelOff,
    props: {
      title: t('alertTitle'),
      type: 'success',
      showIcon: false,
      closable: true,
      description: '',
      closeText: '',
    },
  }),
  qrcode: (t) => ({
    config: { defaultValue: '' },
    props: {
      colorDark: '#000',
      colorLight: '#fff',
      width: 100,
      dataType: 'static',
      staticText: t('qrcodeText'),
      relationField: '',
    },
  }),
  barcode: () => ({
    config: { defaultValue: '' },
    props: {
      format: 'code128',
      lineColor: '#000',
      background: '#fff',
      width: 4,
      height: 40,
      dataType: 'static',
      staticText: '10241024',
      relationField: '',
    },
  }),
  organizeSelect: () => picker([]),
  depSelect: () => picker(null),
  posSelect: () => picker(null),
  userSelect: () => picker(null, { ableRelationIds: [], relationField: '' }),
  roleSelect: () => picker(null),
  groupSelect: () => picker(''),
  usersSelect: () => picker(null),
  treeSelect: () => ({
    config: { ...optionConfig, defaultValue: null },
    props: optionProps({ options: [], multiple: false, clearable: true, filterable: false }),
  }),
  popupTableSelect: (t) => ({ config: { defaultValue: '' }, props: popup(t, 'popover') }),
  autoComplete: () => ({
    config: { defaultValue: '' },
    props: {
      interfaceId: '',
      interfaceName: '',
      templateJson: [],
      total: 10,
      relationField: 'fullName',
      clearable: true,
    },
  }),
  areaSelect: () => ({
    config: { defaultValue: [] },
    props: { level: 2, multiple: false, filterable: false, clearable: true },
  }),
  relationForm: (t) => ({
    config: { defaultValue: '', transferList: [] },
    props: {
      modelId: '',
      relationField: '',
      hasPage: false,
      pageSize: 20,
      columnOptions: [],
      popupType: 'dialog',
      popupTitle: t('popupTitle'),
      popupWidth: '800px',
      clearable: true,
    },
  }),
  relationFormAttr: () => ({ config: { defaultValue: '' }, props: { ...attr } }),
  popupSelect: (t) => ({ config: { defaultValue: '', transferList: [] }, props: popup(t, 'dialog') }),
  popupAttr: () => ({ config: { defaultValue: '' }, props: { ...attr } }),
  signature: () => ({ config: { defaultValue: '', defaultCurrent: false }, props: { ableIds: [] } }),
  sign: () => ({ config: { defaultValue: '', defaultCurrent: false } }),
  location: () => ({
    config: { defaultValue: '' },
    props: {
      autoLocation: false,
      enableLocationScope: false,
      adjustmentScope: 500,
      enableDesktopLocation: false,
      locationScope: [],
    },
  }),
  iframe: () => ({
    config: { defaultValue: null, visibility: ['pc'] },
    props: { href: '', height: 300, borderType: 'solid', borderColor: '#E2E0E0', borderWidth: 1 },
  }),
  calculate: () => ({
    config: { defaultValue: null },
    props: { expression: [], isStorage: 1, thousands: false, isAmountChinese: false, precision: 2 },
  }),
  createUser: (t) => ({ ...system(t), props: { readonly: true, type: 'currUser' } }),
  createTime: (t) => ({ ...system(t), props: { readonly: true, type: 'currTime' } }),
  modifyUser: system,
  modifyTime: system,
  currOrganize: (t) => ({ ...system(t), props: { readonly: true, type: 'currOrganize', showLevel: 'last' } }),
  currPosition: (t) => ({ ...system(t), props: { readonly: true, type: 'currPosition' } }),
  billRule: (t) => ({
    config: { defaultValue: '', rule: '', ruleName: '' },
    props: { readonly: true, placeholder: t('systemFilled') },
  }),
  groupTitle: (t) => ({
    config: showLabelOff,
    props: { content: t('groupTitle'), contentPosition: 'left', helpMessage: '' },
  }),
  divider: (t) => ({
    config: showLabelOff,
    props: { content: t('dividerContent'), contentPosition: 'center' },
  }),
  collapse: (t) => ({
    config: {
      ...showLabelOff,
      children: [pane('collapseItem', t, 1), pane('collapseItem', t, 2)],
      active: ['1'],
    },
    props: { accordion: false, ghost: true, expandIconPosition: 'right' },
  }),
  tab: (t) => ({
    config: { ...showLabelOff, children: [pane('tabItem', t, 1), pane('tabItem', t, 2)], active: '1' },
    props: { type: '', tabPosition: 'top' },
  }),
  row: () => ({
    config: { ...showLabelOff, children: [] },
    props: { type: 'default', justify: 'start', align: 'top' },
  }),
  card: (t) => ({
    config: { ...showLabelOff, children: [] },
    props: { header: t('cardHeader'), shadow: 'never' },
  }),
  tableGrid: () => ({
    config: {
      ...showLabelOff,
      borderType: 'solid',
      borderColor: '#E2E0E0',
      borderWidth: 1,
      children: [gridRow(3), gridRow(3)],
    },
  }),
  table: (t) => ({
    config: { showLabel: false, showTitle: true, children: [], defaultValue: [], complexHeaderList: [] },
    props: {
      disabled: false,
      'show-summary': false,
      summaryField: [],
      columnBtnsList: [
        button('copy', t('copyRow'), 'primary'),
        button('remove', t('removeRow'), 'danger', true),
      ],
      footerBtnsList: [
        button('add', t('addRow'), 'primary'),
        button('batchRemove', t('batchRemove'), 'danger', true),
      ],
    },
  }),
};
