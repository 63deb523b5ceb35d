import type { WidgetKey } from './widgets';
import { optionConfig, optionProps, rangeRules, showLabelOff, type Maker } from './widget-props-kit';

/** Extra config and props of new basic widgets (form-model.md §2.1). */
export const BASIC_MAKERS: Partial<Record<WidgetKey, Maker>> = {
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
};
