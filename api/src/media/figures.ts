// People as silhouettes: standing figures (streets, parks, halls) and heads and shoulders seen from behind
// (audiences). Shapes are drawn in a local unit and scaled, so a figure can stand anywhere in perspective.
import { type Canvas, num } from './canvas';

export interface FigureOptions {
  /** Wider hem below the hips: a coat or a dress. */
  coat?: boolean;
  /** Legs apart, as in a step. */
  walking?: boolean;
  /** 1 = average build. */
  build?: number;
}

/** A standing person, feet at (x, footY), `height` pixels tall: a left half mirrored into the right one. */
export function standing(
  c: Canvas,
  x: number,
  footY: number,
  height: number,
  fill: string,
  options: FigureOptions = {},
) {
  const s = height / 100;
  const b = options.build ?? 1;
  const stride = options.walking ? 5 : 0;
  const hem = options.coat ? 4 : 0;
  const P = (xv: number, yv: number) => `${num(-xv * s * b)} ${num(yv * s)}`;
  const half =
    `M ${P(-0.6, -84)} L ${P(3, -84)} L ${P(3, -81)} C ${P(8, -80.5)} ${P(13, -80)} ${P(14.5, -76)} ` +
    `L ${P(16.5, -58)} L ${P(16.5, -47)} C ${P(16, -44.5)} ${P(13.5, -44.5)} ${P(13.2, -47)} L ${P(12.5, -66)} ` +
    `L ${P(11.5 + hem, -48)} L ${P(10.5 + hem + stride * 0.4, -28)} L ${P(8 + stride, -2)} L ${P(9.5 + stride, 0)} ` +
    `L ${P(2 + stride, 0)} L ${P(1.8 + stride * 0.6, -24)} L ${P(0.8, -45)} L ${P(-0.6, -45)} Z`;
  c.add(
    `<g transform="translate(${num(x)} ${num(footY)})" fill="${fill}"><path d="${half}"/><path d="${half}" transform="scale(-1 1)"/></g>`,
  );
  c.ellipse(x, footY - 91.5 * s, 6.3 * s * b, 7.6 * s, fill);
}

/** Head and shoulders of someone seen from behind, shoulder line at (x, y); `size` is the head's radius. */
export function fromBehind(
  c: Canvas,
  x: number,
  y: number,
  size: number,
  fill: string,
  options: { hair?: 'short' | 'bun' | 'long'; arm?: -1 | 0 | 1; phone?: string } = {},
) {
  const s = size;
  const P = (xv: number, yv: number) => `${num(x + xv * s)} ${num(y + yv * s)}`;
  c.path(
    `M ${P(-3, 6)} C ${P(-3, 1.6)} ${P(-2.7, 0.3)} ${P(-0.95, 0)} L ${P(-0.55, -0.8)} L ${P(0.55, -0.8)} L ${P(0.95, 0)} C ${P(2.7, 0.3)} ${P(3, 1.6)} ${P(3, 6)} Z`,
    fill,
  );
  c.ellipse(x, y - 1.55 * s, 0.84 * s, s, fill);
  if (options.hair === 'bun') c.circle(x + 0.1 * s, y - 2.45 * s, 0.42 * s, fill);
  if (options.hair === 'long')
    c.path(
      `M ${P(-0.85, -1.6)} C ${P(-1.1, -0.2)} ${P(-1.2, 0.6)} ${P(-0.9, 1.2)} L ${P(0.9, 1.2)} C ${P(1.2, 0.6)} ${P(1.1, -0.2)} ${P(0.85, -1.6)} Z`,
      fill,
    );
  if (options.arm) {
    const k = options.arm;
    const tip: [number, number] = [k * 2.2, -3.9];
    c.path(
      `M ${P(k * 1.5, 0.8)} C ${P(k * 2.2, -0.8)} ${P(k * 2.0, -2.6)} ${P(tip[0] - 0.22 * k, tip[1])} L ${P(tip[0] + 0.3 * k, tip[1] + 0.05)} C ${P(k * 2.6, -2.5)} ${P(k * 2.8, -0.8)} ${P(k * 2.5, 1)} Z`,
      fill,
    );
    c.ellipse(x + (tip[0] + 0.04 * k) * s, y + (tip[1] - 0.15) * s, 0.32 * s, 0.42 * s, fill);
    if (options.phone) {
      const px = x + tip[0] * s - 0.3 * s;
      const py = y + (tip[1] - 1.1) * s;
      c.rect(px, py, 0.6 * s, 1.0 * s, options.phone, `rx="${num(0.08 * s)}" opacity="0.92"`);
    }
  }
}

export interface AudienceRow {
  /** Shoulder line. */
  y: number;
  /** Head radius. */
  size: number;
  /** Depth of field: the nearest rows are the most out of focus. */
  blur: number;
  count: number;
  color: string;
}

/**
 * An audience seen from behind, row by row, each row on its own plane. `arms` is the share of raised hands,
 * `phones` the colour of the screens some of them hold up, `extra` draws something beside a listener.
 */
export function audience(
  c: Canvas,
  rows: AudienceRow[],
  options: { arms?: number; phones?: string; extra?: (x: number, y: number, size: number) => void } = {},
) {
  const { rng, width } = c;
  for (const row of rows) {
    c.plane({ blur: row.blur });
    const spread = row.size * 5;
    for (let i = 0; i < row.count; i += 1) {
      const x = ((width + spread * 2) * (i + rng.next() * 0.7)) / row.count - spread;
      const y = row.y + rng.int(-12, 12);
      const arm = rng.chance(options.arms ?? 0) ? (rng.chance(0.5) ? 1 : -1) : 0;
      fromBehind(c, x, y, row.size * (0.88 + rng.next() * 0.24), row.color, {
        hair: rng.pick(['short', 'bun', 'long'] as const),
        arm,
        phone: arm && options.phones && rng.chance(0.4) ? options.phones : undefined,
      });
      options.extra?.(x, y, row.size);
    }
  }
}

/** Rows of seat backs in a hall, some taken: the seat's top at `row.y`, heads above it. */
export function seatedRows(c: Canvas, rows: AudienceRow[], seat: string, taken: number) {
  const { rng, width } = c;
  for (const row of rows) {
    c.plane({ blur: row.blur });
    for (let i = 0; i < row.count; i += 1) {
      const x = ((width + row.size * 4) * (i + 0.5)) / row.count - row.size * 2;
      c.rect(
        x - row.size * 1.3,
        row.y - row.size,
        row.size * 2.6,
        row.size * 3,
        seat,
        `rx="${row.size * 0.5}"`,
      );
      if (rng.chance(taken)) {
        fromBehind(c, x + rng.int(-3, 3), row.y - row.size * 1.2, row.size * 0.88, row.color, {
          hair: rng.pick(['short', 'bun', 'long'] as const),
        });
      }
    }
  }
}
