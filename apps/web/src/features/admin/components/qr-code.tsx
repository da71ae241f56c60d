/**
 * A QR code drawn as SVG in the browser from the `qrcode` package's matrix (loaded on demand, in the back office's
 * chunk only). One path of dark modules on a light square: no HTML injected, nothing inline the CSP would refuse.
 */
import { useEffect, useState } from 'react';

type Matrix = { size: number; dark: (x: number, y: number) => boolean };

const QUIET_ZONE = 4;

export function QrCode({ text, label }: { text: string; label: string }) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);

  useEffect(() => {
    let live = true;
    void import('qrcode').then((qrcode) => {
      const { modules } = qrcode.create(text, { errorCorrectionLevel: 'M' });
      if (live) setMatrix({ size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) });
    });
    return () => {
      live = false;
    };
  }, [text]);

  if (!matrix) return <div className="lj-admin-qr lj-admin-qr--loading" aria-busy="true" />;
  let d = '';
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (matrix.dark(x, y)) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }
  }
  const side = matrix.size + QUIET_ZONE * 2;
  return (
    <svg
      className="lj-admin-qr"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} className="lj-admin-qr__paper" />
      <path d={d} className="lj-admin-qr__ink" />
    </svg>
  );
}
