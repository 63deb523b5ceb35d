import type { FieldItem } from './form-data';
import { WIDGET_MAKERS, type WidgetText } from './widget-props';
import { WIDGETS, type WidgetKey } from './widgets';

/** What a new widget takes from the form and the caller. */
export interface WidgetDefaults {
  /** The form's `span`, copied into each new widget (default 24). */
  span?: number;
  /** Translates the kind's name (`labelKey`) into the label; default: empty label. */
  label?: (labelKey: string) => string;
  /** Translates default texts ({@link WIDGET_TEXT_KEYS}); default: empty texts. */
  text?: WidgetText;
  /** The render key (a timestamp in the designer); default `Date.now()`. */
  renderKey?: number;
}

/** The default vModel of a widget dropped with no table bound: `<key>Field<formId>`, `tableField<formId>`. */
export const defaultVModel = (key: WidgetKey, formId: number): string =>
  key === 'table' ? `tableField${formId}` : `${key}Field${formId}`;

const DEFAULT_EVENT =
  '({ data, rowIndex, formData, setFormData, setShowOrHide, setRequired, setDisabled, onlineUtils }) => {\n}';

/**
 * A new widget of a kind, as the designer drops it (form-model.md §2): the common `__config__`,
 * the kind's defaults, its vModel when it holds a value, its event stubs. Attribute and calculate
 * widgets get a vModel too, used once they are stored (`isStorage: 2`).
 */
export function createWidget(key: WidgetKey, formId: number, defaults: WidgetDefaults = {}): FieldItem {
  const kind = WIDGETS[key];
  const made = WIDGET_MAKERS[key]?.(defaults.text ?? (() => '')) ?? {};
  const container = kind.container;
  const config = {
    jnpfKey: key,
    label: defaults.label?.(kind.labelKey) ?? '',
    tipLabel: '',
    showLabel: true,
    tag: kind.tag,
    tagIcon: `icon-ym icon-ym-generator-${key}`,
    tableAlign: 'left',
    tableFixed: 'none',
    className: [],
    defaultValue: undefined as unknown,
    required: false,
    layout: container ? 'rowFormItem' : 'colFormItem',
    span: defaults.span ?? 24,
    dragDisabled: false,
    visibility: ['pc', 'app'],
    tableName: '',
    noShow: false,
    regList: [],
    trigger: kind.events.includes('blur') ? 'blur' : 'change',
    formId,
    renderKey: defaults.renderKey ?? Date.now(),
    ...(container ? { componentName: `${key}${formId}` } : {}),
    ...made.config,
  };
  const field: FieldItem = { __config__: config, on: eventStubs(kind.events), style: { width: '100%' } };
  if (kind.value !== 'none') field.__vModel__ = defaultVModel(key, formId);
  if (kind.value !== 'none' && kind.group !== 'system') field.placeholder = '';
  return { ...field, ...made.props };
}

const eventStubs = (events: readonly string[]) => Object.fromEntries(events.map((e) => [e, DEFAULT_EVENT]));
