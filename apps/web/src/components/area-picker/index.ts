/** The province/city/district picker 省市区 and its pure selection rules. */
export {
  AreaPicker,
  type AreaPickerProps,
  type AreaPickerMultipleProps,
  type AreaPickerSingleProps,
} from './area-picker';
export {
  DEFAULT_AREA_LEVEL,
  canPickArea,
  normalizeMultipleArea,
  normalizeSingleArea,
  type AreaLevel,
} from './area-rules';
