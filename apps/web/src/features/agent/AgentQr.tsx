import { useMemo } from 'react';
import qrcode from 'qrcode-generator';
import { LIMITS } from '@playhouse/contract';

const MARGIN = 2;

/** The invitation link's QR code (§9 size 120), drawn as one SVG path from the generator's modules. */
export function AgentQr({ url, label }: { url: string; label: string }) {
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
      className="agent-qr"
      role="img"
      aria-label={label}
      data-testid="agent-invite-qr"
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
