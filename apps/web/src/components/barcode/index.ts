export { Barcode, type BarcodeProps } from './barcode';
export {
  BARCODE_DEFAULTS,
  BARCODE_FORMATS,
  barcodeProblem,
  ean13CheckDigit,
  type BarcodeFormat,
  type BarcodeProblem,
} from './barcode-rules';
