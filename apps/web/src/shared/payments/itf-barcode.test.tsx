// The drawn barcode is read back from its SVG: bars from each rect's x and data-w, spaces from the
// gaps between them, then decoded as Interleaved 2 of 5.
import { decodeItf, type ItfModule } from '@panel/domain/payment-formats/itf';
import { afterEach, describe, expect, it } from 'vitest';
import { render, type Rendered } from '../../test/render';
import { ItfBarcode } from './itf-barcode';

const BOLETO_BARCODES = [
  '00193373700000001000500940144816060680935031',
  '23794682700000289901100060000000078901020030',
  '00192132700000150750000001234567000000012317',
];

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

async function draw(digits: string, label?: string) {
  view = await render(<ItfBarcode digits={digits} label={label} />);
  const svg = view.container.querySelector('svg')!;
  const bars = [...svg.querySelectorAll('rect[data-w]')].map((rect) => ({ x: Number(rect.getAttribute('x')), w: Number(rect.getAttribute('data-w')) }));
  return { svg, bars, width: Number(svg.getAttribute('viewBox')!.split(' ')[2]) };
}

function modulesOf(bars: { x: number; w: number }[]): ItfModule[] {
  return bars.flatMap((bar, i) => {
    const next = bars[i + 1];
    const own = { bar: true, width: bar.w };
    return next ? [own, { bar: false, width: next.x - bar.x - bar.w }] : [own];
  });
}

describe('ItfBarcode', () => {
  it.each(BOLETO_BARCODES)('draws the boleto barcode %s so that its bars read back as its digits', async (barcode) => {
    const { bars } = await draw(barcode);
    expect(bars).toHaveLength((4 + 44 * 5 + 3 + 1) / 2);
    expect(decodeItf(modulesOf(bars))).toBe(barcode);
  });

  it('leaves a quiet zone of ten narrow widths on each side', async () => {
    const { bars, width } = await draw(BOLETO_BARCODES[0]);
    const last = bars[bars.length - 1];
    expect(bars[0].x).toBe(10);
    expect(width - (last.x + last.w)).toBe(10);
    expect(width).toBe(405 + 20);
  });

  it('is an image named by its digits, after the label when there is one', async () => {
    let { svg } = await draw('1234');
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('1234');
    view!.unmount();
    ({ svg } = await draw('1234', 'Boleto barcode'));
    expect(svg.getAttribute('aria-label')).toBe('Boleto barcode 1234');
  });

  it("fills its container's width", async () => {
    const { svg } = await draw('1234');
    expect(svg.getAttribute('width')).toBe('100%');
    expect(svg.hasAttribute('height')).toBe(false);
  });
});
