/** The table popover select over a data interface (spec 02 §2). */
export {
  PopupTableSelect,
  POPOVER_TABLE_HEIGHT,
  POPOVER_WIDTH,
  type PopupTableSelectProps,
} from './popup-table-select';
