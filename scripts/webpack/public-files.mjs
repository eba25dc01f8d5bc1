// Copies an app's public/ folder (config.json, remotes.json, favicon, robots.txt) into its build output.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function listFiles(dir, prefix = '') {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? listFiles(full, `${prefix}${entry}/`) : [`${prefix}${entry}`];
  });
}

export class PublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!existsSync(this.dir)) return;
          for (const file of listFiles(this.dir)) {
            const full = path.join(this.dir, file);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new compiler.webpack.sources.RawSource(readFileSync(full)));
          }
        },
      );
    });
  }
}
