// A match under floodlights: a stadium with a striped pitch and full stands, or an ice arena with its rink,
// boards and scoreboard; players small on the field, flares from the lamps.
import { type Canvas, mix } from '../canvas';
import { standing } from '../figures';

function stands(c: Canvas, top: number, bottom: number, colors: string[]) {
  const { rng, width: W } = c;
  c.rect(
    0,
    top,
    W,
    bottom - top,
    c.linear(0, top, 0, bottom, [
      [0, '#14161c'],
      [1, '#262a33'],
    ]),
  );
  c.rect(
    0,
    top,
    W,
    bottom - top,
    '#000',
    `filter="${c.texture(rng.pick(colors), 0.35, 0.9, 1)}" opacity="0.8"`,
  );
  for (let y = top + 14; y < bottom; y += 18) c.rect(0, y, W, 2, '#000000', 'opacity="0.35"');
}

export function sport(c: Canvas) {
  const { rng, width: W, height: H } = c;
  const ice = rng.chance(0.4);
  const horizon = 330 + rng.int(-30, 30);
  c.fill(
    ice
      ? '#0c0e14'
      : c.linear(0, 0, 0, horizon, [
          [0, '#0b1230'],
          [1, '#2a3f6b'],
        ]),
  );
  stands(
    c,
    ice ? 60 : 150,
    horizon,
    ice ? ['#d9363e', '#e8e8e8', '#2a4fa8'] : ['#e8e8e8', '#f2c230', '#2a6fd1', '#d9363e'],
  );
  if (ice) {
    c.rect(W / 2 - 110, 20, 220, 90, '#050608');
    c.rect(W / 2 - 90, 40, 70, 40, '#ff4d3d', 'opacity="0.9"');
    c.rect(W / 2 + 20, 40, 70, 40, '#ff4d3d', 'opacity="0.9"');
    c.polygon(
      [
        [0, horizon],
        [W, horizon],
        [W + 300, H],
        [-300, H],
      ],
      c.linear(0, horizon, 0, H, [
        [0, '#cfd9e3'],
        [1, '#f4f8fb'],
      ]),
    );
    c.rect(0, horizon - 6, W, 34, '#f7f7f7');
    c.rect(0, horizon + 22, W, 6, '#ffcc00');
    const mid = horizon + (H - horizon) * 0.45;
    c.polygon(
      [
        [0, mid - 8],
        [W, mid - 8],
        [W, mid + 8],
        [0, mid + 8],
      ],
      '#d9363e',
      'opacity="0.8"',
    );
    c.ellipse(W / 2, mid, 220, 60, 'none', 'stroke="#2a4fa8" stroke-width="6" opacity="0.7"');
  } else {
    const grass = ['#2f7d32', '#3a8f3c'];
    for (let i = 0; i < 10; i += 1) {
      const y0 = horizon + (H - horizon) * (i / 10) ** 1.6;
      const y1 = horizon + (H - horizon) * ((i + 1) / 10) ** 1.6;
      c.rect(0, y0, W, y1 - y0 + 1, grass[i % 2]!);
    }
    c.polygon(
      [
        [W * 0.1, horizon + 10],
        [W * 0.9, horizon + 10],
        [W * 1.3, H],
        [-W * 0.3, H],
      ],
      'none',
      'stroke="#ffffff" stroke-opacity="0.75" stroke-width="4"',
    );
    c.ellipse(
      W / 2,
      horizon + (H - horizon) * 0.42,
      200,
      50,
      'none',
      'stroke="#ffffff" stroke-opacity="0.7" stroke-width="4"',
    );
    c.add(
      `<line x1="${W / 2}" y1="${horizon + 10}" x2="${W / 2}" y2="${H}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4"/>`,
    );
  }
  c.plane({ blur: 0.8 });
  const team = [rng.pick(['#d9363e', '#2a4fa8', '#f2c230']), rng.pick(['#ffffff', '#111111', '#2fb380'])];
  for (let i = 0; i < rng.int(6, 10); i += 1) {
    const depth = rng.next();
    const y = horizon + 30 + depth * (H - horizon - 120);
    standing(c, rng.next() * W, y, 50 + depth * 170, mix(team[i % 2]!, '#000000', 0.35), {
      walking: true,
      build: 1.05,
    });
  }
  c.plane({ blur: 10, blend: 'screen' });
  c.glow(W / 2, horizon + 80, 700, '#eaf2ff', 0.25, 0.35);
  for (const x of [80, W - 80]) {
    c.glow(x, 50, 160, '#ffffff', 0.9);
    c.glow(x, 50, 420, '#cfe0ff', 0.35);
  }
  c.plane({ blur: 1 });
  for (const x of [80, W - 80]) {
    for (let row = 0; row < 3; row += 1)
      for (let k = 0; k < 4; k += 1) c.circle(x - 45 + k * 30, 30 + row * 22, 9, '#ffffff');
  }
  c.plane();
  c.vignette(0.5);
}
