import QRCode from 'qrcode';
import { useMemo } from 'react';

import { useT } from '@/lib/i18n/use-t';

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET_ZONE = 4;

/** A QR code of the certificate's public verification link, drawn as one SVG path. */
export function VerificationQr({ url, size = 112 }: { url: string; size?: number }) {
  const t = useT();
  const { path, span } = useMemo(() => {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { path: d, span: modules.size + QUIET_ZONE * 2 };
  }, [url]);

  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${span} ${span}`}
      role="img"
      aria-label={t('certificate.qr', { url })}
      shapeRendering="crispEdges"
    >
      <rect width={span} height={span} fill="#ffffff" />
      <path d={path} fill="#0f1a33" />
    </svg>
  );
}
