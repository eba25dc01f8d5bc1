// Deterministic SVG artwork for event, place, article and collection pictures and avatars: the same path
// always draws the same picture, so nothing is hot-linked and nothing has to be stored.
import { createHash } from 'node:crypto';

const PALETTES = [
  ['#ff7a3d', '#ffd166', '#2b2d42'],
  ['#5b8def', '#a0c4ff', '#1d3557'],
  ['#8e6cf0', '#f72585', '#240046'],
  ['#2fb380', '#b7efc5', '#081c15'],
  ['#f2b233', '#ef476f', '#3d0c02'],
  ['#3fb6d9', '#caf0f8', '#03045e'],
  ['#e76f51', '#f4a261', '#264653'],
  ['#ff006e', '#ffbe0b', '#3a0ca3'],
];

export type ArtworkKind = 'events' | 'places' | 'articles' | 'collections' | 'avatars' | 'profiles';

function bytesOf(seed: string): number[] {
  return [...createHash('sha256').update(seed).digest()];
}

function picture(bytes: number[], width: number, height: number): string {
  const [a, b, c] = PALETTES[bytes[0]! % PALETTES.length]!;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const x = (bytes[1 + i * 3]! / 255) * width;
    const y = (bytes[2 + i * 3]! / 255) * height;
    const r = 20 + (bytes[3 + i * 3]! / 255) * (Math.min(width, height) / 2.5);
    const fill = i % 3 === 0 ? a : i % 3 === 1 ? b : '#ffffff';
    shapes.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" opacity="${(0.35 + (bytes[25 + i]! / 255) * 0.5).toFixed(2)}"/>`,
    );
  }
  const wave = (bytes[30]! / 255) * height * 0.3 + height * 0.55;
  shapes.push(
    `<path d="M0 ${wave.toFixed(0)} Q ${width / 4} ${(wave - 60).toFixed(0)} ${width / 2} ${wave.toFixed(0)} T ${width} ${wave.toFixed(0)} V ${height} H 0 Z" fill="${c}" opacity="0.55"/>`,
  );
  return `<rect width="${width}" height="${height}" fill="${c}"/><rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${c}"/></linearGradient></defs>`;
}

function avatar(bytes: number[], size: number): string {
  const [a, b, c] = PALETTES[bytes[0]! % PALETTES.length]!;
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#ffdbac', '#8d5524'][bytes[1]! % 5];
  const hair = ['#2b2d42', '#6f1d1b', '#bb9457', '#432818', '#000000'][bytes[2]! % 5];
  return `<rect width="${size}" height="${size}" fill="${a}"/><circle cx="${size * 0.8}" cy="${size * 0.2}" r="${size * 0.25}" fill="${b}" opacity="0.5"/>
<ellipse cx="${size / 2}" cy="${size * 1.02}" rx="${size * 0.38}" ry="${size * 0.32}" fill="${c}"/>
<circle cx="${size / 2}" cy="${size * 0.45}" r="${size * 0.2}" fill="${skin}"/>
<path d="M${size * 0.29} ${size * 0.43} Q ${size / 2} ${size * (0.1 + (bytes[3]! / 255) * 0.1)} ${size * 0.71} ${size * 0.43} Q ${size * 0.68} ${size * 0.3} ${size / 2} ${size * 0.27} Q ${size * 0.32} ${size * 0.3} ${size * 0.29} ${size * 0.43} Z" fill="${hair}"/>`;
}

export function artwork(kind: ArtworkKind, name: string): string {
  const bytes = bytesOf(`${kind}/${name}`);
  const square = kind === 'avatars' || kind === 'profiles';
  const [width, height] = square ? [400, 400] : [1200, 800];
  const body = square ? avatar(bytes, width) : picture(bytes, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
