// A remote's browser manifest also names its Node build (metaData.ssrRemoteEntry, read by the federation runtime
// on the server), so one URL in remotes.json serves the browser and the host's server alike.
import path from 'node:path';

/** Where a remote's Node build lives, inside its dist folder. */
export const SERVER_DIR = 'server';

export class SsrManifestPlugin {
  constructor(serverDir) {
    this.serverDir = serverDir;
  }

  apply(compiler) {
    // Through the compiler's own output file system: the dev server keeps its output in memory, not on disk.
    compiler.hooks.afterEmit.tapAsync('SsrManifestPlugin', (compilation, done) => {
      const fs = compiler.outputFileSystem;
      const file = path.join(compilation.outputOptions.path, 'mf-manifest.json');
      fs.readFile(file, (readError, text) => {
        if (readError) return done(readError);
        const manifest = JSON.parse(text.toString('utf8'));
        manifest.metaData.ssrRemoteEntry = {
          path: `${this.serverDir}/`,
          name: 'remoteEntry.js',
          type: 'commonjs-module',
        };
        fs.writeFile(file, JSON.stringify(manifest, null, 2), done);
      });
    });
  }
}

/**
 * The host's stylesheets, for its server: every page links them in its head, so the shell is styled before any
 * script runs (webpack would otherwise load them with the chunks that import them).
 */
export class SsrAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SsrAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SsrAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          const css = [...compilation.chunks]
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.css'))
            .map((file) => `${publicPath}${file}`);
          const source = new compiler.webpack.sources.RawSource(JSON.stringify({ css: [...new Set(css)] }));
          compilation.emitAsset(SSR_ASSETS_FILE, source);
        },
      );
    });
  }
}

/** The file SsrAssetsPlugin writes next to the host's index.html. */
export const SSR_ASSETS_FILE = 'ssr-assets.json';
