import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The properties each keyframe of skeleton.module.css sets, comments removed. */
function keyframeProperties(): string[] {
  const css = readFileSync(join(__dirname, 'skeleton.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const keyframes = [...css.matchAll(/@keyframes[^{]*\{((?:[^{}]*\{[^}]*\})*)\s*\}/g)].map(
    (match) => match[1]!,
  );
  return keyframes.flatMap((body) => [...body.matchAll(/([a-z-]+)\s*:/g)].map((match) => match[1]!));
}

describe('skeleton', () => {
  it('animates only what the compositor can (a placeholder may wait on screen for a long time)', () => {
    const properties = keyframeProperties();
    expect(properties.length).toBeGreaterThan(0);
    expect(properties.filter((property) => property !== 'transform' && property !== 'opacity')).toEqual([]);
  });
});
