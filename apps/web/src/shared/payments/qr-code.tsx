// A QR code drawn as SVG by uqr (a PIX BR Code, a wallet's payment link); it scales to the
// container's width.
import { useMemo } from 'react';
import { encode } from 'uqr';

type QrCodeProps = { text: string; 'aria-label': string; className?: string };

/** The QR code of a text, with a two-module quiet zone, as one path of dark modules. */
export function QrCode({ text, 'aria-label': label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { size, data } = encode(text, { ecc: 'M', border: 2 });
    const dark = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`M${x} ${y}h1v1h-1z`] : [])));
    return { size, path: dark.join('') };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      width="100%"
      shapeRendering="crispEdges"
      style={{ display: 'block' }}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
