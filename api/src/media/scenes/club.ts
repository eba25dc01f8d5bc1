// A club night: a DJ booth lit from below, laser fans and strobes cutting through the smoke, a dancing crowd
// with raised hands as dark shapes against the light.
import { type Canvas, mix } from '../canvas';
import { audience, standing } from '../figures';

const NEON = [
  ['#ff2bd6', '#2bf3ff', '#7c3dff'],
  ['#39ff88', '#00b3ff', '#ffffff'],
  ['#ff3838', '#ff9f1c', '#ffe14d'],
  ['#8a2bff', '#ff2b6d', '#2b9dff'],
];

export function club(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const [a, b, d] = rng.pick(NEON) as [string, string, string];
  const booth = 420 + rng.int(-20, 30);
  c.fill(
    c.linear(0, 0, 0, H, [
      [0, '#030206'],
      [0.6, mix('#030206', d, 0.25)],
      [1, '#010102'],
    ]),
  );
  c.plane({ blur: 14 });
  c.glow(W / 2, booth - 80, 520, d, 0.5, 0.6);
  c.fill(c.texture(mix(a, '#ffffff', 0.2), 0.006, 0.35, 2), 'opacity="0.5"');
  // Lasers fanning out from two emitters.
  c.plane({ blur: 1.2, blend: 'screen' });
  for (const [ex, color] of [
    [W * (0.2 + rng.next() * 0.15), a],
    [W * (0.65 + rng.next() * 0.15), b],
  ] as const) {
    const ey = 70 + rng.int(0, 60);
    const rays = rng.int(9, 15);
    const from = rng.next() * 0.6;
    for (let i = 0; i < rays; i += 1) {
      const angle = Math.PI * (0.15 + from * 0.3 + (i / rays) * 0.55);
      c.add(
        `<line x1="${ex}" y1="${ey}" x2="${ex + Math.cos(angle) * 1600}" y2="${ey + Math.sin(angle) * 1600}" stroke="${color}" stroke-width="2.2" stroke-opacity="0.75"/>`,
      );
    }
    c.glow(ex, ey, 50, '#ffffff', 0.9);
  }
  c.plane({ blur: 6, blend: 'screen' });
  for (let i = 0; i < 3; i += 1) {
    const x = 150 + rng.next() * (W - 300);
    c.polygon(
      [
        [x - 5, 0],
        [x + 5, 0],
        [x + rng.int(-200, 200) + 120, H],
        [x + rng.int(-200, 200) - 120, H],
      ],
      c.linear(0, 0, 0, H, [
        [0, d, 0.6],
        [1, d, 0],
      ]),
    );
  }
  // The booth and the DJ.
  c.plane({ blur: 1.5 });
  standing(c, W / 2 + rng.int(-60, 60), booth + 120, 300, '#050308', { build: 1.1 });
  c.rect(W / 2 - 230, booth, 460, 160, '#07050a');
  c.rect(W / 2 - 230, booth, 460, 6, mix(a, '#ffffff', 0.3));
  c.plane({ blur: 5, blend: 'screen' });
  c.glow(W / 2, booth + 4, 260, a, 0.7, 0.25);
  c.glow(W / 2 + 60, booth - 10, 60, '#e8f6ff', 0.8);
  c.bokeh({ x: 0, y: 0, w: W, h: booth }, 24, [a, b, d, '#ffffff'], [4, 22], [0.2, 0.7]);
  audience(
    c,
    [
      { y: booth + 200, size: 30, blur: 2, count: 13, color: '#020104' },
      { y: booth + 330, size: 52, blur: 5, count: 9, color: '#020104' },
      { y: booth + 470, size: 80, blur: 10, count: 6, color: '#020104' },
    ],
    { arms: 0.45 },
  );
  c.plane();
  c.vignette(0.7);
}
