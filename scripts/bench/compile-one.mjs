// One compilation of an app's production webpack config, alone in this process, for `npm run bench:build`'s
// breakdown: `node scripts/bench/compile-one.mjs <config name> <output dir> <cache dir>`, run in the app's folder.
// The output and the filesystem cache go to the given folders, so the app's dist and cache stay as they are.
import path from 'node:path';
import webpack from 'webpack';

const [name, outputDir, cacheDir] = process.argv.slice(2);
const { default: createConfigs } = await import(path.resolve('webpack.config.mjs'));
const config = [createConfigs({}, { mode: 'production' })].flat().find((one) => one.name === name);
if (!config) throw new Error(`no compilation named ${name} in ${process.cwd()}`);
config.output.path = path.join(outputDir, path.relative(path.resolve('dist'), config.output.path));
config.cache = { ...config.cache, cacheDirectory: cacheDir };

const compiler = webpack(config);
const stats = await new Promise((resolve, reject) =>
  compiler.run((error, result) => (error ? reject(error) : resolve(result))),
);
// Closing stores the cache, as at the end of a real build.
await new Promise((resolve) => compiler.close(resolve));
if (stats.hasErrors()) {
  console.error(stats.toString('errors-only'));
  process.exit(1);
}
