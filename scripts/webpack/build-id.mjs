// Every build gets an id, baked into the bundle (__BUILD_ID__) and written to latest-build.json, which the
// host polls: a different id there means a new deploy (SPEC.md 4 'New build detection').
import { randomBytes } from 'node:crypto';

export function createBuildId() {
  return process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

export class LatestBuildPlugin {
  constructor(buildId) {
    this.buildId = buildId;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LatestBuildPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LatestBuildPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const source = new compiler.webpack.sources.RawSource(JSON.stringify({ id: this.buildId }));
          compilation.emitAsset('latest-build.json', source);
        },
      );
    });
  }
}
