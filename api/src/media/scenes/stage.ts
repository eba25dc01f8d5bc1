// A concert from the crowd: a lit stage through haze, coloured beams, the band as silhouettes with their
// instruments, raised hands and phone screens in the out-of-focus foreground.
import { type Canvas, mix, num } from '../canvas';
import { audience, standing } from '../figures';

const RIGS = [
  ['#ff3d7f', '#7a5cff', '#ffb347'],
  ['#2ec5ff', '#ff4fd8', '#ffffff'],
  ['#ff6a00', '#ffd000', '#ff2e2e'],
  ['#00e0b0', '#3d7bff', '#c9f0ff'],
  ['#b14dff', '#ff7ad9', '#5ad1ff'],
  ['#ff9a3c', '#ff3c3c', '#fff1c1'],
];

type Instrument = 'mic' | 'guitar' | 'keys' | 'none';

function musician(c: Canvas, x: number, floor: number, height: number, fill: string, instrument: Instrument) {
  const s = height / 100;
  standing(c, x, floor, height, fill, { build: 0.9 + c.rng.next() * 0.3, coat: c.rng.chance(0.25) });
  if (instrument === 'mic') {
    c.rect(x - 0.7 * s, floor - 86 * s, 1.4 * s, 86 * s, fill);
    c.ellipse(
      x + 4 * s,
      floor - 86 * s,
      2 * s,
      3 * s,
      fill,
      `transform="rotate(-30 ${num(x + 4 * s)} ${num(floor - 86 * s)})"`,
    );
    c.rect(x - 9 * s, floor - 1.5 * s, 18 * s, 1.5 * s, fill);
  }
  if (instrument === 'guitar') {
    const gx = x + 3 * s;
    const gy = floor - 46 * s;
    c.add(
      `<g transform="rotate(-28 ${num(gx)} ${num(gy)})" fill="${fill}"><ellipse cx="${num(gx)}" cy="${num(gy)}" rx="${num(13 * s)}" ry="${num(9 * s)}"/><ellipse cx="${num(gx + 10 * s)}" cy="${num(gy)}" rx="${num(9 * s)}" ry="${num(7 * s)}"/><rect x="${num(gx + 14 * s)}" y="${num(gy - 1.3 * s)}" width="${num(38 * s)}" height="${num(2.6 * s)}"/><rect x="${num(gx + 50 * s)}" y="${num(gy - 2.4 * s)}" width="${num(7 * s)}" height="${num(4.8 * s)}"/></g>`,
    );
  }
  if (instrument === 'keys') {
    c.rect(x - 24 * s, floor - 52 * s, 48 * s, 6 * s, fill);
    c.path(
      `M ${num(x - 20 * s)} ${num(floor)} L ${num(x + 18 * s)} ${num(floor - 46 * s)} L ${num(x + 21 * s)} ${num(floor - 46 * s)} L ${num(x - 17 * s)} ${num(floor)} Z M ${num(x + 20 * s)} ${num(floor)} L ${num(x - 18 * s)} ${num(floor - 46 * s)} L ${num(x - 21 * s)} ${num(floor - 46 * s)} L ${num(x + 17 * s)} ${num(floor)} Z`,
      fill,
    );
  }
}

function drums(c: Canvas, x: number, floor: number, size: number, fill: string) {
  c.circle(x, floor - size * 0.55, size * 0.55, fill);
  c.ellipse(x - size * 0.9, floor - size * 1.1, size * 0.35, size * 0.2, fill);
  c.ellipse(x + size * 0.9, floor - size * 1.05, size * 0.38, size * 0.22, fill);
  for (const k of [-1, 1]) {
    c.rect(x + k * size * 1.5 - 1.5, floor - size * 1.9, 3, size * 1.9, fill);
    c.ellipse(
      x + k * size * 1.5,
      floor - size * 1.9,
      size * 0.6,
      size * 0.08,
      fill,
      `transform="rotate(${k * 8} ${num(x + k * size * 1.5)} ${num(floor - size * 1.9)})"`,
    );
  }
}

export function stage(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const [a, b, hot] = rng.pick(RIGS) as [string, string, string];
  const deck = 440 + rng.int(-30, 30);
  c.fill(
    c.linear(0, 0, 0, H, [
      [0, '#05040a'],
      [0.55, mix('#05040a', a, 0.18)],
      [1, '#020203'],
    ]),
  );
  c.glow(W / 2 + rng.int(-150, 150), deck - 170, 560, a, 0.55, 0.55);
  c.glow(W / 2 + rng.int(-250, 250), deck - 90, 400, b, 0.45, 0.6);
  const truss = deck - 320 + rng.int(-30, 20);
  const lamps = rng.int(6, 9);
  const lampX = (i: number) => 120 + ((W - 240) * (i + 0.5)) / lamps;

  // Beams through the haze, screened over the dark.
  c.plane({ blur: 7, blend: 'screen' });
  for (let i = 0; i < lamps; i += 1) {
    const x = lampX(i);
    const color = i % 3 === 0 ? hot : i % 2 ? a : b;
    const tx = x + rng.int(-460, 460);
    const spread = rng.int(50, 130);
    c.polygon(
      [
        [x - 6, truss],
        [x + 6, truss],
        [tx + spread, H],
        [tx - spread, H],
      ],
      c.linear(x, truss, tx, H, [
        [0, color, 0.75],
        [0.45, color, 0.22],
        [1, color, 0],
      ]),
    );
  }
  c.fill(
    c.radial(
      W / 2,
      deck - 60,
      W * 0.75,
      [
        [0, mix(a, '#ffffff', 0.35), 0.3],
        [1, a, 0],
      ],
      0.5,
    ),
  );
  for (let i = 0; i < lamps; i += 1) c.glow(lampX(i), truss + 8, 60, i % 3 === 0 ? '#ffffff' : b, 0.9);

  // The rig, the stage and the band, slightly soft.
  c.plane({ blur: 1.2 });
  c.rect(60, truss - 7, W - 120, 14, '#0a0a0e');
  for (let i = 0; i < lamps; i += 1) {
    c.rect(lampX(i) - 9, truss + 2, 18, 16, '#0a0a0e', 'rx="3"');
    c.circle(lampX(i), truss + 14, 6, '#fffaf0');
  }
  c.rect(
    0,
    deck + 30,
    W,
    40,
    c.linear(0, deck + 30, 0, deck + 70, [
      [0, mix(a, '#000000', 0.45)],
      [1, '#050505'],
    ]),
  );
  const ink = '#060508';
  drums(c, W / 2 + rng.int(-60, 60), deck + 32, 58, ink);
  const band = rng.int(3, 4);
  const parts: Instrument[] = ['guitar', 'mic', rng.pick(['guitar', 'keys'] as const), 'guitar'];
  for (let i = 0; i < band; i += 1) {
    const x = 240 + ((W - 480) * i) / (band - 1) + rng.int(-40, 40);
    musician(c, x, deck + 34, rng.int(185, 215), ink, parts[i]!);
  }
  c.plane({ blur: 2, blend: 'screen' });
  c.bokeh({ x: 0, y: 40, w: W, h: deck }, 22, [a, b, hot, '#ffffff'], [6, 28], [0.12, 0.45]);

  // The crowd: three rows, the nearest darkest and most out of focus.
  audience(
    c,
    [
      { y: deck + 175, size: 24, blur: 1.5, count: 18, color: mix('#020203', a, 0.16) },
      { y: deck + 270, size: 40, blur: 3.5, count: 11, color: mix('#020203', a, 0.08) },
      { y: deck + 410, size: 66, blur: 9, count: 7, color: mix('#020203', a, 0.02) },
    ],
    { arms: 0.28, phones: '#e8f4ff' },
  );
  c.plane();
  c.vignette(0.7);
}
