// A small SVG builder for the photo-like scenes. Shapes are appended in paint order to planes; each plane is
// rasterised on its own and blurred by the renderer (depth of field, haze), then the planes are composited,
// because Gaussian blur inside librsvg costs ten times more than libvips' blur. Gradients and textures go into
// <defs> with generated ids. The drawing space is 1200 x 800 (3:2), or 800 x 800 for portraits; the renderer
// scales it to the requested pixel size.
import type { Random } from '../seed/random';

export type Stop = [offset: number, color: string, opacity?: number];

export type Blend = 'over' | 'screen' | 'add' | 'soft-light' | 'multiply';

export interface PlaneOptions {
  /** Gaussian blur in drawing units (0 = sharp). */
  blur?: number;
  /** How the plane is laid over the ones below it. */
  blend?: Blend;
  /** Drawn at this fraction of the output size and scaled up: for soft planes with costly filters. */
  resolution?: number;
}

export interface Plane extends Required<PlaneOptions> {
  svg: string;
}

const num = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

export class Canvas {
  readonly width: number;
  readonly height: number;
  readonly rng: Random;
  private readonly defs: string[] = [];
  private readonly planes: { options: Required<PlaneOptions>; layers: string[] }[] = [
    { options: { blur: 0, blend: 'over', resolution: 1 }, layers: [] },
  ];
  private nextId = 0;

  constructor(width: number, height: number, rng: Random) {
    this.width = width;
    this.height = height;
    this.rng = rng;
  }

  private id(prefix: string): string {
    this.nextId += 1;
    return `${prefix}${this.nextId}`;
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(
        ([offset, color, opacity = 1]) =>
          `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
      )
      .join('');
  }

  /** A linear gradient from (x1, y1) to (x2, y2) in user space; returns `url(#id)`. */
  linear(x1: number, y1: number, x2: number, y2: number, stops: Stop[]): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient centred at (cx, cy) with radius r, optionally squashed vertically; returns `url(#id)`. */
  radial(cx: number, cy: number, r: number, stops: Stop[], squash = 1): string {
    const id = this.id('r');
    const transform =
      squash === 1
        ? ''
        : ` gradientTransform="translate(0 ${num(cy)}) scale(1 ${squash}) translate(0 ${num(-cy)})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"${transform}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Starts a new plane: what follows is drawn on it, blurred and blended as asked. */
  plane(options: PlaneOptions = {}): void {
    this.planes.push({
      options: {
        blur: options.blur ?? 0,
        blend: options.blend ?? 'over',
        resolution: options.resolution ?? 1,
      },
      layers: [],
    });
  }

  /**
   * A fractal-noise texture tinted with `color`, for plaster, asphalt, grass or fabric; returns `url(#id)`
   * of a filter to apply to a shape (the shape's own fill is replaced by the texture, clipped to it).
   */
  texture(color: string, frequency: number, strength: number, octaves = 3): string {
    const id = this.id('t');
    const seed = this.rng.int(1, 999);
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves}" seed="${seed}" result="n"/>` +
        `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 ${strength} 0" result="a"/>` +
        `<feFlood flood-color="${color}" result="c"/><feComposite in="c" in2="a" operator="in" result="t"/>` +
        `<feComposite in="t" in2="SourceGraphic" operator="in"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** Roughens the edges of what it is applied to (foliage, smoke, torn paper); returns `url(#id)`. */
  roughen(frequency: number, scale: number): string {
    const id = this.id('d');
    const seed = this.rng.int(1, 999);
    this.defs.push(
      `<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" result="n"/>` +
        `<feDisplacementMap in="SourceGraphic" in2="n" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** Lays a noise texture (see `texture`) over a rectangle: grass, asphalt, wood, plaster. */
  textured(
    x: number,
    y: number,
    w: number,
    h: number,
    color: string,
    frequency: number,
    opacity: number,
    strength = 0.5,
  ): void {
    this.rect(
      x,
      y,
      w,
      h,
      '#000',
      `filter="${this.texture(color, frequency, strength)}" opacity="${opacity}"`,
    );
  }

  /** Appends raw SVG markup. */
  add(markup: string): void {
    this.planes.at(-1)!.layers.push(markup);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.add(
      `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}" ${extra}/>`,
    );
  }

  /** Fills the whole canvas. */
  fill(paint: string, extra = ''): void {
    this.rect(0, 0, this.width, this.height, paint, extra);
  }

  /** A full-width band from y0 to y1 with a top-to-bottom gradient: sky, ground, floor, wall. */
  band(y0: number, y1: number, stops: Stop[]): void {
    this.rect(0, y0, this.width, y1 - y0, this.linear(0, y0, 0, y1, stops));
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.add(
      `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}" ${extra}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = ''): void {
    this.ellipse(cx, cy, r, r, fill, extra);
  }

  polygon(points: [number, number][], fill: string, extra = ''): void {
    this.add(
      `<polygon points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="${fill}" ${extra}/>`,
    );
  }

  path(d: string, fill: string, extra = ''): void {
    this.add(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }

  /** Starts a group (opacity, filter, transform...); close it with end(). */
  group(attributes: string): void {
    this.add(`<g ${attributes}>`);
  }

  end(): void {
    this.add('</g>');
  }

  /** A soft glow: a radial gradient from `color` to transparent. */
  glow(cx: number, cy: number, r: number, color: string, opacity: number, squash = 1): void {
    const paint = this.radial(
      cx,
      cy,
      r,
      [
        [0, color, opacity],
        [0.35, color, opacity * 0.45],
        [1, color, 0],
      ],
      squash,
    );
    this.ellipse(cx, cy, r, r * squash, paint);
  }

  /** Out-of-focus highlights (bokeh discs) scattered in a box. */
  bokeh(
    box: { x: number; y: number; w: number; h: number },
    count: number,
    colors: string[],
    size: [number, number],
    opacity: [number, number] = [0.25, 0.7],
  ): void {
    const { rng } = this;
    for (let i = 0; i < count; i += 1) {
      const r = size[0] + rng.next() ** 2 * (size[1] - size[0]);
      const x = box.x + rng.next() * box.w;
      const y = box.y + rng.next() * box.h;
      const color = rng.pick(colors);
      const alpha = opacity[0] + rng.next() * (opacity[1] - opacity[0]);
      const paint = this.radial(x, y, r, [
        [0, color, alpha * 0.55],
        [0.82, color, alpha * 0.75],
        [0.96, color, alpha],
        [1, color, 0],
      ]);
      this.circle(x, y, r, paint);
    }
  }

  /** Darkened corners, as a lens does. */
  vignette(strength = 0.65): void {
    const { width, height } = this;
    const paint = this.radial(
      width / 2,
      height / 2,
      Math.hypot(width, height) / 2,
      [
        [0.45, '#000', 0],
        [0.8, '#000', strength * 0.55],
        [1, '#000', strength],
      ],
      height / width + 0.25,
    );
    this.fill(paint);
  }

  /** Every non-empty plane as a standalone SVG document, bottom first. */
  toPlanes(): Plane[] {
    const { width, height } = this;
    const defs = `<defs>${this.defs.join('')}</defs>`;
    return this.planes
      .filter((plane) => plane.layers.length > 0)
      .map(({ options, layers }) => ({
        ...options,
        svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${layers.join('')}</svg>`,
      }));
  }
}

/** Mixes two '#rrggbb' colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t));
  return `#${out.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

export { num };
