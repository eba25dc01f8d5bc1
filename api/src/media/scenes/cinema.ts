// A cinema hall in the dark: the big screen shows a landscape, the projector's beam crosses the hall with dust
// in it, seat backs and heads of the audience below.
import { type Canvas, mix } from '../canvas';
import { seatedRows } from '../figures';

const FILMS = [
  ['#f29b4b', '#f7d27a', '#2a1d2e', '#5a3a4a'],
  ['#4b8ff2', '#bfe3ff', '#1d2e2a', '#2f5a4a'],
  ['#e85a6a', '#ffc0a0', '#201830', '#3a2a50'],
  ['#9fd0c0', '#f0f0d0', '#2a3a2a', '#4a6a3a'],
];

export function cinema(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const [sky, light, land, hills] = rng.pick(FILMS) as [string, string, string, string];
  const sx = 170 + rng.int(-40, 40);
  const sy = 90 + rng.int(-20, 30);
  const sw = W - sx * 2;
  const sh = sw * 0.42;
  c.fill('#050407');
  // The film on screen: a wide landscape at sunset.
  c.rect(
    sx,
    sy,
    sw,
    sh,
    c.linear(0, sy, 0, sy + sh, [
      [0, sky],
      [0.6, light],
      [0.62, hills],
      [1, land],
    ]),
  );
  c.circle(sx + sw * (0.3 + rng.next() * 0.4), sy + sh * 0.55, sh * 0.12, '#fff6e0', 'opacity="0.9"');
  c.path(
    `M ${sx} ${sy + sh * 0.7} Q ${sx + sw * 0.25} ${sy + sh * 0.5} ${sx + sw * 0.5} ${sy + sh * 0.66} T ${sx + sw} ${sy + sh * 0.6} V ${sy + sh} H ${sx} Z`,
    hills,
  );
  c.path(
    `M ${sx} ${sy + sh * 0.85} Q ${sx + sw * 0.3} ${sy + sh * 0.72} ${sx + sw * 0.6} ${sy + sh * 0.84} T ${sx + sw} ${sy + sh * 0.8} V ${sy + sh} H ${sx} Z`,
    land,
  );
  c.plane({ blur: 20, blend: 'screen' });
  c.glow(W / 2, sy + sh / 2, sw * 0.7, mix(sky, light, 0.5), 0.35, 0.6);
  c.glow(W / 2, sy + sh + 80, sw * 0.6, mix(sky, light, 0.5), 0.25, 0.3);
  // The projector beam from behind the audience, with dust.
  c.plane({ blur: 8, blend: 'screen' });
  const px = W / 2 + rng.int(-80, 80);
  c.polygon(
    [
      [px - 20, H * 0.55],
      [px + 20, H * 0.55],
      [sx + sw, sy + sh],
      [sx + sw, sy],
      [sx, sy],
      [sx, sy + sh],
    ],
    c.linear(px, H * 0.55, W / 2, sy, [
      [0, '#ffffff', 0.2],
      [1, '#ffffff', 0],
    ]),
  );
  c.plane({ blur: 0.8, blend: 'screen' });
  for (let i = 0; i < 90; i += 1) {
    const t = rng.next();
    c.circle(
      px + (sx + rng.next() * sw - px) * t,
      H * 0.55 + (sy + rng.next() * sh - H * 0.55) * t,
      1 + rng.next() * 1.6,
      '#ffffff',
      `opacity="${0.2 + rng.next() * 0.4}"`,
    );
  }
  seatedRows(
    c,
    [
      { y: 560, size: 24, blur: 1, count: 18, color: '#060508' },
      { y: 650, size: 34, blur: 2.5, count: 13, color: '#060508' },
      { y: 780, size: 52, blur: 6, count: 9, color: '#060508' },
    ],
    '#16121c',
    0.6,
  );
  c.plane({ blur: 2, blend: 'screen' });
  for (let i = 0; i < 6; i += 1) c.glow(40, 500 + i * 55, 14, '#ffb060', 0.7);
  c.plane();
  c.vignette(0.65);
}
