import { useMemo } from 'react';
import qrcode from 'qrcode-generator';
import { LIMITS } from '@playhouse/contract';

/** Quiet zone around the code, in modules. */
const MARGIN = 2;

/**
 * An app-download QR code (§2 side menu, §9 size 120) drawn as one SVG path from the
 * generator's modules, so no generated markup is injected. Loaded lazily with the side menu's
 * download group.
 */
export default function AppQrCode({ url, label, testId }: { url: string; label: string; testId?: string }) {
  const { size, d } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(url);
    qr.make();
    const n = qr.getModuleCount();
    let path = '';
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) if (qr.isDark(r, c)) path += `M${c + MARGIN} ${r + MARGIN}h1v1h-1z`;
    }
    return { size: n + 2 * MARGIN, d: path };
  }, [url]);
  return (
    <svg
      className="side-qr"
      role="img"
      aria-label={label}
      data-testid={testId}
      width={LIMITS.qrSize}
      height={LIMITS.qrSize}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
