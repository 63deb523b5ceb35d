/** Data popups over a data interface (spec 02 §2–§5): the dialog/drawer select and its rules. */
export { PopupSelect, type PopupSelectProps, type DataPopupProps } from './popup-select';
export { PopupTable, type PopupTableProps } from './popup-table';
export { PopupField, type PopupFieldProps } from './popup-field';
export { popupApi, type InterfacePage, type InfoByIdsRequest } from './popup-api';
export { usePopupPage, type PopupPage, type PopupQuery } from './use-popup-page';
export { usePopupLabels, type LabelSource } from './use-popup-labels';
export { useDataPopup } from './use-data-popup';
export { InterfaceMenuProvider, useInterfaceMenu } from './interface-menu';
export * from './popup-rules';
