// A family day: a bright hall or a summer lawn with a bunch of balloons, soap bubbles and confetti in the
// air, children and grown-ups as soft silhouettes against the light.
import { type Canvas, mix } from '../canvas';
import { type FigureOptions, standing } from '../figures';

const BALLOONS = ['#ff4d6d', '#ffbe0b', '#3a86ff', '#8338ec', '#06d6a0', '#ff7a3d', '#f72585'];

function balloon(c: Canvas, x: number, y: number, r: number, color: string, anchor: [number, number]) {
  c.path(
    `M ${x} ${y + r * 1.2} Q ${x + (anchor[0] - x) * 0.3 + 20} ${(y + anchor[1]) / 2} ${anchor[0]} ${anchor[1]}`,
    'none',
    'stroke="#ffffff" stroke-opacity="0.6" stroke-width="1.5"',
  );
  c.ellipse(
    x,
    y,
    r,
    r * 1.18,
    c.radial(x - r * 0.35, y - r * 0.45, r * 1.6, [
      [0, mix(color, '#ffffff', 0.55)],
      [0.35, color],
      [1, mix(color, '#000000', 0.45)],
    ]),
  );
  c.ellipse(x - r * 0.35, y - r * 0.5, r * 0.16, r * 0.26, '#ffffff', 'opacity="0.7"');
  c.path(
    `M ${x - r * 0.12} ${y + r * 1.22} L ${x + r * 0.12} ${y + r * 1.22} L ${x} ${y + r * 1.12} Z`,
    color,
  );
}

export function kids(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const outdoor = rng.chance(0.5);
  const ground = outdoor ? 520 + rng.int(-30, 30) : 560;
  if (outdoor) {
    c.fill(
      c.linear(0, 0, 0, ground, [
        [0, '#8cc8f0'],
        [1, '#e6f4fb'],
      ]),
    );
    c.band(ground, H, [
      [0, '#8cc36a'],
      [1, '#4f8a3a'],
    ]);
    c.textured(0, ground, W, H - ground, '#2f5a22', 0.09, 0.5, 0.5);
    c.plane({ blur: 9 });
    for (let x = -50; x < W + 50; x += rng.int(60, 110))
      c.circle(x, ground - rng.int(20, 70), rng.int(60, 110), mix('#4f8a3a', '#e6f4fb', 0.35));
  } else {
    const wall = rng.pick(['#fde2c8', '#d9ecf7', '#f7d9e8', '#e8f3d9']);
    c.fill(
      c.linear(0, 0, 0, ground, [
        [0, mix(wall, '#ffffff', 0.3)],
        [1, wall],
      ]),
    );
    c.band(ground, H, [
      [0, '#d9b894'],
      [1, '#a8835f'],
    ]);
    c.plane({ blur: 8 });
    for (let i = 0; i < 3; i += 1) c.rect(120 + i * 360, 80, 240, 320, '#ffffff', 'opacity="0.75"');
    for (let i = 0; i < 12; i += 1)
      c.polygon(
        [
          [i * 100, 40],
          [i * 100 + 50, 40],
          [i * 100 + 25, 95],
        ],
        rng.pick(BALLOONS),
        'opacity="0.8"',
      );
    c.add(`<path d="M 0 40 Q ${W / 2} 70 ${W} 40" stroke="#ffffff" fill="none" stroke-width="3"/>`);
  }
  // People: grown-ups and children against the light, with a rim of light along their edges.
  const sun = { x: rng.int(250, W - 250), y: outdoor ? ground - rng.int(60, 140) : 140 };
  const people: { x: number; foot: number; height: number; options: FigureOptions }[] = [];
  const groups = rng.int(2, 3);
  for (let g = 0; g < groups; g += 1) {
    const x = 220 + ((W - 440) * g) / Math.max(1, groups - 1) + rng.int(-60, 60);
    const foot = ground + 90 + rng.int(0, 120);
    const size = 0.8 + (foot - ground) / 500;
    people.push({ x, foot, height: 300 * size, options: { coat: rng.chance(0.5) } });
    people.push({
      x: x + 70 * size,
      foot,
      height: 165 * size,
      options: { build: 1.15, walking: rng.chance(0.5) },
    });
    if (rng.chance(0.5))
      people.push({ x: x - 60 * size, foot: foot + 4, height: 140 * size, options: { build: 1.2 } });
  }
  c.plane({ blur: 10, blend: 'screen' });
  c.glow(sun.x, sun.y, 520, '#fff1c8', outdoor ? 0.75 : 0.5);
  c.plane({ blur: 3, blend: 'screen' });
  for (const person of people) {
    const dx = Math.sign(sun.x - person.x) * 5;
    standing(c, person.x + dx, person.foot - 4, person.height, '#fff2d0', person.options);
  }
  c.plane({ blur: 1.4 });
  const shade = outdoor ? '#2a2c33' : '#3a2e2a';
  for (const person of people) standing(c, person.x, person.foot, person.height, shade, person.options);
  // Balloons, bubbles and confetti, some close to the lens.
  c.plane({ blur: 0.8 });
  const bunchX = rng.int(200, W - 200);
  const anchor: [number, number] = [bunchX + rng.int(-40, 40), ground + 40];
  for (let i = 0; i < rng.int(5, 9); i += 1)
    balloon(
      c,
      bunchX + rng.int(-170, 170),
      110 + rng.int(0, 200),
      rng.int(38, 58),
      rng.pick(BALLOONS),
      anchor,
    );
  c.plane({ blur: 1.5, blend: 'screen' });
  for (let i = 0; i < 22; i += 1) {
    const r = 8 + rng.next() * 40;
    c.circle(
      rng.next() * W,
      rng.next() * (H - 150),
      r,
      c.radial(0, 0, 1, [[0, '#ffffff', 0]]),
      `stroke="${rng.pick(['#bfe9ff', '#ffd6f5', '#fff3b0'])}" stroke-opacity="0.55" stroke-width="2"`,
    );
  }
  c.plane({ blur: 6 });
  for (let i = 0; i < 40; i += 1)
    c.rect(
      rng.next() * W,
      rng.next() * H,
      10 + rng.next() * 12,
      6 + rng.next() * 6,
      rng.pick(BALLOONS),
      `opacity="0.75" transform="rotate(${rng.int(0, 90)} 0 0)"`,
    );
  c.plane();
  c.vignette(0.3);
}
