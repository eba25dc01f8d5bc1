// A theatre or concert hall from the stalls: a lit stage in a proscenium with red curtains, boxes and
// balconies with warm lamps at the sides, rows of velvet seats and the audience's heads in the foreground.
import { type Canvas, mix } from '../canvas';
import { seatedRows, standing } from '../figures';

const VELVET = ['#8e1b22', '#6d1530', '#7a2a1a', '#2c3f6b', '#5a1f4a'];

function curtain(c: Canvas, x: number, y: number, w: number, h: number, color: string, folds: number) {
  const stops: [number, string][] = [];
  for (let i = 0; i <= folds * 2; i += 1)
    stops.push([i / (folds * 2), i % 2 ? mix(color, '#000000', 0.55) : mix(color, '#ffffff', 0.12)]);
  c.rect(x, y, w, h, c.linear(x, 0, x + w, 0, stops));
}

export function hall(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const velvet = rng.pick(VELVET);
  const gold = rng.pick(['#c9a14a', '#d8b66a', '#b88a3a']);
  const stageTop = 150 + rng.int(-20, 20);
  const stageBottom = 470 + rng.int(-20, 20);
  const left = 250 + rng.int(-40, 40);
  const right = W - 250 + rng.int(-40, 40);
  c.fill(
    c.linear(0, 0, 0, H, [
      [0, '#120a08'],
      [0.5, '#1f120c'],
      [1, '#0a0605'],
    ]),
  );
  // The portal, the lit stage and its scenery.
  c.rect(
    left - 40,
    stageTop - 50,
    right - left + 80,
    stageBottom - stageTop + 80,
    mix(gold, '#000000', 0.45),
  );
  const light = rng.pick(['#ffd9a0', '#bfe0ff', '#ffc38a', '#e8d0ff']);
  c.rect(
    left,
    stageTop,
    right - left,
    stageBottom - stageTop,
    c.linear(0, stageTop, 0, stageBottom, [
      [0, mix(light, '#000000', 0.7)],
      [0.7, mix(light, '#000000', 0.2)],
      [1, light],
    ]),
  );
  const scenery = rng.int(0, 2);
  if (scenery === 0) {
    // Columns of a palace.
    for (let i = 0; i < 5; i += 1) {
      const x = left + 60 + ((right - left - 120) * i) / 4;
      c.rect(
        x - 14,
        stageTop + 40,
        28,
        stageBottom - stageTop - 40,
        mix(light, '#000000', 0.45),
        'opacity="0.8"',
      );
    }
  } else if (scenery === 1) {
    // A painted sky with a moon.
    c.circle(
      left + (right - left) * (0.3 + rng.next() * 0.4),
      stageTop + 90,
      34,
      '#fff7e0',
      'opacity="0.85"',
    );
  } else {
    // An orchestra: music stands and players.
    for (let i = 0; i < 9; i += 1) {
      const x = left + 40 + ((right - left - 80) * i) / 8;
      standing(c, x, stageBottom, 120 + rng.int(-8, 8), '#1a120c', { coat: true });
    }
  }
  for (let i = 0; i < rng.int(2, 4); i += 1) {
    standing(
      c,
      left + 120 + rng.next() * (right - left - 240),
      stageBottom - 4,
      rng.int(150, 175),
      '#140d09',
      { coat: rng.chance(0.5) },
    );
  }
  curtain(c, left - 10, stageTop - 10, 120, stageBottom - stageTop + 20, velvet, 5);
  curtain(c, right - 110, stageTop - 10, 120, stageBottom - stageTop + 20, velvet, 5);
  c.path(
    `M ${left - 20} ${stageTop - 20} H ${right + 20} V ${stageTop + 40} Q ${(left + right) / 2} ${stageTop + 100} ${left - 20} ${stageTop + 40} Z`,
    velvet,
  );
  c.rect(left - 40, stageBottom, right - left + 80, 26, mix(gold, '#000000', 0.6));
  // Boxes on both sides: tiers of balconies with lamps.
  for (const side of [-1, 1] as const) {
    for (let tier = 0; tier < 3; tier += 1) {
      const y = 120 + tier * 135;
      const x0 = side < 0 ? 0 : right + 60;
      const x1 = side < 0 ? left - 60 : W;
      c.path(
        side < 0
          ? `M ${x0} ${y} L ${x1} ${y + 30} L ${x1} ${y + 62} L ${x0} ${y + 70} Z`
          : `M ${x1} ${y} L ${x0} ${y + 30} L ${x0} ${y + 62} L ${x1} ${y + 70} Z`,
        c.linear(0, y, 0, y + 70, [
          [0, mix(gold, '#000000', 0.2)],
          [1, mix(gold, '#000000', 0.7)],
        ]),
      );
      c.rect(Math.min(x0, x1), y - 95, Math.abs(x1 - x0), 95, mix(velvet, '#000000', 0.55));
    }
  }
  c.plane({ blur: 6, blend: 'screen' });
  c.glow((left + right) / 2, stageBottom - 60, 420, light, 0.45, 0.55);
  c.glow((left + right) / 2, stageTop - 40, 260, '#ffe6b8', 0.3, 0.5);
  for (const side of [-1, 1] as const) {
    for (let tier = 0; tier < 3; tier += 1) {
      for (let k = 0; k < 3; k += 1) {
        const x = side < 0 ? 40 + k * 70 : W - 40 - k * 70;
        c.glow(x, 100 + tier * 135, 22, '#ffcf7a', 0.9);
      }
    }
  }
  c.glow(W / 2, 40, 120, '#ffe3a8', 0.6);
  // Seats and the audience: rows of velvet backs, some with heads.
  seatedRows(
    c,
    [
      { y: 560, size: 20, blur: 1, count: 22, color: '#0b0706' },
      { y: 625, size: 26, blur: 1.8, count: 17, color: '#0b0706' },
      { y: 705, size: 34, blur: 3, count: 13, color: '#0b0706' },
      { y: 800, size: 46, blur: 6, count: 10, color: '#0b0706' },
    ],
    mix(velvet, '#000000', 0.35),
    0.7,
  );
  c.plane();
  c.vignette(0.6);
}
