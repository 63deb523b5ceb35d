import { createWidget, type WidgetKey, type WidgetTextKey } from '@tessera/shared';
import type { TFunction } from 'i18next';
import type { WidgetMaker } from './designer-store';

/** The translated name of a widget kind. */
export const kindName = (t: TFunction, key: string): string => t(`formModel.widget.${key}`);

/** Makes new widgets with labels and default texts in the user's language. */
export function widgetMaker(t: TFunction, span: () => number): WidgetMaker {
  const text = (key: WidgetTextKey) => t(`formModel.text.${key}`);
  return (key: WidgetKey, formId: number) =>
    createWidget(key, formId, { span: span(), label: (labelKey) => t(labelKey), text });
}
