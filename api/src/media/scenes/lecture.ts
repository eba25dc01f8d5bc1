// A talk or lecture: a projected slide with a title and a chart, the speaker at a lectern in its light,
// rows of listeners from behind, laptop screens glowing among them.
import { type Canvas, mix } from '../canvas';
import { audience, standing } from '../figures';

const ROOMS = [
  { wall: '#2b2f38', accent: '#ff7a3d', slide: '#f7f7f2' },
  { wall: '#3a2f28', accent: '#3d7bff', slide: '#fdfaf2' },
  { wall: '#1f2a2a', accent: '#2fb380', slide: '#101418' },
  { wall: '#e9e4da', accent: '#8e6cf0', slide: '#ffffff' },
];

export function lecture(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const room = rng.pick(ROOMS);
  const bright = room.wall === '#e9e4da';
  c.fill(
    c.linear(0, 0, 0, H, [
      [0, mix(room.wall, '#000000', 0.2)],
      [0.7, room.wall],
      [1, mix(room.wall, '#000000', 0.5)],
    ]),
  );
  c.textured(0, 0, W, H, mix(room.wall, '#000000', 0.3), 0.03, 0.5, 0.4);
  const sx = 300 + rng.int(-120, 120);
  const sy = 80 + rng.int(-10, 30);
  const sw = 560;
  const sh = 315;
  const dark = room.slide === '#101418';
  const ink = dark ? '#e8eef5' : '#1c1f24';
  c.rect(sx - 8, sy - 8, sw + 16, sh + 16, '#111', 'opacity="0.5"');
  c.rect(sx, sy, sw, sh, room.slide);
  c.rect(sx + 40, sy + 40, sw * 0.55, 22, ink, 'opacity="0.85"');
  c.rect(sx + 40, sy + 74, sw * 0.35, 12, ink, 'opacity="0.45"');
  const kind = rng.int(0, 2);
  if (kind === 0) {
    for (let i = 0; i < 6; i += 1) {
      const h = 40 + rng.next() * 130;
      c.rect(sx + 50 + i * 60, sy + sh - 40 - h, 38, h, i === 3 ? room.accent : mix(ink, room.slide, 0.55));
    }
  } else if (kind === 1) {
    c.circle(sx + sw * 0.7, sy + sh * 0.6, 80, room.accent);
    c.path(
      `M ${sx + sw * 0.7} ${sy + sh * 0.6} L ${sx + sw * 0.7} ${sy + sh * 0.6 - 80} A 80 80 0 0 1 ${sx + sw * 0.7 + 76} ${sy + sh * 0.6 + 25} Z`,
      mix(ink, room.slide, 0.5),
    );
    for (let i = 0; i < 4; i += 1) c.rect(sx + 50, sy + 130 + i * 34, 180, 10, ink, 'opacity="0.4"');
  } else {
    c.rect(
      sx + 40,
      sy + 110,
      sw - 80,
      sh - 150,
      c.linear(0, sy + 110, 0, sy + sh - 40, [
        [0, '#8fb3d9'],
        [1, '#3d5a3a'],
      ]),
    );
  }
  // The speaker, a lectern, a plant.
  const lx = sx + sw + 90 + rng.int(-20, 40) > W - 120 ? sx - 120 : sx + sw + 90;
  c.plane({ blur: 1.2 });
  standing(c, lx + rng.int(-30, 30), 560, 330, bright ? '#2a2a30' : '#0d0d10', {
    build: 1 + rng.next() * 0.15,
    coat: rng.chance(0.3),
  });
  c.path(
    `M ${lx - 55} 420 L ${lx + 55} 420 L ${lx + 42} 565 L ${lx - 42} 565 Z`,
    bright ? '#6b5a48' : '#1a1410',
  );
  c.rect(0, 560, W, 8, '#000', 'opacity="0.25"');
  c.plane({ blur: 10, blend: 'screen' });
  c.glow(
    sx + sw / 2,
    sy + sh / 2,
    sw * 0.75,
    room.slide === '#101418' ? '#8ab4ff' : '#ffffff',
    bright ? 0.2 : 0.35,
    0.6,
  );
  c.glow(lx, 380, 200, '#ffe8c0', 0.35);
  const listener = bright ? '#2c2724' : '#0a0a0c';
  audience(
    c,
    [
      { y: 640, size: 28, blur: 1.4, count: 14, color: listener },
      { y: 730, size: 40, blur: 3.5, count: 10, color: listener },
      { y: 860, size: 60, blur: 8, count: 7, color: listener },
    ],
    {
      arms: 0.06,
      extra: (x, y, size) => {
        if (rng.chance(0.2))
          c.rect(x + size * 1.2, y + size * 0.4, size * 1.6, size, '#cfe3ff', 'opacity="0.5"');
      },
    },
  );
  c.plane();
  c.vignette(0.5);
}
