import { ADVANCED_MAKERS } from './widget-props-advanced';
import { BASIC_MAKERS } from './widget-props-basic';
import type { Maker } from './widget-props-kit';
import type { WidgetKey } from './widgets';

export { WIDGET_TEXT_KEYS, createGridRow, createPane } from './widget-props-kit';
export type { WidgetText, WidgetTextKey } from './widget-props-kit';

/** Per-kind extra config and props of a new widget (form-model.md §2, §3). */
export const WIDGET_MAKERS: Partial<Record<WidgetKey, Maker>> = { ...BASIC_MAKERS, ...ADVANCED_MAKERS };
