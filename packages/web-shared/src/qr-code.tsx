import { useMemo } from 'react';
import qrcode from 'qrcode-generator';
import { LIMITS } from '@playhouse/contract';

/** Quiet zone around the code, in modules. */
const MARGIN = 2;

/**
 * A QR code of a link (§9 size 120: the side menu's app downloads, the agent's invitation link, an operator's authenticator),
 * drawn as one SVG path from the generator's modules, so no generated markup is injected. The
 * default export is for lazy loading, which keeps the generator out of the first chunk.
 */
export function QrCode({ url, label, className, testId }: { url: string; label: string; className: string; testId?: string }) {
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
      className={className}
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

export default QrCode;
