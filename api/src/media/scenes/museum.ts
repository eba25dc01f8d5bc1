// A museum gallery: coloured walls in perspective hung with framed paintings, a skylight, a polished parquet
// floor that reflects the light, a bench and visitors looking at the pictures.
import { type Canvas, mix } from '../canvas';
import { standing } from '../figures';
import { depthScale, floorPoint, paintRoom, type Room, wallQuad } from '../perspective';

const WALLS = ['#7d2b2b', '#2f4f46', '#3a4a6b', '#8a8079', '#5d3f5e', '#b7a58c'];
const SKIES = [
  ['#8fb3d9', '#e9c58f', '#4f6b3a'],
  ['#d98f5f', '#f2d49b', '#3d4a2a'],
  ['#6f8fa8', '#c9d6df', '#2d3a40'],
  ['#b8c4a0', '#efe3c0', '#56623a'],
];

/** A small landscape painting inside a frame polygon's bounding box. */
export function painting(c: Canvas, quad: [number, number][], frame: string) {
  const { rng } = c;
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const [sky, light, land] = rng.pick(SKIES) as [string, string, string];
  c.polygon(quad, frame);
  const inset = (p: [number, number], k: number): [number, number] => [
    p[0] + ((x0 + x1) / 2 - p[0]) * k,
    p[1] + ((y0 + y1) / 2 - p[1]) * k,
  ];
  const inner = quad.map((p) => inset(p, 0.14));
  c.polygon(
    inner,
    c.linear(0, y0, 0, y1, [
      [0, sky],
      [0.55, light],
      [0.6, land],
      [1, mix(land, '#000000', 0.4)],
    ]),
  );
  c.polygon(
    [inner[3]!, inset([x0 + (x1 - x0) * rng.next(), y0 + (y1 - y0) * 0.5], 0.14), inner[2]!],
    mix(land, '#000000', 0.25),
    'opacity="0.8"',
  );
}

export function museum(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const wall = rng.pick(WALLS);
  const room: Room = { x: 420 + rng.int(-80, 80), y: 250, w: 360, h: 290 };
  const floor = rng.pick(['#6b4a2f', '#7a5a3a', '#5a3b26', '#8c8c86']);
  paintRoom(c, room, {
    back: mix(wall, '#ffffff', 0.12),
    floor: [
      [0, mix(floor, '#000000', 0.35)],
      [1, mix(floor, '#ffffff', 0.15)],
    ],
    ceiling: [
      [0, '#d8d4cc'],
      [1, '#f4f1ea'],
    ],
    left: [
      [0, mix(wall, '#000000', 0.35)],
      [1, mix(wall, '#ffffff', 0.05)],
    ],
    right: [
      [0, mix(wall, '#000000', 0.25)],
      [1, mix(wall, '#ffffff', 0.08)],
    ],
  });
  // Parquet boards running into the distance.
  for (let i = -10; i <= 10; i += 1) {
    const [x1, y1] = floorPoint(c, room, 0, i / 10);
    const [x2, y2] = floorPoint(c, room, 1, i / 10);
    c.add(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`,
    );
  }
  // Skylight and cornice.
  c.polygon(
    [
      [W * 0.3, 0],
      [W * 0.7, 0],
      [room.x + room.w * 0.8, room.y - 20],
      [room.x + room.w * 0.2, room.y - 20],
    ],
    c.linear(0, 0, 0, room.y, [
      [0, '#ffffff'],
      [1, '#fff6e0'],
    ]),
    'opacity="0.9"',
  );
  const frame = rng.pick(['#b8893a', '#2a2622', '#d9c9a0']);
  const hung: [number, number][][] = [];
  for (const side of [-1, 1] as const) {
    let depth = 0.06;
    while (depth < 0.9) {
      const span = 0.12 + rng.next() * 0.14;
      const top = 0.3 + rng.next() * 0.08;
      const bottom = top + 0.22 + rng.next() * 0.16;
      const quad = wallQuad(c, room, side, [depth, Math.min(0.95, depth + span)], [top, bottom]);
      painting(c, quad, frame);
      hung.push(quad);
      depth += span + 0.06 + rng.next() * 0.05;
    }
  }
  const backPaint: [number, number][] = [
    [room.x + room.w * 0.3, room.y + room.h * 0.25],
    [room.x + room.w * 0.7, room.y + room.h * 0.25],
    [room.x + room.w * 0.7, room.y + room.h * 0.62],
    [room.x + room.w * 0.3, room.y + room.h * 0.62],
  ];
  painting(c, backPaint, frame);
  hung.push(backPaint);

  // Light pooling on the floor and the paintings' reflections.
  c.plane({ blur: 10, blend: 'screen' });
  const [fx, fy] = floorPoint(c, room, 0.45, 0);
  c.glow(fx, fy, 420, '#fff3d6', 0.35, 0.35);
  c.glow(W / 2, 0, 520, '#ffffff', 0.45, 0.5);
  // Picture lights: a warm wash above each frame, and its blurred reflection in the varnished floor.
  for (const quad of hung) {
    const cx = (quad[0]![0] + quad[1]![0]) / 2;
    const top = Math.min(quad[0]![1], quad[1]![1]);
    const bottom = Math.max(quad[2]![1], quad[3]![1]);
    const size = Math.abs(quad[1]![0] - quad[0]![0]);
    c.glow(cx, top, size * 0.9, '#ffe2b0', 0.35, 0.8);
    c.glow(cx, bottom + (bottom - top) * 1.6, size * 0.6, '#ffe9c8', 0.12, 1.6);
  }

  c.plane({ blur: 1 });
  const [bx, by] = floorPoint(c, room, 0.35, rng.next() * 0.4 - 0.2);
  const bs = depthScale(c, room, 0.35);
  c.rect(bx - 200 * bs, by - 80 * bs, 400 * bs, 28 * bs, '#2b2119', 'rx="4"');
  c.rect(bx - 180 * bs, by - 55 * bs, 16 * bs, 55 * bs, '#1d1712');
  c.rect(bx + 164 * bs, by - 55 * bs, 16 * bs, 55 * bs, '#1d1712');
  const visitors = rng.int(2, 4);
  for (let i = 0; i < visitors; i += 1) {
    const depth = 0.2 + rng.next() * 0.6;
    const [x, y] = floorPoint(c, room, depth, rng.next() * 1.4 - 0.7);
    const s = depthScale(c, room, depth);
    standing(c, x, y, 390 * s, mix('#15110e', wall, 0.15), {
      coat: rng.chance(0.5),
      build: 0.9 + rng.next() * 0.25,
    });
  }
  c.plane({ blur: 14 });
  if (rng.chance(0.6)) {
    standing(c, rng.chance(0.5) ? 140 : W - 140, H + 360, 1100, '#0b0908', { coat: true });
  }
  c.plane();
  c.vignette(0.55);
}
