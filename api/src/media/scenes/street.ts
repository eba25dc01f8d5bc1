// A city street at dusk or at night: façades with lit windows on both sides, street lamps, the wet road
// reflecting headlights and tail lights, passers-by; sometimes falling snow.
import { type Canvas, mix } from '../canvas';
import { standing } from '../figures';

const SKIES = [
  ['#1b2a4a', '#e88a5a'],
  ['#0d1630', '#3a4f7a'],
  ['#2a3550', '#c9a0a8'],
  ['#0a0f1e', '#24304d'],
];

export function street(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const [top, low] = rng.pick(SKIES) as [string, string];
  const vx = W / 2 + rng.int(-160, 160);
  const vy = 380 + rng.int(-30, 30);
  const snow = rng.chance(0.35);
  c.fill(
    c.linear(0, 0, 0, vy, [
      [0, top],
      [1, low],
    ]),
  );
  c.band(vy, H, [
    [0, '#1b1d24'],
    [1, snow ? '#8f97a3' : '#0c0d10'],
  ]);
  // Buildings on both sides in perspective, windows in rows.
  for (const side of [-1, 1] as const) {
    const edge = side < 0 ? 0 : W;
    const face = mix('#2b2a33', low, 0.15);
    c.polygon(
      [
        [edge, 0],
        [vx + side * 60, vy - 150],
        [vx + side * 60, vy + 10],
        [edge, H * 0.82],
      ],
      c.linear(edge, 0, vx, 0, [
        [0, mix(face, '#000000', 0.3)],
        [1, face],
      ]),
    );
    for (let row = 0; row < 7; row += 1) {
      for (let col = 0; col < 9; col += 1) {
        const t0 = col / 9;
        const t1 = t0 + 0.05;
        const v = 0.08 + row * 0.11;
        const px = (t: number) => edge + (vx + side * 60 - edge) * (1 - (1 - t) ** 0.6);
        const py = (t: number, vv: number) => {
          const x = 1 - (1 - t) ** 0.6;
          const topY = 0 + (vy - 150) * x;
          const bottomY = H * 0.82 + (vy + 10 - H * 0.82) * x;
          return topY + (bottomY - topY) * vv;
        };
        if (rng.chance(0.25)) continue;
        const lit = rng.chance(0.6);
        c.polygon(
          [
            [px(t0), py(t0, v)],
            [px(t1), py(t1, v)],
            [px(t1), py(t1, v + 0.07)],
            [px(t0), py(t0, v + 0.07)],
          ],
          lit ? rng.pick(['#ffd58a', '#ffe8b0', '#ffc070', '#cfe4ff']) : '#15161c',
          `opacity="${lit ? 0.9 : 1}"`,
        );
      }
    }
  }
  // Lamps, signs and lights, glowing.
  c.plane({ blur: 5, blend: 'screen' });
  for (let k = 0; k < 6; k += 1) {
    const t = 1 - (1 - k / 6) ** 0.7;
    for (const side of [-1, 1]) {
      const x = vx + side * (40 + (1 - t) * 560);
      const y = vy - 40 - (1 - t) * 320;
      c.glow(x, y, 20 + (1 - t) * 90, '#ffcf8a', 0.85);
      c.glow(x, vy + (1 - t) * 380, 10 + (1 - t) * 60, '#ffb060', 0.35, 2.5);
    }
  }
  for (let i = 0; i < 5; i += 1)
    c.glow(rng.next() * W, vy - 60 - rng.next() * 200, 60, rng.pick(['#ff3d7f', '#2ec5ff', '#ffd000']), 0.5);
  c.plane({ blur: 2.5, blend: 'screen' });
  for (let i = 0; i < 8; i += 1) {
    const t = rng.next();
    const y = vy + 10 + t * 250;
    const x = vx + (rng.chance(0.5) ? -1 : 1) * (20 + t * 300);
    const red = x > vx;
    const color = red ? '#ff2a2a' : '#fff4d6';
    const r = 3 + t * 16;
    c.circle(x - r * 1.5, y, r, color);
    c.circle(x + r * 1.5, y, r, color);
    c.ellipse(x, y + 40 + t * 140, r * 1.6, 30 + t * 140, color, 'opacity="0.25"');
  }
  c.plane({ blur: 1.2 });
  for (let i = 0; i < rng.int(3, 7); i += 1) {
    const t = rng.next();
    const y = vy + 40 + t * 380;
    const x = rng.chance(0.5) ? vx - 120 - t * 460 : vx + 120 + t * 460;
    standing(c, x, y, 60 + t * 330, '#07080b', { coat: rng.chance(0.6), walking: rng.chance(0.7) });
  }
  if (snow) {
    c.plane({ blur: 1.5 });
    for (let i = 0; i < 240; i += 1)
      c.circle(
        rng.next() * W,
        rng.next() * H,
        1.2 + rng.next() ** 3 * 6,
        '#ffffff',
        `opacity="${0.35 + rng.next() * 0.5}"`,
      );
  }
  c.plane();
  c.vignette(0.55);
}
