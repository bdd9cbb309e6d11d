// The QR code both front ends draw lives in the shared package; this keeps the web's lazy import's path.
export { QrCode, default } from '@playhouse/web-shared/qr-code';
