// The login captcha's picture: random characters drawn as strokes of a fixed line font, each one
// scaled, turned, slanted and shaken point by point, over curves of noise. The SVG holds only
// path coordinates (never a <text> or a font), in a shuffled order, so the answer is not in it.
import { randomInt } from 'node:crypto';

type Point = readonly [number, number];
type Glyph = Point[][];

/** Points along an ellipse, from one angle to the other in degrees (0 right, 90 down). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(2, Math.ceil(Math.abs(to - from) / 20));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

/** Each character as strokes on a 10 × 14 grid, y downwards. */
const GLYPHS: Record<string, Glyph> = {
  '2': [[...arc(5, 4.5, 4.5, 4, 180, 400), [0.5, 14], [9.5, 14]]],
  '3': [arc(5, 3.6, 4.3, 3.3, 200, 450), arc(5, 10.4, 4.6, 3.6, 270, 520)],
  '4': [
    [
      [7, 14],
      [7, 0],
      [0.5, 10],
      [9.5, 10],
    ],
  ],
  '5': [[[9, 0], [1.5, 0], [1, 6], ...arc(5, 9.5, 4.5, 4.5, 235, 515)]],
  '6': [arc(5.2, 7, 4.5, 7, 300, 160), arc(5, 10, 4.2, 4, 180, 540)],
  '7': [
    [
      [0.5, 0],
      [9.5, 0],
      [3.5, 14],
    ],
  ],
  '8': [arc(5, 3.6, 3.8, 3.4, 0, 360), arc(5, 10.3, 4.5, 3.7, 0, 360)],
  '9': [arc(5, 4.2, 4.2, 4.2, 0, 360), [[9.2, 4.2], ...arc(5, 8, 4.2, 6, 0, 125)]],
  A: [
    [
      [0.5, 14],
      [5, 0],
      [9.5, 14],
    ],
    [
      [2.2, 9],
      [7.8, 9],
    ],
  ],
  B: [
    [
      [1, 0],
      [1, 14],
    ],
    [[1, 0], [6, 0], ...arc(6, 3.5, 3.3, 3.5, 270, 450), [1, 7]],
    [[1, 7], [6.5, 7], ...arc(6.5, 10.5, 3.3, 3.5, 270, 450), [1, 14]],
  ],
  C: [arc(5.5, 7, 4.7, 7, 320, 40)],
  D: [[[1, 0], [1, 14], ...arc(4.5, 7, 5, 7, 90, -90), [1, 0]]],
  E: [
    [
      [9, 0],
      [1, 0],
      [1, 14],
      [9, 14],
    ],
    [
      [1, 7],
      [7, 7],
    ],
  ],
  F: [
    [
      [9, 0],
      [1, 0],
      [1, 14],
    ],
    [
      [1, 7],
      [7, 7],
    ],
  ],
  G: [[...arc(5.2, 7, 4.5, 7, 320, 0), [5.5, 7]]],
  H: [
    [
      [1, 0],
      [1, 14],
    ],
    [
      [9, 0],
      [9, 14],
    ],
    [
      [1, 7],
      [9, 7],
    ],
  ],
  J: [[[9, 0], [9, 10], ...arc(5, 10, 4, 4, 0, 180)]],
  K: [
    [
      [1, 0],
      [1, 14],
    ],
    [
      [9, 0],
      [1, 8],
    ],
    [
      [3.5, 5.5],
      [9.5, 14],
    ],
  ],
  M: [
    [
      [0.5, 14],
      [1, 0],
      [5, 9],
      [9, 0],
      [9.5, 14],
    ],
  ],
  N: [
    [
      [1, 14],
      [1, 0],
      [9, 14],
      [9, 0],
    ],
  ],
  P: [[[1, 14], [1, 0], [6, 0], ...arc(6, 3.75, 3.5, 3.75, 270, 450), [1, 7.5]]],
  Q: [
    arc(5, 7, 4.5, 7, 0, 360),
    [
      [5.5, 9.5],
      [9.8, 14.5],
    ],
  ],
  R: [
    [[1, 14], [1, 0], [6, 0], ...arc(6, 3.75, 3.5, 3.75, 270, 450), [1, 7.5]],
    [
      [5, 7.5],
      [9.5, 14],
    ],
  ],
  S: [[...arc(5, 3.7, 4, 3.7, 330, 90), ...arc(5, 10.5, 4.3, 3.5, 270, 510)]],
  T: [
    [
      [0.5, 0],
      [9.5, 0],
    ],
    [
      [5, 0],
      [5, 14],
    ],
  ],
  U: [[[1, 0], [1, 9.5], ...arc(5, 9.5, 4, 4.5, 180, 0), [9, 0]]],
  V: [
    [
      [0.5, 0],
      [5, 14],
      [9.5, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [2.5, 14],
      [5, 5],
      [7.5, 14],
      [10, 0],
    ],
  ],
  X: [
    [
      [1, 0],
      [9, 14],
    ],
    [
      [9, 0],
      [1, 14],
    ],
  ],
  Y: [
    [
      [0.5, 0],
      [5, 7],
      [9.5, 0],
    ],
    [
      [5, 7],
      [5, 14],
    ],
  ],
  Z: [
    [
      [1, 0],
      [9, 0],
      [1, 14],
      [9, 14],
    ],
  ],
};

const WIDTH = 120;
const HEIGHT = 44;
const between = (low: number, high: number) => low + Math.random() * (high - low);
// One decimal, so no run of four digits (a possible answer) appears in the numbers.
const n = (value: number) => String(Math.round(value * 10) / 10);
const ink = (lightness: [number, number]) => `hsl(${randomInt(360)},${randomInt(45, 75)}%,${Math.round(between(...lightness))}%)`;

/** One character's strokes, placed around (cx, cy), each point shaken a little. */
function drawGlyph(glyph: Glyph, cx: number, cy: number): string {
  const scale = between(1.75, 2.05);
  const turn = between(-0.3, 0.3);
  const slant = between(-0.25, 0.25);
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const color = ink([18, 38]);
  const width = n(between(2.6, 3.2));
  return glyph
    .map((stroke) => {
      const d = stroke
        .map(([x, y], i) => {
          const gx = (x - 5 + slant * (7 - y)) * scale;
          const gy = (y - 7) * scale;
          const px = cx + gx * cos - gy * sin + between(-0.5, 0.5);
          const py = cy + gx * sin + gy * cos + between(-0.5, 0.5);
          return `${i === 0 ? 'M' : 'L'}${n(px)} ${n(py)}`;
        })
        .join('');
      return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
}

/** A curve across the picture, under and over the characters. */
function drawNoise(): string {
  const y = () => n(between(4, HEIGHT - 4));
  const d = `M${n(between(0, 15))} ${y()}C${n(between(25, 55))} ${y()} ${n(between(65, 95))} ${y()} ${n(between(105, WIDTH))} ${y()}`;
  return `<path d="${d}" fill="none" stroke="${ink([35, 60])}" stroke-width="${n(between(1.2, 1.8))}"/>`;
}

/** Random characters of `chars` (each one the line font has) and their picture: an SVG of paths only. */
export function drawCaptcha({ size, chars }: { size: number; chars: string }): { text: string; svg: string } {
  const text = Array.from({ length: size }, () => chars[randomInt(chars.length)]).join('');
  const step = WIDTH / size;
  const paths = [...text].map((char, i) => drawGlyph(GLYPHS[char], step * (i + 0.5) + between(-1.5, 1.5), HEIGHT / 2 + between(-1, 1)));
  // Shuffled, so the order of the paths does not spell the answer.
  for (let i = paths.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [paths[i], paths[j]] = [paths[j], paths[i]];
  }
  const noise = Array.from({ length: 3 }, drawNoise);
  return {
    text,
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f2f3f5"/>${noise[0]}${paths.join('')}${noise[1]}${noise[2]}</svg>`,
  };
}
