// The design tokens of tokens.css as constants, for code that cannot use CSS custom properties (the YooKassa
// widget's colours, canvas drawing, matchMedia, JS timings). tokens.test.ts checks the two files agree.

export const COLOR = {
  /** Brand orange; also the payment widget's primary colour (SPEC.md 9). */
  brand: '#ff5b00',
  brandHover: '#ff7429',
  brandPressed: '#e65100',
  /** Orange tint for selected chips and soft backgrounds. */
  brandSoft: '#fff1e8',
  /** Orange for text and links on white (5.1:1). */
  brandText: '#c24400',
  /** Text and icons on brand fills (white would be 3.1:1). */
  onBrand: '#141414',
  text: '#141414',
  textSecondary: '#4d4d4d',
  textMuted: '#6b6b6b',
  textInverse: '#ffffff',
  bg: '#ffffff',
  bgSubtle: '#f5f5f5',
  /** Also the greyed-out card of a city that is not open yet. */
  bgMuted: '#ebebeb',
  /** The black premium banner. */
  bgInverse: '#0f0f0f',
  border: '#e0e0e0',
  borderStrong: '#c7c7c7',
  success: '#1a7f46',
  error: '#c62828',
  /** Modal backdrop. */
  overlay: 'rgb(0 0 0 / 60%)',
} as const;

export const FONT_FAMILY = {
  base: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const FONT_SIZE = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '24px',
  '2xl': '32px',
  '3xl': '40px',
  /** The status code on the error page. */
  display: '120px',
} as const;

export const FONT_WEIGHT = { regular: 400, medium: 500, bold: 700 } as const;

export const LINE_HEIGHT = { tight: 1.15, normal: 1.4, relaxed: 1.6 } as const;

/** A 4px grid; the key is the multiple of 4. */
export const SPACE = {
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const RADIUS = { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px' } as const;

export const SHADOW = {
  sm: '0 1px 2px rgb(0 0 0 / 8%)',
  md: '0 4px 12px rgb(0 0 0 / 10%)',
  lg: '0 12px 32px rgb(0 0 0 / 16%)',
} as const;

export const LAYOUT = {
  /** SPEC.md 2.3: every page sits in a centred container of at most 1300px. */
  containerMax: '1300px',
  containerGutter: '16px',
  headerHeight: '64px',
} as const;

/** Min-width breakpoints in px (mobile first). */
export const BREAKPOINT = { tablet: 768, desktop: 1024, wide: 1340 } as const;

/** For matchMedia: MEDIA.desktop = '(min-width: 1024px)'. */
export const MEDIA = {
  tablet: `(min-width: ${BREAKPOINT.tablet}px)`,
  desktop: `(min-width: ${BREAKPOINT.desktop}px)`,
  wide: `(min-width: ${BREAKPOINT.wide}px)`,
} as const;

export const Z_INDEX = {
  dropdown: 100,
  sticky: 200,
  header: 300,
  overlay: 900,
  modal: 1000,
  toast: 1100,
} as const;

export const DURATION = { fast: '150ms', base: '250ms', slow: '400ms' } as const;

export const EASING = { standard: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

type TokenGroup = { prefix: string; values: Readonly<Record<string, string | number>>; unit?: string };

/** How each group is named in tokens.css: --kaver-{prefix}-{kebab-key}. */
export const TOKEN_GROUPS = {
  color: { prefix: 'color', values: COLOR },
  fontFamily: { prefix: 'font-family', values: FONT_FAMILY },
  fontSize: { prefix: 'font-size', values: FONT_SIZE },
  fontWeight: { prefix: 'font-weight', values: FONT_WEIGHT },
  lineHeight: { prefix: 'line-height', values: LINE_HEIGHT },
  space: { prefix: 'space', values: SPACE },
  radius: { prefix: 'radius', values: RADIUS },
  shadow: { prefix: 'shadow', values: SHADOW },
  layout: { prefix: '', values: LAYOUT },
  breakpoint: { prefix: 'breakpoint', values: BREAKPOINT, unit: 'px' },
  zIndex: { prefix: 'z', values: Z_INDEX },
  duration: { prefix: 'duration', values: DURATION },
  easing: { prefix: 'easing', values: EASING },
} as const satisfies Record<string, TokenGroup>;

export type TokenGroupName = keyof typeof TOKEN_GROUPS;

const kebab = (key: string) => key.replace(/([a-z\d])([A-Z])/g, '$1-$2').toLowerCase();

/** '--kaver-color-brand-hover' for ('color', 'brandHover'). */
export function tokenProperty<G extends TokenGroupName>(
  group: G,
  key: Extract<keyof (typeof TOKEN_GROUPS)[G]['values'], string | number>,
): string {
  const { prefix } = TOKEN_GROUPS[group];
  return `--kaver-${prefix ? `${prefix}-` : ''}${kebab(String(key))}`;
}

/** 'var(--kaver-color-brand)', for inline styles. */
export function cssVar<G extends TokenGroupName>(
  group: G,
  key: Extract<keyof (typeof TOKEN_GROUPS)[G]['values'], string | number>,
): string {
  return `var(${tokenProperty(group, key)})`;
}
