import type { FieldItem } from './form-data';
import { createWidget } from './widget-factory';
import type { WidgetKey } from './widgets';

let nextId = 100;

/** Test helper: a new widget with a label and overrides of its props and config. */
export function widget(
  key: WidgetKey,
  props: Record<string, unknown> = {},
  config: Record<string, unknown> = {},
): FieldItem {
  const field = createWidget(key, ++nextId, {
    renderKey: 0,
    label: (k) => k.replace('formModel.widget.', ''),
  });
  Object.assign(field, props);
  Object.assign(field.__config__, config);
  return field;
}

/** Test helper: a container holding children. */
export const holding = (key: WidgetKey, children: FieldItem[], props: Record<string, unknown> = {}) =>
  widget(key, props, { children });
