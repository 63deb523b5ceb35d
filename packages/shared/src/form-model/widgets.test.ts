import { describe, expect, it } from 'vitest';
import { createPane, WIDGET_TEXT_KEYS } from './widget-props';
import { createWidget, defaultVModel } from './widget-factory';
import { WIDGET_KEYS, WIDGETS, isWidgetKey, paletteOf } from './widgets';

// form-model.md §2 and §3, with the spec's name for the number input (rulings.md 1)
const REFERENCE_KEYS = {
  basic:
    'input textarea numInput switch radio checkbox select cascader datePicker timePicker uploadFile uploadImg colorPicker rate slider editor link button text alert qrcode barcode',
  advanced:
    'organizeSelect depSelect posSelect userSelect roleSelect groupSelect usersSelect table treeSelect popupTableSelect autoComplete areaSelect relationForm relationFormAttr popupSelect popupAttr signature sign location iframe calculate',
  system: 'createUser createTime modifyUser modifyTime currOrganize currPosition billRule',
  layout: 'groupTitle divider collapse tab row card tableGrid',
  pane: 'collapseItem tabItem tableGridTr tableGridTd',
} as const;

describe('widget catalogue', () => {
  it('holds every kind of form-model.md §2 in its group, and nothing else', () => {
    for (const [group, keys] of Object.entries(REFERENCE_KEYS)) {
      for (const key of keys.split(' ')) expect(WIDGETS[key as never], key).toMatchObject({ group });
    }
    expect(WIDGET_KEYS.length).toBe(Object.values(REFERENCE_KEYS).join(' ').split(' ').length);
    expect(isWidgetKey('inputNumber')).toBe(false);
    expect(paletteOf('layout').map((w) => w.key)).toEqual(REFERENCE_KEYS.layout.split(' '));
  });

  it('knows which kinds hold a value, which are containers and which may be sub-table columns', () => {
    for (const key of [
      'divider',
      'text',
      'link',
      'alert',
      'groupTitle',
      'button',
      'barcode',
      'qrcode',
      'iframe',
    ] as const)
      expect(WIDGETS[key].value).toBe('none');
    expect(
      ['relationFormAttr', 'popupAttr', 'calculate'].map((k) => WIDGETS[k as 'calculate'].value),
    ).toEqual(['attr', 'attr', 'attr']);
    expect(WIDGETS.checkbox.value).toBe('strings');
    expect(WIDGETS.select.multipleValue).toBe('strings');
    expect(WIDGETS.table.container && WIDGETS.row.container && WIDGETS.tabItem.container).toBe(true);
    expect(WIDGETS.input.container).toBe(false);
    const notColumns = [
      'editor',
      'colorPicker',
      'table',
      'row',
      'link',
      'text',
      'modifyUser',
      'modifyTime',
      'iframe',
    ];
    for (const key of notColumns) expect(WIDGETS[key as 'table'].subTableColumn, key).toBe(false);
    for (const key of ['input', 'numInput', 'billRule', 'calculate', 'popupSelect', 'relationFormAttr'])
      expect(WIDGETS[key as 'input'].subTableColumn, key).toBe(true);
  });

  it('gives each kind its events (form-model.md §2 "Events")', () => {
    expect(WIDGETS.input.events).toEqual(['change', 'blur']);
    expect(WIDGETS.autoComplete.events).toEqual(['change', 'blur']);
    expect(WIDGETS.link.events).toEqual(['click']);
    expect(WIDGETS.tab.events).toEqual(['tabClick']);
    expect(WIDGETS.collapse.events).toEqual(['change']);
    for (const key of [
      'colorPicker',
      'editor',
      'text',
      'qrcode',
      'popupAttr',
      'createTime',
      'iframe',
      'row',
    ] as const)
      expect(WIDGETS[key].events, key).toEqual([]);
    expect(WIDGETS.uploadImg.events).toEqual(['change']);
  });

  it('names each kind by an i18n key, never by a Chinese text', () => {
    for (const key of WIDGET_KEYS) expect(WIDGETS[key].labelKey).toBe(`formModel.widget.${key}`);
  });
});

describe('createWidget', () => {
  it('makes a value widget with the common config, the form span and a default vModel', () => {
    const w = createWidget('input', 101, { span: 12, renderKey: 1, label: (k) => `[${k}]` });
    expect(w.__vModel__).toBe('inputField101');
    expect(w.__config__).toMatchObject({
      jnpfKey: 'input', label: '[formModel.widget.input]', formId: 101, span: 12, renderKey: 1,
      required: false, layout: 'colFormItem', visibility: ['pc', 'app'], regList: [], noShow: false,
      showLabel: true, tableAlign: 'left', tableFixed: 'none', trigger: 'blur', unique: false,
    }); // prettier-ignore
    expect(Object.keys(w.on as object)).toEqual(['change', 'blur']);
    expect(w).toMatchObject({ clearable: true, maxlength: null, style: { width: '100%' } });
  });

  it('names sub-tables tableField<formId> and gives them the spec prop names', () => {
    const t = createWidget('table', 109, { text: (k) => k });
    expect(t.__vModel__).toBe(defaultVModel('table', 109));
    expect(t.__vModel__).toBe('tableField109');
    expect(t['show-summary']).toBe(false);
    expect(t.__config__).toMatchObject({
      layout: 'rowFormItem',
      showLabel: false,
      children: [],
      componentName: 'table109',
    });
    expect((t.footerBtnsList as Array<{ value: string }>).map((b) => b.value)).toEqual([
      'add',
      'batchRemove',
    ]);
  });

  it('gives collapse and tab two panes, and value-less widgets no vModel', () => {
    const c = createWidget('collapse', 5, { text: (k) => (k === 'collapsePane' ? 'Panel {n}' : k) });
    expect(c.__config__.children).toEqual([
      createPane('collapseItem', 1, () => 'Panel {n}'),
      createPane('collapseItem', 2, () => 'Panel {n}'),
    ]);
    expect(c.__config__.children?.[1]).toMatchObject({ title: 'Panel 2', name: '2' });
    expect(createWidget('tab', 6).__config__.children?.map((p) => p.__config__.jnpfKey)).toEqual([
      'tabItem',
      'tabItem',
    ]);
    expect(createWidget('divider', 7).__vModel__).toBeUndefined();
    expect(createWidget('numInput', 8).__vModel__).toBe('numInputField8');
    expect(createWidget('calculate', 9)).toMatchObject({ isStorage: 1, precision: 2, expression: [] });
    expect(createWidget('iframe', 10).__config__.visibility).toEqual(['pc']);
    expect(createWidget('switch', 11)).toMatchObject({ activeValue: 1, inactiveValue: 0 });
  });

  it('leaves texts empty unless the caller translates them', () => {
    expect(createWidget('text', 1).content).toBe('');
    expect(createWidget('text', 1, { text: (k) => `t:${k}` }).content).toBe('t:textContent');
    expect(WIDGET_TEXT_KEYS).toContain('uploadButton');
  });
});
