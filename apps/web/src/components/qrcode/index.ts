export { QrCode, type QrCodeProps } from './qr-code';
export {
  QR_DEFAULTS,
  QR_PAYLOAD_KEYS,
  QR_VIEWER,
  parseQrPayload,
  qrPayload,
  type QrLevel,
  type QrPayloadFields,
} from './qr-payload';
