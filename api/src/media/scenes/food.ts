// A table seen up close with a shallow depth of field: a café by the window, a bar with its back-lit shelf
// or a restaurant at candle light. Plates, glasses and cups in focus; the room behind dissolves into bokeh.
import { type Canvas, mix } from '../canvas';

const MOODS = [
  {
    name: 'cafe',
    wall: ['#c9b49a', '#efe2cf'],
    table: '#a87b55',
    lights: ['#fff4dc', '#ffe2b0', '#ffffff'],
    glow: '#fff1d6',
  },
  {
    name: 'bar',
    wall: ['#1a0f0a', '#3a2416'],
    table: '#4a2e1c',
    lights: ['#ffb25e', '#ff8a3d', '#ffd89a', '#7fd1ff'],
    glow: '#ffb86b',
  },
  {
    name: 'restaurant',
    wall: ['#22140f', '#4b2c1f'],
    table: '#efe6da',
    lights: ['#ffcf8a', '#ffe7bf', '#ff9f5a'],
    glow: '#ffd59a',
  },
] as const;

const FOOD = ['#c4512c', '#e0a43a', '#6b8f3a', '#8c3a2a', '#f0d9a8', '#b5462f', '#e8c26a'];

function plate(c: Canvas, x: number, y: number, r: number, tilt: number) {
  const { rng } = c;
  c.ellipse(x + r * 0.08, y + r * tilt * 0.18, r * 1.04, r * tilt * 1.04, '#000000', 'opacity="0.25"');
  c.ellipse(
    x,
    y,
    r,
    r * tilt,
    c.radial(x - r * 0.3, y - r * tilt * 0.4, r * 1.3, [
      [0, '#ffffff'],
      [0.7, '#ecebe6'],
      [1, '#bdbab2'],
    ]),
  );
  c.ellipse(x, y, r * 0.7, r * 0.7 * tilt, '#f4f3ef', 'stroke="#d8d6cf" stroke-width="2"');
  for (let i = 0; i < rng.int(4, 8); i += 1) {
    const fr = r * (0.12 + rng.next() * 0.22);
    c.ellipse(
      x + (rng.next() - 0.5) * r * 0.8,
      y + (rng.next() - 0.5) * r * 0.8 * tilt,
      fr,
      fr * tilt * 1.3,
      rng.pick(FOOD),
      `opacity="${0.85 + rng.next() * 0.15}"`,
    );
  }
  c.ellipse(x - r * 0.1, y - r * tilt * 0.2, r * 0.28, r * 0.1 * tilt, '#ffffff', 'opacity="0.35"');
}

function wineGlass(c: Canvas, x: number, base: number, h: number, wine: string | null) {
  const bowlTop = base - h;
  const bowlBottom = base - h * 0.45;
  const w = h * 0.22;
  c.ellipse(x, base, w * 0.9, w * 0.2, '#ffffff', 'opacity="0.25" stroke="#ffffff" stroke-opacity="0.6"');
  c.rect(x - 2, bowlBottom, 4, base - bowlBottom, '#ffffff', 'opacity="0.45"');
  const bowl = `M ${x - w} ${bowlTop} C ${x - w * 1.05} ${bowlTop + h * 0.35} ${x - w * 0.6} ${bowlBottom} ${x} ${bowlBottom} C ${x + w * 0.6} ${bowlBottom} ${x + w * 1.05} ${bowlTop + h * 0.35} ${x + w} ${bowlTop} Z`;
  c.path(bowl, '#ffffff', 'opacity="0.12" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"');
  if (wine) {
    const level = bowlTop + h * 0.28;
    c.path(
      `M ${x - w * 0.98} ${level} C ${x - w * 0.95} ${level + h * 0.2} ${x - w * 0.55} ${bowlBottom} ${x} ${bowlBottom} C ${x + w * 0.55} ${bowlBottom} ${x + w * 0.95} ${level + h * 0.2} ${x + w * 0.98} ${level} Z`,
      wine,
      'opacity="0.9"',
    );
  }
  c.path(
    `M ${x - w * 0.7} ${bowlTop + h * 0.08} Q ${x - w * 0.85} ${bowlTop + h * 0.3} ${x - w * 0.4} ${bowlBottom - h * 0.05}`,
    'none',
    'stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"',
  );
}

function cup(c: Canvas, x: number, base: number, s: number) {
  c.ellipse(x, base, s * 1.5, s * 0.45, '#f2efe8');
  c.path(
    `M ${x - s} ${base - s * 1.4} L ${x - s * 0.8} ${base - s * 0.1} Q ${x} ${base + s * 0.15} ${x + s * 0.8} ${base - s * 0.1} L ${x + s} ${base - s * 1.4} Z`,
    c.linear(x - s, 0, x + s, 0, [
      [0, '#d9d5cc'],
      [0.35, '#ffffff'],
      [1, '#bfbab0'],
    ]),
  );
  c.ellipse(x, base - s * 1.4, s, s * 0.3, '#5a3520');
  c.ellipse(x, base - s * 1.4, s * 0.5, s * 0.12, '#c89a6a', 'opacity="0.8"');
  c.path(
    `M ${x + s * 0.95} ${base - s * 1.1} q ${s * 0.6} ${s * 0.1} ${s * 0.1} ${s * 0.7}`,
    'none',
    `stroke="#e8e4dc" stroke-width="${s * 0.18}"`,
  );
}

export function food(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const mood = rng.pick(MOODS);
  const edge = 360 + rng.int(-40, 40);
  c.fill(
    c.linear(0, 0, 0, edge, [
      [0, mood.wall[0]],
      [1, mood.wall[1]],
    ]),
  );
  // The room behind: shelves, windows or lamps, far out of focus.
  c.plane({ blur: 16 });
  if (mood.name === 'cafe') {
    for (let i = 0; i < 3; i += 1)
      c.rect(80 + i * 380 + rng.int(-30, 30), 30, 260, edge - 60, '#fdfbf5', 'opacity="0.85"');
  } else if (mood.name === 'bar') {
    for (let shelf = 0; shelf < 3; shelf += 1) {
      const y = 90 + shelf * 95;
      c.rect(0, y + 60, W, 8, '#2a170c');
      for (let x = 20; x < W; x += rng.int(28, 46))
        c.rect(
          x,
          y + rng.int(0, 20),
          22,
          60,
          rng.pick(['#6b3a1a', '#2f5a2a', '#8a6a2a', '#c9c2a8', '#3a1a12']),
          'rx="6" opacity="0.9"',
        );
    }
  } else {
    for (let i = 0; i < 5; i += 1)
      c.ellipse(rng.next() * W, 120 + rng.next() * 180, 80, 60, '#5a3020', 'opacity="0.8"');
  }
  c.plane({ blur: 4, blend: 'screen' });
  c.bokeh({ x: 0, y: 0, w: W, h: edge + 40 }, 34, [...mood.lights], [10, 46], [0.2, 0.75]);
  c.glow(rng.int(200, W - 200), edge - 120, 420, mood.glow, 0.4, 0.6);
  // The table, in perspective, with a soft texture.
  c.plane({ blur: 0.4 });
  c.polygon(
    [
      [-200, H],
      [W + 200, H],
      [W, edge],
      [0, edge],
    ],
    c.linear(0, edge, 0, H, [
      [0, mix(mood.table, '#000000', 0.25)],
      [1, mix(mood.table, '#ffffff', 0.08)],
    ]),
  );
  c.rect(
    0,
    edge,
    W,
    H - edge,
    '#000',
    `filter="${c.texture(mix(mood.table, '#000000', 0.4), 0.012, 0.5)}" opacity="0.45"`,
  );
  const tilt = 0.38;
  const plates = rng.int(1, 2);
  for (let i = 0; i < plates; i += 1)
    plate(
      c,
      W * (0.35 + i * 0.32) + rng.int(-60, 60),
      edge + 200 + rng.int(-30, 60),
      170 + rng.int(-20, 30),
      tilt,
    );
  if (mood.name === 'cafe') cup(c, W * 0.82 + rng.int(-40, 40), edge + 140, 40);
  else {
    wineGlass(
      c,
      W * 0.15 + rng.int(-40, 40),
      edge + 150,
      250,
      rng.pick(['#5a0f1f', '#d9b84a', '#e8a0a0', null]),
    );
    wineGlass(c, W * 0.85 + rng.int(-40, 40), edge + 120, 230, rng.pick(['#5a0f1f', '#d9b84a', null]));
  }
  if (mood.name !== 'cafe') {
    const cx = W * 0.62 + rng.int(-60, 60);
    c.rect(cx - 16, edge + 20, 32, 70, '#f5efe2', 'rx="4"');
    c.plane({ blur: 3, blend: 'screen' });
    c.glow(cx, edge + 10, 120, '#ffcf80', 0.8);
    c.ellipse(cx, edge + 8, 6, 14, '#fff7d6');
  }
  // A foreground object out of focus.
  c.plane({ blur: 12 });
  c.ellipse(rng.chance(0.5) ? 60 : W - 60, H + 40, 220, 120, mix(mood.table, '#000000', 0.5));
  c.plane();
  c.vignette(0.5);
}
