// The swc options of every build and of Jest: TypeScript and JSX, with effector's swc plugin. The plugin gives every
// unit a stable sid (its file path from the repository root and its position), so that a store's value serialised
// by the server finds the same store in the browser. Functions that create units (factories) give each call a
// prefix of its own.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Modules whose exported functions create effector units, as paths from the repository root. */
export const EFFECTOR_FACTORIES = [
  './mf-catalog/src/shared/lib/create-resource',
  './mf-catalog/src/shared/lib/page-said',
];

/**
 * The plugin resolves `factories` against the process's working directory (webpack runs in an app's folder, Jest
 * at the root), while sids come from paths relative to `cwd` below: the factories are named from where we are.
 */
const factoriesFromHere = () =>
  EFFECTOR_FACTORIES.map((factory) => {
    const relative = path.relative(process.cwd(), path.join(repoRoot, factory));
    return relative.startsWith('.') ? relative : `./${relative}`;
  });

export function swcOptions({ isProd = false, target = 'es2022', jest = false } = {}) {
  return {
    cwd: repoRoot,
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !isProd && !jest, refresh: false } },
      target,
      experimental: {
        // The compiled plugin's cache: under node_modules with the other tool caches, never in an app's folder.
        cacheRoot: path.join(repoRoot, 'node_modules/.cache/swc'),
        plugins: [
          [require.resolve('@effector/swc-plugin'), { factories: factoriesFromHere(), addNames: !isProd }],
        ],
      },
    },
    ...(jest ? { module: { type: 'commonjs' } } : {}),
  };
}
