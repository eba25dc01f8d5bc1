// A table seen up close with a shallow depth of field: a café by the window, a bar with its back-lit shelf
// or a restaurant at candle light. The plate in the middle is sharp; the far edge of the table, the room and a
// plate in the foreground dissolve, as with a fast lens.
import { type Canvas, mix, num } from '../canvas';

const MOODS = [
  {
    name: 'cafe',
    wall: ['#c9b49a', '#efe2cf'],
    table: '#9a6b45',
    lights: ['#fff4dc', '#ffe2b0', '#ffffff'],
    glow: '#fff1d6',
  },
  {
    name: 'bar',
    wall: ['#1a0f0a', '#3a2416'],
    table: '#3e2617',
    lights: ['#ffb25e', '#ff8a3d', '#ffd89a', '#7fd1ff'],
    glow: '#ffb86b',
  },
  {
    name: 'restaurant',
    wall: ['#22140f', '#4b2c1f'],
    table: '#e9e1d4',
    lights: ['#ffcf8a', '#ffe7bf', '#ff9f5a'],
    glow: '#ffd59a',
  },
] as const;

const DISHES = [
  ['#b5462f', '#e0a43a', '#6b8f3a'],
  ['#f0d9a8', '#c4512c', '#4f7a2a'],
  ['#8c3a2a', '#e8c26a', '#7fae4a'],
  ['#e8e0c8', '#d98f3a', '#3f6e2a'],
];

function plate(c: Canvas, x: number, y: number, r: number, tilt: number) {
  const { rng } = c;
  const [main, side, herb] = rng.pick(DISHES) as [string, string, string];
  c.ellipse(
    x,
    y,
    r,
    r * tilt,
    c.radial(x - r * 0.35, y - r * tilt * 0.5, r * 1.5, [
      [0, '#ffffff'],
      [0.65, '#efeee9'],
      [1, '#b9b5ab'],
    ]),
  );
  c.ellipse(
    x,
    y + r * tilt * 0.04,
    r * 0.72,
    r * 0.72 * tilt,
    c.radial(x, y, r * 0.8, [
      [0, '#fbfaf6'],
      [1, '#e4e1d9'],
    ]),
  );
  // The dish: a mound with light on its top, a sauce, a side and herbs.
  c.ellipse(
    x + r * 0.05,
    y + r * tilt * 0.1,
    r * 0.58,
    r * 0.5 * tilt,
    mix(main, '#000000', 0.35),
    'opacity="0.35"',
  );
  c.ellipse(
    x - r * 0.1,
    y - r * 0.04 * tilt,
    r * 0.48,
    r * 0.46 * tilt,
    c.radial(x - r * 0.2, y - r * 0.2 * tilt, r * 0.55, [
      [0, mix(main, '#ffffff', 0.35)],
      [0.6, main],
      [1, mix(main, '#000000', 0.4)],
    ]),
  );
  c.ellipse(
    x + r * 0.3,
    y + r * 0.12 * tilt,
    r * 0.2,
    r * 0.17 * tilt,
    c.radial(x + r * 0.25, y, r * 0.25, [
      [0, mix(side, '#ffffff', 0.4)],
      [1, side],
    ]),
  );
  for (let i = 0; i < 9; i += 1) {
    const a = rng.next() * Math.PI * 2;
    const d = r * (0.1 + rng.next() * 0.35);
    c.ellipse(
      x + Math.cos(a) * d,
      y + Math.sin(a) * d * tilt - r * 0.05,
      r * 0.035,
      r * 0.02,
      herb,
      `transform="rotate(${rng.int(0, 180)} ${num(x + Math.cos(a) * d)} ${num(y + Math.sin(a) * d * tilt)})"`,
    );
  }
  c.ellipse(x - r * 0.22, y - r * 0.12 * tilt, r * 0.12, r * 0.04, '#ffffff', 'opacity="0.55"');
}

function wineGlass(c: Canvas, x: number, base: number, h: number, wine: string | null) {
  const bowlTop = base - h;
  const bowlBottom = base - h * 0.45;
  const w = h * 0.22;
  c.ellipse(x, base, w * 0.9, w * 0.2, '#ffffff', 'opacity="0.2" stroke="#ffffff" stroke-opacity="0.5"');
  c.rect(x - 2, bowlBottom, 4, base - bowlBottom, '#ffffff', 'opacity="0.4"');
  const bowl = `M ${x - w} ${bowlTop} C ${x - w * 1.05} ${bowlTop + h * 0.35} ${x - w * 0.6} ${bowlBottom} ${x} ${bowlBottom} C ${x + w * 0.6} ${bowlBottom} ${x + w * 1.05} ${bowlTop + h * 0.35} ${x + w} ${bowlTop} Z`;
  c.path(bowl, '#ffffff', 'opacity="0.1" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"');
  if (wine) {
    const level = bowlTop + h * 0.28;
    c.path(
      `M ${x - w * 0.98} ${level} C ${x - w * 0.95} ${level + h * 0.2} ${x - w * 0.55} ${bowlBottom} ${x} ${bowlBottom} C ${x + w * 0.55} ${bowlBottom} ${x + w * 0.95} ${level + h * 0.2} ${x + w * 0.98} ${level} Z`,
      c.linear(x - w, 0, x + w, 0, [
        [0, mix(wine, '#000000', 0.3)],
        [0.4, wine],
        [1, mix(wine, '#ffffff', 0.25)],
      ]),
      'opacity="0.92"',
    );
  }
  c.path(
    `M ${x - w * 0.7} ${bowlTop + h * 0.08} Q ${x - w * 0.85} ${bowlTop + h * 0.3} ${x - w * 0.4} ${bowlBottom - h * 0.05}`,
    'none',
    'stroke="#ffffff" stroke-opacity="0.75" stroke-width="3"',
  );
}

function cup(c: Canvas, x: number, base: number, s: number) {
  c.ellipse(x, base, s * 1.6, s * 0.45, '#f2efe8');
  c.path(
    `M ${x - s} ${base - s * 1.4} L ${x - s * 0.8} ${base - s * 0.1} Q ${x} ${base + s * 0.15} ${x + s * 0.8} ${base - s * 0.1} L ${x + s} ${base - s * 1.4} Z`,
    c.linear(x - s, 0, x + s, 0, [
      [0, '#d9d5cc'],
      [0.35, '#ffffff'],
      [1, '#bfbab0'],
    ]),
  );
  c.ellipse(x, base - s * 1.4, s, s * 0.3, '#4a2a16');
  c.ellipse(x, base - s * 1.4, s * 0.55, s * 0.14, '#d6a878', 'opacity="0.85"');
  c.path(
    `M ${x + s * 0.95} ${base - s * 1.1} q ${s * 0.6} ${s * 0.1} ${s * 0.1} ${s * 0.7}`,
    'none',
    `stroke="#e8e4dc" stroke-width="${s * 0.18}"`,
  );
}

export function food(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const mood = rng.pick(MOODS);
  const edge = 300 + rng.int(-30, 40);
  // The room behind: windows, bottles or lamps, far out of focus.
  c.fill(
    c.linear(0, 0, 0, edge + 60, [
      [0, mood.wall[0]],
      [1, mood.wall[1]],
    ]),
  );
  c.plane({ blur: 18 });
  if (mood.name === 'cafe') {
    for (let i = 0; i < 3; i += 1)
      c.rect(60 + i * 400 + rng.int(-30, 30), 20, 280, edge, '#fffdf6', 'opacity="0.9"');
    for (let i = 0; i < 4; i += 1) c.circle(rng.next() * W, edge - 40, 60, '#5a7a3a', 'opacity="0.7"');
  } else if (mood.name === 'bar') {
    for (let shelf = 0; shelf < 3; shelf += 1) {
      const y = 40 + shelf * 95;
      c.rect(0, y + 70, W, 10, '#2a170c');
      for (let x = 10; x < W; x += rng.int(30, 48)) {
        c.rect(
          x,
          y + rng.int(0, 16),
          24,
          70,
          rng.pick(['#8a4a1a', '#2f6a2a', '#b08a2a', '#d9d2b8', '#5a1a12']),
          'rx="7" opacity="0.95"',
        );
      }
    }
  } else {
    for (let i = 0; i < 6; i += 1)
      c.ellipse(rng.next() * W, 100 + rng.next() * 160, 90, 70, '#6a3a24', 'opacity="0.8"');
  }
  c.plane({ blur: 5, blend: 'screen' });
  c.bokeh({ x: 0, y: 0, w: W, h: edge + 20 }, 30, [...mood.lights], [14, 52], [0.2, 0.75]);
  c.glow(rng.int(200, W - 200), edge - 120, 460, mood.glow, 0.45, 0.6);
  // The table: its far edge soft, the grain running towards the camera.
  c.plane({ blur: 6 });
  c.band(edge, H, [
    [0, mix(mood.table, '#000000', 0.2)],
    [1, mix(mood.table, '#ffffff', 0.06)],
  ]);
  const grain =
    mood.name === 'restaurant'
      ? c.texture('#8a7a66', 0.02, 0.35)
      : c.texture(mix(mood.table, '#000000', 0.5), 0.003, 0.6, 2);
  c.add(
    `<g transform="translate(${W / 2} ${edge}) scale(1 ${mood.name === 'restaurant' ? 1 : 6}) translate(${-W / 2} 0)"><rect x="0" y="0" width="${W}" height="${(H - edge) / (mood.name === 'restaurant' ? 1 : 6)}" fill="#000" filter="${grain}" opacity="0.55"/></g>`,
  );
  c.glow(W * (0.3 + rng.next() * 0.4), edge + 120, 520, mood.glow, mood.name === 'cafe' ? 0.35 : 0.25, 0.35);
  c.rect(
    0,
    edge - 30,
    W,
    150,
    c.linear(0, edge - 30, 0, edge + 120, [
      [0, mood.wall[1], 0.9],
      [0.3, mood.wall[1], 0.45],
      [1, mood.wall[1], 0],
    ]),
  );
  // Soft shadows under what stands on the table.
  const px = W * (0.42 + rng.next() * 0.16);
  const py = edge + 270 + rng.int(-20, 30);
  const pr = 250 + rng.int(-20, 30);
  const tilt = 0.36;
  c.plane({ blur: 14, blend: 'multiply' });
  c.ellipse(px + 20, py + 24, pr * 1.05, pr * tilt * 1.05, '#5a5048', 'opacity="0.8"');
  // The dish in focus, glasses or a cup beside it.
  c.plane({ blur: 0.5 });
  plate(c, px, py, pr, tilt);
  c.plane({ blur: 2 });
  if (mood.name === 'cafe') cup(c, px + pr + 150, py - 40, 46);
  else
    wineGlass(c, px + pr + 130 + rng.int(-30, 30), py - 20, 300, rng.pick(['#5a0f1f', '#d9b84a', '#e8a0a0']));
  if (mood.name !== 'cafe') {
    const cx = px - pr - 110;
    c.rect(
      cx - 18,
      py - 200,
      36,
      90,
      c.linear(cx - 18, 0, cx + 18, 0, [
        [0, '#d8cfbf'],
        [0.4, '#fffaf0'],
        [1, '#cfc5b2'],
      ]),
      'rx="5"',
    );
    c.plane({ blur: 4, blend: 'screen' });
    c.glow(cx, py - 210, 140, '#ffcf80', 0.85);
    c.ellipse(cx, py - 214, 7, 16, '#fff7d6');
  }
  // A plate or glass close to the lens, far out of focus.
  c.plane({ blur: 16 });
  if (rng.chance(0.5)) c.ellipse(rng.chance(0.5) ? 80 : W - 80, H + 30, 300, 130, '#f4f2ec');
  else wineGlass(c, rng.chance(0.5) ? 90 : W - 90, H + 120, 520, null);
  c.plane();
  c.vignette(0.55);
}
