/** The slide after moving by `delta`, wrapping round at both ends. */
export function stepSlide(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}
