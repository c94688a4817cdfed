// A boleto's barcode (Interleaved 2 of 5) drawn as SVG. The drawing is in narrow-bar units and
// scales to the container's width; each bar carries its width in data-w so it can be read back.
import { itfModules } from '@panel/domain/payment-formats/itf';

/** Blank space on each side, in narrow widths: the symbology asks for at least ten. */
const QUIET_ZONE = 10;
/** 425 x 50 for a boleto's 44 digits, about the 103 mm x 13 mm of the printed barcode. */
const BAR_HEIGHT = 50;

type ItfBarcodeProps = { digits: string; label?: string; className?: string };

/** The barcode of an even count of digits; its accessible name is the label (already translated) followed by the digits. */
export function ItfBarcode({ digits, label, className }: ItfBarcodeProps) {
  const bars: { x: number; w: number }[] = [];
  let x = QUIET_ZONE;
  for (const { bar, width } of itfModules(digits)) {
    if (bar) bars.push({ x, w: width });
    x += width;
  }
  const width = x + QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label ? `${label} ${digits}` : digits}
      className={className}
      viewBox={`0 0 ${width} ${BAR_HEIGHT}`}
      width="100%"
      shapeRendering="crispEdges"
      style={{ display: 'block' }}
    >
      <rect width={width} height={BAR_HEIGHT} fill="#fff" />
      {bars.map((b) => (
        <rect key={b.x} x={b.x} width={b.w} height={BAR_HEIGHT} fill="#000" data-w={b.w} />
      ))}
    </svg>
  );
}
