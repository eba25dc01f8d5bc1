// A portrait in profile against the light: the face and shoulders are a soft silhouette with a rim of light
// along the edge, the background a sunset, city lights or a bright window dissolved into bokeh. Square.
import { type Canvas, mix, num } from '../canvas';

const BACKDROPS = [
  { top: '#f6b26b', low: '#f9d9a8', lights: ['#fff1cf', '#ffd08a', '#ffffff'], rim: '#ffe2b0' },
  { top: '#1b2440', low: '#4a3a6b', lights: ['#ffcf7a', '#ff7ab8', '#8ad2ff', '#ffffff'], rim: '#ffd9a8' },
  { top: '#9cc3e0', low: '#e8f1f7', lights: ['#ffffff', '#e6f3ff'], rim: '#ffffff' },
  { top: '#e07a5f', low: '#f2cc8f', lights: ['#fff4d6', '#ffd6a0'], rim: '#fff0d0' },
  { top: '#2a4a3a', low: '#a8c49a', lights: ['#f6ffd6', '#ffffff', '#d0f0a0'], rim: '#f4ffe0' },
];

type Hair = 'short' | 'long' | 'bun' | 'curly';

/** The profile outline facing right, centred on the skull at (0, 0); one unit is a head about 250 px tall. */
function profile(hair: Hair): string[] {
  const skull =
    hair === 'curly'
      ? 'M -30 150 C -70 110 -120 40 -110 -30 C -110 -130 -20 -170 50 -130'
      : 'M -35 150 C -52 100 -82 40 -78 -20 C -72 -105 -10 -135 42 -112';
  const face =
    'C 70 -96 78 -60 80 -30 L 84 -14 C 86 -5 84 0 90 14 L 103 36 C 105 43 97 46 88 46 C 90 52 92 56 90 60 ' +
    'C 86 64 88 68 90 73 C 86 82 80 88 82 96 C 84 111 70 122 50 124 C 36 126 30 136 30 160';
  const body =
    'C 34 200 70 240 150 270 C 220 300 260 340 270 420 L -300 420 C -290 320 -200 280 -110 250 C -60 230 -40 200 -35 150 Z';
  const shapes = [`${skull} ${face} ${body}`];
  if (hair === 'long')
    shapes.push(
      'M 30 -118 C -60 -140 -100 -60 -100 40 C -105 140 -130 200 -150 262 L -40 252 C -55 160 -50 60 -20 -40 Z',
    );
  if (hair === 'bun') shapes.push('M -68 -128 A 42 42 0 1 0 -10 -150 Z');
  return shapes;
}

export function portrait(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const backdrop = rng.pick(BACKDROPS);
  c.fill(
    c.linear(0, 0, 0, H, [
      [0, backdrop.top],
      [1, backdrop.low],
    ]),
  );
  c.plane({ blur: 14, blend: 'screen' });
  c.bokeh({ x: 0, y: 0, w: W, h: H * 0.8 }, 26, [...backdrop.lights], [18, 70], [0.25, 0.75]);
  const sun = rng.int(0, 1) ? W * 0.78 : W * 0.22;
  c.glow(sun, H * 0.35, 380, backdrop.rim, 0.65);
  const hair = rng.pick(['short', 'long', 'bun', 'curly'] as const);
  const flip = sun < W / 2 ? -1 : 1;
  const scale = 1.35 + rng.next() * 0.25;
  const cx = W / 2 - flip * 40;
  const cy = H * 0.42 + rng.int(-20, 30);
  const shapes = profile(hair);
  const place = (dx: number, dy: number) =>
    `transform="translate(${num(cx + dx)} ${num(cy + dy)}) scale(${num(flip * scale)} ${num(scale)})"`;
  // The rim: a light copy shifted toward the light, under the dark silhouette.
  c.plane({ blur: 4, blend: 'screen' });
  for (const d of shapes) c.path(d, backdrop.rim, `${place(flip * 9, -5)} opacity="0.95"`);
  c.plane({ blur: 2.5 });
  const skin = mix('#1a1210', backdrop.top, 0.18);
  const shade = c.linear(0, 0, W, 0, [
    [0, mix(skin, '#000000', 0.3)],
    [1, skin],
  ]);
  for (const d of shapes) c.path(d, shade, place(0, 0));
  c.plane({ blur: 6, blend: 'screen' });
  c.glow(cx + flip * 60 * scale, cy - 20, 90 * scale, backdrop.rim, 0.25);
  c.plane();
  c.vignette(0.5);
}
