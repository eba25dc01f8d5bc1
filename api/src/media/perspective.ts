// One-point perspective: a room seen through the picture frame, its back wall a smaller rectangle. Points on
// the side walls and the floor are found by depth (0 = at the frame, 1 = at the back wall), foreshortened so
// that equal steps in depth get closer together, as they do in a photograph.
import type { Canvas, Stop } from './canvas';

export interface Room {
  /** The back wall in picture coordinates. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Screen interpolation for a depth in [0, 1]: perspective foreshortening. */
export function foreshorten(depth: number, strength = 2.5): number {
  return (1 - 1 / (1 + strength * depth)) / (1 - 1 / (1 + strength));
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** A point on the left (-1) or right (1) wall: depth 0..1, height 0 (ceiling) .. 1 (floor). */
export function wallPoint(
  c: Canvas,
  room: Room,
  side: -1 | 1,
  depth: number,
  height: number,
): [number, number] {
  const t = foreshorten(depth);
  const frontX = side < 0 ? 0 : c.width;
  const backX = side < 0 ? room.x : room.x + room.w;
  return [lerp(frontX, backX, t), lerp(lerp(0, c.height, height), lerp(room.y, room.y + room.h, height), t)];
}

/** A point on the floor: depth 0..1, across -1 (left wall) .. 1 (right wall). */
export function floorPoint(c: Canvas, room: Room, depth: number, across: number): [number, number] {
  const t = foreshorten(depth);
  const u = (across + 1) / 2;
  return [lerp(lerp(0, c.width, u), lerp(room.x, room.x + room.w, u), t), lerp(c.height, room.y + room.h, t)];
}

/** Scale of something standing at that depth, relative to the frame (1 at the frame). */
export function depthScale(c: Canvas, room: Room, depth: number): number {
  return lerp(1, room.h / c.height, foreshorten(depth));
}

/** Paints the five surfaces, each with its own gradient. */
export function paintRoom(
  c: Canvas,
  room: Room,
  paints: { back: string; floor: Stop[]; ceiling: Stop[]; left: Stop[]; right: Stop[] },
) {
  const { width: W, height: H } = c;
  const { x, y, w, h } = room;
  c.polygon(
    [
      [0, 0],
      [W, 0],
      [x + w, y],
      [x, y],
    ],
    c.linear(0, 0, 0, y, paints.ceiling),
  );
  c.polygon(
    [
      [0, 0],
      [x, y],
      [x, y + h],
      [0, H],
    ],
    c.linear(0, 0, x, 0, paints.left),
  );
  c.polygon(
    [
      [W, 0],
      [x + w, y],
      [x + w, y + h],
      [W, H],
    ],
    c.linear(W, 0, x + w, 0, paints.right),
  );
  c.polygon(
    [
      [0, H],
      [x, y + h],
      [x + w, y + h],
      [W, H],
    ],
    c.linear(0, H, 0, y + h, paints.floor),
  );
  c.rect(x, y, w, h, paints.back);
}

/** A rectangle hung flat on a side wall between two depths and two heights, as a polygon. */
export function wallQuad(
  c: Canvas,
  room: Room,
  side: -1 | 1,
  depths: [number, number],
  heights: [number, number],
): [number, number][] {
  return [
    wallPoint(c, room, side, depths[0], heights[0]),
    wallPoint(c, room, side, depths[1], heights[0]),
    wallPoint(c, room, side, depths[1], heights[1]),
    wallPoint(c, room, side, depths[0], heights[1]),
  ];
}
