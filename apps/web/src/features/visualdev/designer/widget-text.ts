import { WIDGETS, createWidget, type WidgetKey, type WidgetTextKey } from '@tessera/shared';
import type { TFunction } from 'i18next';
import type { WidgetMaker } from './designer-store';

/** The translated name of a widget kind. */
export const kindName = (t: TFunction, key: string): string => t(`formModel.widget.${key}`);

/**
 * Makes new widgets with labels and default texts in the user's language. Field widgets take the
 * form's default span; containers (rowFormItem: sub-table, row, card, tabs…) span the whole width.
 */
export function widgetMaker(t: TFunction, span: () => number): WidgetMaker {
  const text = (key: WidgetTextKey) => t(`formModel.text.${key}`);
  return (key: WidgetKey, formId: number) =>
    createWidget(key, formId, {
      span: WIDGETS[key].container ? 24 : span(),
      label: (labelKey) => t(labelKey),
      text,
    });
}
