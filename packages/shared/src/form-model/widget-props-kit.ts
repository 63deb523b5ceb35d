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
/** Makes a kind's extra config and props from the caller's texts. */
export type Maker = (t: WidgetText) => { props?: Props; config?: Props };

/** A building block of the widget defaults (not exported by the package). */
export const options = () => [
  { fullName: '选项一', id: '1' },
  { fullName: '选项二', id: '2' },
];
/** A building block of the widget defaults (not exported by the package). */
export const optionConfig = {
  dataType: 'static',
  dictionaryType: '',
  propsUrl: '',
  propsName: '',
  templateJson: [],
};
/** A building block of the widget defaults (not exported by the package). */
export const optionProps = (extra: Props = {}): Props => ({
  options: options(),
  props: { label: 'fullName', value: 'id', children: 'children' },
  ...extra,
});
/** A building block of the widget defaults (not exported by the package). */
export const picker = (value: unknown, extra: Props = {}) => ({
  config: { defaultValue: value, defaultCurrent: false },
  props: { selectType: 'all', ableIds: [], multiple: false, clearable: true, filterable: false, ...extra },
});
/** A building block of the widget defaults (not exported by the package). */
export const rangeRules = {
  startTimeRule: false, endTimeRule: false, startTimeType: 1, endTimeType: 1, startTimeTarget: 1,
  endTimeTarget: 1, startTimeValue: null, endTimeValue: null, startRelationField: '', endRelationField: '',
}; // prettier-ignore
/** A building block of the widget defaults (not exported by the package). */
export const popup = (t: WidgetText, popupType: string): Props => ({
  interfaceId: '', interfaceName: '', templateJson: [], hasPage: false, pageSize: 20,
  columnOptions: [], propsValue: 'id', relationField: 'fullName', popupType,
  popupTitle: t('popupTitle'), popupWidth: '800px', multiple: false, filterable: true, clearable: true,
}); // prettier-ignore
/** A building block of the widget defaults (not exported by the package). */
export const attr = { showField: '', relationField: '', isStorage: 1 };
/** A building block of the widget defaults (not exported by the package). */
export const system = (t: WidgetText): ReturnType<Maker> => ({
  config: { defaultValue: '' },
  props: { readonly: true, placeholder: t('systemFilled') },
});
/** A building block of the widget defaults (not exported by the package). */
export const showLabelOff = { showLabel: false };
/** A building block of the widget defaults (not exported by the package). */
export const button = (value: string, label: string, btnType: string, showConfirm = false) => ({
  value, label, show: true, btnType, btnIcon: '', ...(showConfirm ? { showConfirm } : {}),
}); // prettier-ignore
/** A building block of the widget defaults (not exported by the package). */
export const pane = (key: 'collapseItem' | 'tabItem', t: WidgetText, n: number) => ({
  title: t(key === 'collapseItem' ? 'collapsePane' : 'tabPane').replace('{n}', String(n)),
  name: String(n),
  __config__: { jnpfKey: key, children: [] },
});
/** A building block of the widget defaults (not exported by the package). */
export const cell = () => ({
  __config__: {
    jnpfKey: 'tableGridTd',
    merged: false,
    colspan: 1,
    rowspan: 1,
    backgroundColor: '',
    children: [],
  },
});
/** A building block of the widget defaults (not exported by the package). */
export const gridRow = (cells: number) => ({
  __config__: { jnpfKey: 'tableGridTr', children: Array.from({ length: cells }, cell) },
});

/** A new pane of a collapse (`collapseItem`) or tab (`tabItem`), numbered `n`. */
export const createPane = (key: 'collapseItem' | 'tabItem', n: number, t: WidgetText = () => '') =>
  pane(key, t, n);
/** A new row of a table layout with `cells` empty cells. */
export const createGridRow = (cells: number) => gridRow(cells);
