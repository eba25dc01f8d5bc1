// The webpack config of every app. A host is a pure MF consumer providing the MF runtime to remotes; a remote
// exposes single-spa parcels, and its browser build also holds its standalone QA harness.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { createBuildId, LatestBuildPlugin } from './build-id.mjs';
import { harnessParts } from './harness-entry.mjs';
import { CONTRACTS_VERSION, sharedDependencies } from './mf-shared.mjs';
import { PublicFilesPlugin } from './public-files.mjs';
import { SERVER_DIR, SsrAssetsPlugin, SsrManifestPlugin } from './ssr-manifest.mjs';
import { repoRoot, swcOptions } from './swc-options.mjs';

const require = createRequire(import.meta.url);

function rules({ isProd, cssPrefix, target }) {
  const server = target === 'node';
  const cssLoader = isProd ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  // The same class names on both sides: the server renders them, the browser's stylesheet defines them.
  const cssModules = {
    localIdentName: isProd ? `${cssPrefix}-[hash:base64:6]` : `${cssPrefix}-[name]__[local]`,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    exportOnlyLocals: server,
  };
  return [
    {
      test: /\.[jt]sx?$/,
      include: [repoRoot],
      exclude: /node_modules/,
      use: { loader: require.resolve('swc-loader'), options: swcOptions({ isProd }) },
    },
    {
      test: /\.module\.css$/,
      use: [
        ...(server ? [] : [cssLoader]),
        { loader: require.resolve('css-loader'), options: { modules: cssModules } },
      ],
    },
    server
      ? // Global stylesheets are the browser's business: the server build leaves them out.
        { test: /\.css$/, exclude: /\.module\.css$/, use: require.resolve('./empty-loader.cjs') }
      : { test: /\.css$/, exclude: /\.module\.css$/, use: [cssLoader, require.resolve('css-loader')] },
    // The server renders the URLs of images but never writes the files: the browser build does.
    { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource', generator: { emit: !server } },
  ];
}

/**
 * The MF runtime ships ESM and CommonJS builds; the external-runtime plugin is injected as CommonJS while the
 * bundler runtime is ESM, which bundled the runtime twice (~20 KB gzip). Every import resolves to ESM here.
 */
function esmOf(pkg, file = 'dist/index.js') {
  // The packages do not export package.json: find the folder from the CommonJS entry (<pkg>/dist/index.cjs).
  return path.join(path.dirname(require.resolve(pkg)), '..', file);
}
const MF_RUNTIME_ALIASES = {
  '@module-federation/runtime-core$': esmOf('@module-federation/runtime-core'),
  '@module-federation/sdk$': esmOf('@module-federation/sdk'),
  '@module-federation/runtime$': esmOf('@module-federation/runtime'),
  '@module-federation/error-codes$': esmOf('@module-federation/error-codes', 'dist/index.mjs'),
};

/**
 * effector-react still imports the pre-React-18 shim of useSyncExternalStore; React 19 has the hook, so the shim
 * entries resolve to the package's non-shim builds, which use React's own.
 */
const SYNC_EXTERNAL_STORE_ALIASES = {
  'use-sync-external-store/shim/with-selector.js$': require.resolve('use-sync-external-store/with-selector'),
  'use-sync-external-store/shim/index.js$': require.resolve('use-sync-external-store'),
};

/**
 * react-router's package.json exports only its development build, whose dev warnings (ENABLE_DEV_WARNINGS) are on
 * in production too (remix-run/react-router#14102); production builds take the package's production build, the
 * same code with them off, which also leaves their text out of the browser's bundle.
 */
const REACT_ROUTER_PRODUCTION_ALIASES = {
  'react-router$': reactRouterProduction('index.mjs'),
  'react-router/dom$': reactRouterProduction('dom-export.mjs'),
};
function reactRouterProduction(file) {
  // dist/development/index.js is what Node resolves the package to; the production build sits beside it.
  return path.join(path.dirname(require.resolve('react-router')), '..', 'production', file);
}

/**
 * Every script of a browser build says that its functions are called as soon as it loads (V8's explicit compile
 * hints, a file's first line): Chromium then compiles them on a background thread while the file downloads,
 * instead of on the main thread when hydration first calls each one. After minification, which drops comments.
 */
const EAGER_COMPILE_HINT = new webpack.BannerPlugin({
  banner: '//# allFunctionsCalledOnLoad',
  raw: true,
  test: /\.js$/,
  stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
});

/**
 * Each script and stylesheet of a browser build is also written brotli-compressed at the highest quality, beside
 * it (`.br`, after the compile hint): the servers send that file to a browser that takes brotli, instead of
 * compressing the file for every request at a quality a request can afford. Fewer bytes on a first visit (the
 * host's scripts were brotli 4, the remotes' gzip), and no compression per request.
 */
const PRECOMPRESSED = new CompressionPlugin({
  filename: '[path][base].br',
  algorithm: 'brotliCompress',
  test: /\.(js|css)$/,
  compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } },
  threshold: 1024,
  minRatio: 0.8,
});

/**
 * The version of an app's build cache: a hash of the webpack config (every file of scripts/webpack and the app's
 * webpack.config.mjs) and of the installed packages (package-lock.json). webpack's own way, build dependencies,
 * parsed the config's whole tree of imports, packages included, for every compilation: about 1.4 s of CPU each.
 */
function cacheVersion(appDir) {
  const configDir = import.meta.dirname;
  const files = [
    ...readdirSync(configDir).map((file) => path.join(configDir, file)),
    path.join(appDir, 'webpack.config.mjs'),
    path.join(repoRoot, 'package-lock.json'),
  ];
  const hash = createHash('sha256');
  for (const file of files.sort())
    hash.update(`${path.relative(repoRoot, file)}\0`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function baseConfig({ appDir, isProd, cssPrefix, outputPath, publicPath, buildId, target = 'web' }) {
  const server = target === 'node';
  return {
    context: appDir,
    mode: isProd ? 'production' : 'development',
    target: server ? 'async-node' : 'web',
    // Rebuilds reuse unchanged modules (one cache per config name and mode, never committed: under
    // node_modules); a change to the webpack config or to the installed packages starts the cache afresh.
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack'),
      version: cacheVersion(appDir),
      buildDependencies: {},
    },
    // Production builds publish no source maps: the code that reaches visitors is all there is.
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // On the server the MF runtime is Node's own build; in the browser every import resolves to ESM.
      alias: {
        ...(server ? {} : { ...MF_RUNTIME_ALIASES, ...SYNC_EXTERNAL_STORE_ALIASES }),
        ...(isProd ? REACT_ROUTER_PRODUCTION_ALIASES : {}),
      },
    },
    module: { rules: rules({ isProd, cssPrefix, target }) },
    output: {
      path: outputPath,
      publicPath,
      filename: isProd ? 'static/js/[name].[contenthash:6].js' : 'static/js/[name].js',
      // Production chunks are named by number: every chunk's name would sit in the runtime's file-name map, which
      // a first visit downloads (0.5 KB gzip of the catalog's remoteEntry.js). The manifests say whose a file is.
      chunkFilename: isProd ? 'static/js/[id].[contenthash:6].js' : 'static/js/[name].js',
      // A chunk that does not arrive in this time fails, as a remote entry does (the host's runtime plugin gives one
      // 8 s): webpack's own 120 s, times the loader's three tries, held a page's fallback for six minutes. The
      // largest chunk a flow needs is ~40 KB gzip, a second or two on a slow phone network.
      chunkLoadTimeout: 10_000,
      assetModuleFilename: 'static/media/[name].[contenthash:6][ext]',
      clean: false,
    },
    performance: { hints: false },
    // swc minifies the browser's code (terser, webpack's default, took most of a cold build) and Lightning CSS its
    // stylesheets (webpack minifies no CSS of itself: they went out with their comments and indentation, and they
    // block the first paint); code that runs on the server is left as it is, neither minified nor joined into
    // larger scopes: nobody downloads it.
    optimization: server
      ? { minimize: false, concatenateModules: false }
      : {
          minimizer: [
            // Three compress passes, and ES2020 forms where shorter (the code is ES2022 already): 0.2% fewer bytes
            // than swc's defaults, which `/` needs (its 170 KB ceiling).
            new MinimizerPlugin({
              minify: MinimizerPlugin.swcMinify,
              minimizerOptions: { ecma: 2020, compress: { passes: 3, ecma: 2020 } },
            }),
            new MinimizerPlugin({ test: /\.css$/, minify: MinimizerPlugin.lightningCssMinify }),
          ],
        },
    plugins: [
      new webpack.DefinePlugin({
        __BUILD_ID__: JSON.stringify(buildId),
        __CONTRACTS_VERSION__: JSON.stringify(CONTRACTS_VERSION),
      }),
      ...(isProd && !server
        ? [
            new MiniCssExtractPlugin({
              filename: 'static/css/[name].[contenthash:6].css',
              chunkFilename: 'static/css/[id].[contenthash:6].css',
            }),
            EAGER_COMPILE_HINT,
            PRECOMPRESSED,
          ]
        : []),
    ],
  };
}

/**
 * The shared modules every first screen runs: the host provides them eagerly, in its entry's initial chunks, so
 * the HTML names them as deferred scripts instead of the entry asking for each when it starts (one round trip and
 * one script element more). The remotes take them from the host as before; the rest stay lazy.
 */
const STARTUP_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'effector',
  'effector-react',
  '@kaver/shared-contracts',
];
/** The sharing config with the start-up modules eager. */
function eagerAtStart(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([name, options]) => [
      name,
      STARTUP_SHARED.includes(name) ? { ...options, eager: true } : options,
    ]),
  );
}

/** The host shell: a pure consumer that discovers remotes at run time and provides the MF runtime. */
export function createHostConfig({ appDir, port, mode }) {
  const isProd = mode === 'production';
  const buildId = createBuildId();
  const config = baseConfig({
    appDir,
    isProd,
    cssPrefix: 'host',
    outputPath: path.join(appDir, 'dist'),
    publicPath: '/',
    buildId,
  });
  config.name = 'host';
  config.entry = { main: './src/index.ts' };
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'host',
      remotes: {},
      shared: eagerAtStart(sharedDependencies),
      shareStrategy: 'loaded-first',
      runtimePlugins: [path.join(appDir, 'src/shared/federation/runtime-plugin.ts')],
      // The browser registers each remote by its remoteEntry.js (see shared/federation/remotes.ts): without the
      // manifest snapshot the runtime a first visit downloads is smaller, and the manifest's round trip is gone.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
      manifest: false,
      dts: false,
    }),
    // The template of every server-rendered page: its <!--kaver-…--> placeholders must survive minification. It
    // names the entry's scripts only: the server links the shell's stylesheet itself, before the remotes' ones
    // (ssr-assets.json), and development injects styles from the scripts.
    new HtmlWebpackPlugin({
      template: './src/index.html',
      inject: false,
      minify: isProd ? { collapseWhitespace: true, removeComments: false, minifyCSS: true } : false,
    }),
    new PublicFilesPlugin(path.join(appDir, 'public')),
    new LatestBuildPlugin(buildId),
    new SsrAssetsPlugin(),
  );
  // The shell's styles are one file the server links in every page: no flash of unstyled header before scripts.
  // webpack's own HTML minifier stays off: it would drop the template's placeholders.
  config.optimization = {
    ...config.optimization,
    minimizeOptions: { html: false },
    splitChunks: {
      // The libraries of the entry in a file of their own, named by the template beside it.
      chunks: 'all',
      cacheGroups: {
        styles: { name: 'host', type: 'css/mini-extract', chunks: 'all', enforce: true },
      },
    },
  };
  config.devServer = devServer({ port, appDir, historyApiFallback: true });
  // Development renders in the browser only: the server build is for production.
  if (!isProd) return [config];

  const server = baseConfig({
    appDir,
    isProd,
    cssPrefix: 'host',
    outputPath: path.join(appDir, 'dist', SERVER_DIR),
    publicPath: '/',
    buildId,
    target: 'node',
  });
  server.name = 'host-server';
  server.entry = { main: './src/server/main.ts' };
  server.devtool = false;
  server.node = { __dirname: false, __filename: false };
  server.output.filename = '[name].js';
  server.output.chunkFilename = '[name].[contenthash:6].js';
  server.plugins.push(
    new ModuleFederationPlugin({
      name: 'host',
      remotes: {},
      shared: sharedDependencies,
      shareStrategy: 'loaded-first',
      runtimePlugins: [
        require.resolve('@module-federation/node/runtimePlugin'),
        path.join(appDir, 'src/shared/federation/runtime-plugin.ts'),
      ],
      manifest: false,
      dts: false,
    }),
  );
  return [config, server];
}

/**
 * A remote: its federated container (remoteEntry.js + mf-manifest.json, parcels in `exposes`) with its standalone
 * harness (index.html at the same origin, which mounts the same parcels with a stand-in host for QA) in one
 * browser compilation, and its Node build for the host's server (production only: development renders in the
 * browser).
 */
export function createRemoteConfigs({ appDir, name, cssPrefix, port, exposes, mode }) {
  const isProd = mode === 'production';
  const buildId = createBuildId();
  const outputPath = path.join(appDir, 'dist');

  const remote = baseConfig({ appDir, isProd, cssPrefix, outputPath, publicPath: 'auto', buildId });
  const harness = harnessParts({ appDir, name });
  remote.name = name;
  remote.entry = harness.entry;
  Object.assign(remote.resolve.alias, harness.alias);
  remote.experiments = { layers: true };
  remote.plugins.push(
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedDependencies,
      shareStrategy: 'loaded-first',
      experiments: { externalRuntime: true, optimization: { target: 'web' } },
      manifest: true,
      dts: false,
    }),
    ...harness.plugins,
    new LatestBuildPlugin(buildId),
    new SsrManifestPlugin(SERVER_DIR),
  );
  remote.devServer = devServer({ port, appDir, historyApiFallback: { index: '/index.html' } });
  if (!isProd) return [remote];

  const server = baseConfig({
    appDir,
    isProd,
    cssPrefix,
    outputPath: path.join(outputPath, SERVER_DIR),
    publicPath: '',
    buildId,
    target: 'node',
  });
  server.name = `${name}-server`;
  server.entry = {};
  server.devtool = false;
  server.plugins.push(
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      library: { type: 'commonjs-module', name },
      exposes,
      shared: providedByHost(sharedDependencies),
      shareStrategy: 'loaded-first',
      runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      manifest: false,
      dts: false,
    }),
  );
  return [remote, server];
}

/**
 * A remote's Node build runs only inside the host's server, which provides every shared module: it bundles no
 * copy of them to fall back on (React, axios, the contracts, …), which were about half of its build.
 */
function providedByHost(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([name, options]) => [name, { ...options, import: false }]),
  );
}

function devServer({ port, appDir, historyApiFallback }) {
  return {
    port,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    historyApiFallback,
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: { directory: path.join(appDir, 'public'), watch: false },
    client: { overlay: { warnings: false, errors: true } },
  };
}
