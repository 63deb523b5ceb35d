import type { WidgetKey } from './widgets';
import {
  optionConfig,
  optionProps,
  picker,
  popup,
  attr,
  system,
  showLabelOff,
  button,
  pane,
  gridRow,
  type Maker,
} from './widget-props-kit';

/** Extra config and props of new advanced, system and layout widgets and the sub-table (form-model.md §2.2-§2.4, §3). */
export const ADVANCED_MAKERS: Partial<Record<WidgetKey, Maker>> = {
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
