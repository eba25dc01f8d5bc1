// A city park: a path running into the distance between lawns and trees, lamp posts, benches and people
// strolling, in one of four seasons and lights (summer day, golden autumn, snowy winter, spring evening).
import { type Canvas, mix } from '../canvas';
import { standing } from '../figures';

const SEASONS = [
  {
    sky: ['#7fb2e5', '#d9ecf7'],
    ground: '#5e8c3a',
    leaves: ['#3f6e2a', '#5a8f34', '#2f5a22'],
    sun: '#fff4d0',
    path: '#c8b79a',
  },
  {
    sky: ['#f0b36d', '#fbe1b5'],
    ground: '#8c7a3a',
    leaves: ['#d9822b', '#e8a33a', '#b5541f'],
    sun: '#ffd98a',
    path: '#bba98a',
  },
  { sky: ['#9fb4c8', '#e6edf2'], ground: '#eef2f5', leaves: [] as string[], sun: '#fff8ee', path: '#d6dde3' },
  {
    sky: ['#6c7fb8', '#f3b7a0'],
    ground: '#4f7a3a',
    leaves: ['#7fae4a', '#9cc45a', '#e7b8c8'],
    sun: '#ffd0b0',
    path: '#b8ab98',
  },
];

function tree(
  c: Canvas,
  x: number,
  base: number,
  height: number,
  leaves: string[],
  bark: string,
  ragged: string,
) {
  const { rng } = c;
  const trunk = height * 0.022;
  c.path(
    `M ${x - trunk} ${base} C ${x - trunk * 0.6} ${base - height * 0.3} ${x - trunk * 0.7} ${base - height * 0.5} ${x - trunk * 0.3} ${base - height * 0.62} L ${x + trunk * 0.3} ${base - height * 0.62} C ${x + trunk * 0.7} ${base - height * 0.5} ${x + trunk * 0.6} ${base - height * 0.3} ${x + trunk} ${base} Z`,
    bark,
  );
  const branches = leaves.length === 0 ? 9 : 4;
  for (let i = 0; i < branches; i += 1) {
    const angle = -Math.PI / 2 + (rng.next() - 0.5) * 1.9;
    const len = height * (0.18 + rng.next() * 0.25);
    const y0 = base - height * (0.35 + rng.next() * 0.25);
    c.add(
      `<path d="M ${x} ${y0} Q ${x + Math.cos(angle) * len * 0.5 + (rng.next() - 0.5) * 20} ${y0 + Math.sin(angle) * len * 0.5} ${x + Math.cos(angle) * len} ${y0 + Math.sin(angle) * len}" stroke="${bark}" fill="none" stroke-width="${(height * 0.009).toFixed(1)}" stroke-linecap="round"/>`,
    );
  }
  if (leaves.length === 0) return;
  // The crown: overlapping clumps, darker underneath, with ragged edges (the trunk stays straight).
  c.group(`filter="${ragged}"`);
  for (let i = 0; i < 16; i += 1) {
    const r = height * (0.09 + rng.next() * 0.09);
    const cy = base - height * (0.5 + rng.next() * 0.42);
    const shade = (cy - (base - height)) / height;
    c.circle(x + (rng.next() - 0.5) * height * 0.55, cy, r, mix(rng.pick(leaves), '#0c1408', shade * 0.55));
  }
  c.end();
}

export function park(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const season = rng.pick(SEASONS);
  const horizon = 330 + rng.int(-40, 40);
  const vx = W / 2 + rng.int(-200, 200);
  c.fill(
    c.linear(0, 0, 0, horizon, [
      [0, season.sky[0]!],
      [1, season.sky[1]!],
    ]),
  );
  c.band(horizon, H, [
    [0, mix(season.ground, '#ffffff', 0.15)],
    [1, mix(season.ground, '#000000', 0.3)],
  ]);
  c.textured(0, horizon, W, H - horizon, mix(season.ground, '#000000', 0.5), 0.02, 0.5, 0.6);
  // Far tree line and buildings, soft with distance.
  c.plane({ blur: 5 });
  const far = season.leaves.length
    ? mix(season.leaves[0]!, season.sky[1]!, 0.45)
    : mix('#6a6f75', season.sky[1]!, 0.3);
  for (let x = -40; x < W + 40; x += rng.int(30, 60))
    c.circle(x, horizon - rng.int(0, 30), rng.int(40, 80), far);
  if (rng.chance(0.5)) c.rect(vx + 80, horizon - 180, 70, 180, mix('#8a8f99', season.sky[1]!, 0.5));
  // The path in perspective.
  c.plane({ blur: 0.6 });
  c.textured(0, horizon, W, H - horizon, mix(season.ground, '#000000', 0.35), 0.08, 0.6, 0.5);
  c.polygon(
    [
      [vx - 8, horizon],
      [vx + 8, horizon],
      [W * 0.72, H],
      [W * 0.28, H],
    ],
    c.linear(0, horizon, 0, H, [
      [0, mix(season.path, season.sky[1]!, 0.3)],
      [1, season.path],
    ]),
  );
  const bark = season.leaves.length ? '#3a2a1e' : '#2a2420';
  // Rows of trees on both sides, scaled by distance.
  c.plane({ blur: 0.5, resolution: 0.5 });
  const ragged = c.roughen(0.035, 26);
  for (let k = 6; k >= 0; k -= 1) {
    const t = k / 6;
    const depth = 1 - (1 - t) ** 1.8;
    const y = horizon + (H - horizon) * (1 - depth) * 1.05;
    const scale = (y - horizon) / (H - horizon);
    for (const side of [-1, 1]) {
      const x = vx + side * (30 + scale * 700 + rng.int(-20, 20));
      tree(c, x + side * 60 * scale, y, 200 + 520 * scale, season.leaves, bark, ragged);
    }
  }
  // Dappled shade across the path and lawns.
  c.plane({ blur: 10, blend: 'multiply' });
  for (let i = 0; i < 14; i += 1) {
    const y = horizon + 40 + rng.next() * (H - horizon);
    c.ellipse(
      rng.next() * W,
      y,
      80 + rng.next() * 200,
      6 + ((y - horizon) / (H - horizon)) * 22,
      '#6a6a6a',
      'opacity="0.35"',
    );
  }
  c.plane({ blur: 0.8 });
  for (let k = 1; k < 6; k += 2) {
    const y = horizon + (H - horizon) * (1 - (1 - (1 - k / 6) ** 1.8)) * 1.05;
    const scale = (y - horizon) / (H - horizon);
    for (const side of [-1, 1]) {
      const lx = vx + side * (20 + scale * 380);
      c.rect(lx - 2 * scale - 1, y - 280 * scale, 4 * scale + 2, 280 * scale, '#1c1c1f');
      c.ellipse(lx, y - 286 * scale, 10 * scale + 2, 14 * scale + 2, '#fff3d0');
      c.rect(lx - 12 * scale - 1, y - 302 * scale, 24 * scale + 2, 5 * scale + 1, '#1c1c1f');
    }
  }
  const walkers = rng.int(3, 6);
  for (let i = 0; i < walkers; i += 1) {
    const depth = rng.next() * 0.85;
    const y = horizon + (H - horizon) * (1 - depth) * 0.9 + 10;
    const scale = (y - horizon) / (H - horizon);
    const x = vx + (rng.next() - 0.5) * 380 * scale;
    standing(c, x, y, 30 + 270 * scale, mix('#2a2a30', season.sky[0]!, 0.15), {
      walking: rng.chance(0.6),
      coat: season.leaves.length === 0 || rng.chance(0.4),
    });
  }
  c.plane({ blur: 8, blend: 'screen' });
  c.glow(vx + rng.int(-300, 300), horizon - rng.int(40, 160), 380, season.sun, 0.55);
  if (season.leaves.length === 0) {
    c.plane({ blur: 1.2 });
    for (let i = 0; i < 160; i += 1)
      c.circle(
        rng.next() * W,
        rng.next() * H,
        1 + rng.next() * 3,
        '#ffffff',
        `opacity="${0.4 + rng.next() * 0.5}"`,
      );
  }
  c.plane();
  c.vignette(0.45);
}
