/** Option sources of select-like fields: static, dictionary or data interface (form model §2). */
export { DataSourceSelect, type DataSourceSelectProps } from './data-source-select';
export { useInterfaceOptions, fetchInterfaceResponse, INTERFACE_OPTIONS_KEY } from './use-interface-options';
export {
  toOptions,
  relatedFields,
  resetValue,
  DEFAULT_OPTION_PROPS,
  type OptionDataType,
  type OptionItem,
  type OptionProps,
} from './option-rules';
