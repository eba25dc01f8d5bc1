import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLOR, cssVar, LAYOUT, MEDIA, TOKEN_GROUPS, type TokenGroupName, tokenProperty } from './index';

/** The custom properties of the first :root block of tokens.css, whitespace collapsed. */
function rootProperties(): Map<string, string> {
  const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const properties = new Map<string, string>();
  for (const [, name, value] of root.matchAll(/(--kaver-[a-z0-9-]+)\s*:\s*([^;]+);/g)) {
    properties.set(name!, value!.replace(/\s+/g, ' ').trim());
  }
  return properties;
}

function tsTokens(): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const [group, { values, ...rest }] of Object.entries(TOKEN_GROUPS)) {
    const unit = 'unit' in rest ? rest.unit : '';
    for (const [key, value] of Object.entries(values)) {
      tokens.set(tokenProperty(group as TokenGroupName, key as never), `${value}${unit}`);
    }
  }
  return tokens;
}

/** WCAG contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('design tokens', () => {
  it('defines every TS token in tokens.css with the same value', () => {
    const css = rootProperties();
    for (const [name, value] of tsTokens()) {
      expect([name, css.get(name)]).toEqual([name, value]);
    }
  });

  it('has no CSS token that the TS constants lack', () => {
    const ts = tsTokens();
    expect([...rootProperties().keys()].filter((name) => !ts.has(name))).toEqual([]);
  });

  it('names the brand colour and the container as the apps expect', () => {
    expect(tokenProperty('color', 'brand')).toBe('--kaver-color-brand');
    expect(tokenProperty('layout', 'containerMax')).toBe('--kaver-container-max');
    expect(tokenProperty('space', 4)).toBe('--kaver-space-4');
    expect(cssVar('color', 'brandHover')).toBe('var(--kaver-color-brand-hover)');
    expect(LAYOUT.containerMax).toBe('1300px');
    expect(MEDIA.desktop).toBe('(min-width: 1024px)');
    expect(COLOR.brand).toMatch(/^#ff5[0-9a-f]00$/);
  });

  it.each([
    ['text', 'bg'],
    ['text', 'bgSubtle'],
    ['textSecondary', 'bg'],
    ['textMuted', 'bg'],
    ['textMuted', 'bgSubtle'],
    ['brandText', 'bg'],
    ['onBrand', 'brand'],
    ['onBrand', 'brandHover'],
    ['onBrand', 'brandPressed'],
    ['textInverse', 'bgInverse'],
    ['success', 'bg'],
    ['error', 'bg'],
  ] as const)('%s on %s meets WCAG AA (4.5:1)', (foreground, background) => {
    expect(contrast(COLOR[foreground], COLOR[background])).toBeGreaterThanOrEqual(4.5);
  });
});
