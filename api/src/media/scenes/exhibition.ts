// A contemporary art show: a white cube with large colour-field canvases and sculptures on plinths under
// track lights, or a dark room of a light installation where visitors are silhouettes against neon.
import type { Canvas } from '../canvas';
import { standing } from '../figures';
import { depthScale, floorPoint, paintRoom, type Room, wallQuad } from '../perspective';

const ART = [
  '#e63946',
  '#f1c453',
  '#2a9d8f',
  '#264653',
  '#e76f51',
  '#8e6cf0',
  '#111111',
  '#f4a3c0',
  '#3d7bff',
];

function canvasArt(c: Canvas, quad: [number, number][]) {
  const { rng } = c;
  const [p0, p1, p2, p3] = quad as [[number, number], [number, number], [number, number], [number, number]];
  const base = rng.pick(ART);
  c.polygon(quad, base);
  // Colour fields: horizontal bands across the quad.
  const bands = rng.int(1, 3);
  for (let i = 0; i < bands; i += 1) {
    const t0 = (i + 0.15) / bands;
    const t1 = (i + 0.75) / bands;
    const at = (a: [number, number], b: [number, number], t: number): [number, number] => [
      a[0] + (b[0] - a[0]) * t,
      a[1] + (b[1] - a[1]) * t,
    ];
    c.polygon(
      [at(p0, p3, t0), at(p1, p2, t0), at(p1, p2, t1), at(p0, p3, t1)],
      rng.pick(ART),
      'opacity="0.9"',
    );
  }
}

function whiteCube(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const room: Room = { x: 380 + rng.int(-120, 120), y: 230, w: 440, h: 300 };
  paintRoom(c, room, {
    back: '#f3f2ee',
    floor: [
      [0, '#8d8b86'],
      [1, '#c9c6bf'],
    ],
    ceiling: [
      [0, '#cfcfcb'],
      [1, '#efefea'],
    ],
    left: [
      [0, '#d9d8d3'],
      [1, '#efeee9'],
    ],
    right: [
      [0, '#cfcdc7'],
      [1, '#ebe9e4'],
    ],
  });
  c.textured(0, room.y + room.h, W, H, '#6b6964', 0.015, 0.4, 0.35);
  for (const side of [-1, 1] as const) {
    let depth = 0.08;
    while (depth < 0.85) {
      const span = 0.18 + rng.next() * 0.2;
      canvasArt(
        c,
        wallQuad(
          c,
          room,
          side,
          [depth, Math.min(0.95, depth + span)],
          [0.22 + rng.next() * 0.05, 0.62 + rng.next() * 0.1],
        ),
      );
      depth += span + 0.08;
    }
  }
  canvasArt(c, [
    [room.x + room.w * 0.2, room.y + room.h * 0.2],
    [room.x + room.w * 0.8, room.y + room.h * 0.2],
    [room.x + room.w * 0.8, room.y + room.h * 0.7],
    [room.x + room.w * 0.2, room.y + room.h * 0.7],
  ]);
  // A sculpture on a plinth and visitors.
  const [px, py] = floorPoint(c, room, 0.3, rng.next() * 0.6 - 0.3);
  const ps = depthScale(c, room, 0.3);
  c.rect(px - 50 * ps, py - 170 * ps, 100 * ps, 170 * ps, '#fafaf7');
  c.rect(px + 50 * ps, py - 170 * ps, 18 * ps, 170 * ps, '#d6d4ce');
  c.path(
    `M ${px - 40 * ps} ${py - 170 * ps} C ${px - 60 * ps} ${py - 300 * ps} ${px + 70 * ps} ${py - 260 * ps} ${px + 20 * ps} ${py - 380 * ps} C ${px + 60 * ps} ${py - 300 * ps} ${px + 40 * ps} ${py - 220 * ps} ${px + 40 * ps} ${py - 170 * ps} Z`,
    rng.pick(['#b5651d', '#2b2b2b', '#c0c0c0', '#e63946']),
  );
  c.plane({ blur: 1 });
  for (let i = 0; i < rng.int(2, 4); i += 1) {
    const depth = 0.15 + rng.next() * 0.6;
    const [x, y] = floorPoint(c, room, depth, rng.next() * 1.4 - 0.7);
    standing(c, x, y, 380 * depthScale(c, room, depth), '#26231f', { coat: rng.chance(0.5) });
  }
  c.plane({ blur: 6, blend: 'screen' });
  for (let i = 0; i < 5; i += 1) c.glow(200 + i * 200, 30, 90, '#ffffff', 0.5);
}

function lightRoom(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const [a, b] = [
    rng.pick(ART.filter((color) => color !== '#111111')),
    rng.pick(['#2bf3ff', '#ff2bd6', '#ffe14d', '#39ff88']),
  ];
  c.fill('#040306');
  c.band(560, H, [
    [0, '#0c0a10'],
    [1, '#020203'],
  ]);
  c.plane({ blur: 2, blend: 'screen' });
  const shape = rng.int(0, 2);
  if (shape === 0) {
    for (let r = 60; r < 320; r += 50)
      c.circle(W / 2, 330, r, 'none', `stroke="${r % 100 ? a : b}" stroke-width="5"`);
  } else if (shape === 1) {
    for (let i = 0; i < 12; i += 1)
      c.add(
        `<line x1="${100 + i * 90}" y1="60" x2="${100 + i * 90}" y2="560" stroke="${i % 2 ? a : b}" stroke-width="5"/>`,
      );
  } else {
    for (let i = 0; i < 7; i += 1)
      c.rect(
        W / 2 - 60 - i * 60,
        320 - 40 - i * 40,
        120 + i * 120,
        80 + i * 80,
        'none',
        `stroke="${i % 2 ? a : b}" stroke-width="5"`,
      );
  }
  c.plane({ blur: 16, blend: 'screen' });
  c.glow(W / 2, 330, 500, a, 0.45);
  c.glow(W / 2, 620, 500, b, 0.25, 0.2);
  c.plane({ blur: 1.2 });
  for (let i = 0; i < rng.int(3, 6); i += 1) {
    const y = 600 + rng.next() * 170;
    standing(c, 100 + rng.next() * (W - 200), y, 240 + (y - 600) * 1.6, '#030204', { coat: rng.chance(0.5) });
  }
}

export function exhibition(c: Canvas) {
  if (c.rng.chance(0.6)) whiteCube(c);
  else lightRoom(c);
  c.plane();
  c.vignette(0.45);
}
