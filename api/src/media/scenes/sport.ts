// A match under floodlights: a stadium with full stands under the roof, the striped pitch running away from the
// camera, or an ice arena with its rink and boards; players small on the field, flares and haze from the lamps.
import { type Canvas, mix } from '../canvas';
import { standing } from '../figures';

/** Stands full of people: rows of tiny coloured heads, soft with distance. */
function stands(c: Canvas, top: number, bottom: number, colors: string[]) {
  const { rng, width: W } = c;
  c.band(top, bottom, [
    [0, '#0d0f14'],
    [1, '#2a2e38'],
  ]);
  for (let y = top + 8; y < bottom - 4; y += 9 + ((y - top) / (bottom - top)) * 6) {
    const size = 2.2 + ((y - top) / (bottom - top)) * 2.6;
    for (let x = rng.next() * 6; x < W; x += size * 2.1 + rng.next() * 2) {
      if (rng.chance(0.12)) continue;
      c.circle(
        x,
        y + rng.next() * 2,
        size,
        rng.pick(colors),
        `opacity="${(0.55 + rng.next() * 0.45).toFixed(2)}"`,
      );
    }
  }
}

export function sport(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const ice = rng.chance(0.4);
  const horizon = 330 + rng.int(-30, 30);
  const roof = ice ? 40 : 110 + rng.int(-20, 20);
  c.fill(
    ice
      ? '#07080c'
      : c.linear(0, 0, 0, horizon, [
          [0, '#050914'],
          [1, '#1c2d52'],
        ]),
  );
  c.plane({ blur: 1.6 });
  stands(
    c,
    roof,
    horizon,
    ice
      ? ['#c8303a', '#e6e6e6', '#2a4fa8', '#3a3a44']
      : ['#e8e8e8', '#f2c230', '#2a6fd1', '#d9363e', '#3a3a44'],
  );
  c.rect(0, roof - 16, W, 18, '#05060a');
  if (ice) {
    c.rect(W / 2 - 120, 0, 240, 80, '#050608');
    c.rect(W / 2 - 96, 18, 76, 40, '#ff4d3d', 'opacity="0.95"');
    c.rect(W / 2 + 20, 18, 76, 40, '#ff4d3d', 'opacity="0.95"');
  }
  // The field, sharp in the middle distance.
  c.plane({ blur: 0.4 });
  if (ice) {
    c.band(horizon, H, [
      [0, '#c7d3de'],
      [1, '#f2f6fa'],
    ]);
    c.textured(0, horizon, W, H - horizon, '#9fb0c0', 0.01, 0.6, 0.25);
    c.rect(0, horizon - 8, W, 36, '#f4f4f4');
    c.rect(0, horizon + 22, W, 6, '#ffcc00');
    const mid = horizon + (H - horizon) * 0.45;
    c.rect(0, mid - 7, W, 14, '#d9363e', 'opacity="0.75"');
    c.ellipse(W / 2, mid, 230, 56, 'none', 'stroke="#2a4fa8" stroke-width="6" opacity="0.7"');
  } else {
    const grass = ['#2c7a30', '#37903b'];
    for (let i = 0; i < 12; i += 1) {
      const y0 = horizon + (H - horizon) * (i / 12) ** 1.7;
      const y1 = horizon + (H - horizon) * ((i + 1) / 12) ** 1.7;
      c.rect(0, y0, W, y1 - y0 + 1, grass[i % 2]!);
    }
    c.textured(0, horizon, W, H - horizon, '#123a14', 0.05, 0.5, 0.45);
    const line = 'stroke="#ffffff" stroke-opacity="0.75" stroke-width="4"';
    c.polygon(
      [
        [W * 0.08, horizon + 12],
        [W * 0.92, horizon + 12],
        [W * 1.35, H],
        [-W * 0.35, H],
      ],
      'none',
      line,
    );
    c.ellipse(W / 2, horizon + (H - horizon) * 0.42, 210, 48, 'none', line);
    c.add(`<line x1="${W / 2}" y1="${horizon + 12}" x2="${W / 2}" y2="${H}" ${line} fill="none"/>`);
  }
  const team = [rng.pick(['#d9363e', '#2a4fa8', '#f2c230']), rng.pick(['#f4f4f4', '#1a1a1a', '#2fb380'])];
  for (let i = 0; i < rng.int(7, 11); i += 1) {
    const depth = rng.next();
    const y = horizon + 40 + depth * (H - horizon - 160);
    const x = rng.next() * W;
    const size = 60 + depth * 150;
    c.ellipse(x + size * 0.12, y, size * 0.18, size * 0.035, '#000000', 'opacity="0.35"');
    standing(c, x, y, size, mix(team[i % 2]!, '#101014', 0.55), { walking: true, build: 1.05 });
  }
  if (!ice) c.circle(rng.int(300, W - 300), horizon + (H - horizon) * 0.55, 7, '#ffffff');
  // Floodlights, their haze and the glare on the field.
  c.plane({ blur: 12, blend: 'screen' });
  c.fill(
    c.linear(0, 0, 0, H, [
      [0, '#cfe0ff', 0.05],
      [0.45, '#cfe0ff', 0.16],
      [1, '#cfe0ff', 0.02],
    ]),
  );
  c.glow(W / 2, horizon + 60, 760, '#eaf2ff', 0.22, 0.3);
  for (const x of [90, W - 90]) {
    c.glow(x, 50, 170, '#ffffff', 0.95);
    c.glow(x, 50, 480, '#cfe0ff', 0.35);
  }
  c.plane({ blur: 0.8 });
  for (const x of [90, W - 90]) {
    for (let row = 0; row < 3; row += 1)
      for (let k = 0; k < 4; k += 1) c.circle(x - 45 + k * 30, 30 + row * 22, 9, '#ffffff');
  }
  c.plane();
  c.vignette(0.55);
}
