/** A promise that resolves after `ms`; effects built on it are replaced in tests through fork handlers. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
