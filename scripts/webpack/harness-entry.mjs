// A remote's standalone QA harness (scripts/harness) is an entry of the remote's own browser compilation: index.html
// at the remote's origin loads it and mounts the remote's parcels with a stand-in host. One compilation builds the
// federated container and the harness, instead of a second compiler that parsed and minified the same modules.
//
// The harness's modules are a layer of their own (webpack's `layers`): a module the site's chunks and the harness
// both imported would sit in chunks of both, which stops webpack from joining it with its neighbours (module
// concatenation) and made the site's chunks larger. In its layer the harness has its own copies and the site's
// chunks are the same as without it. Two more things differ from a plain entry. The remote uses the federation
// runtime its host provides (`externalRuntime`: a global the host sets); the harness has no host, so its chunk
// carries the runtime and sets that global before the federation runtime starts (HarnessPlugin). And React
// and the other shared libraries come through the federation runtime, which loads them before a chunk that
// imports them runs: the entry starts the app's harness with import(), the usual boundary of a federated app.
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const harnessDir = path.resolve(import.meta.dirname, '../harness');

/** The entry's name, also its layer's. */
export const HARNESS_ENTRY = 'harness';

/** The runtime's ESM build (the same file the remotes' host bundles), under a name the externals do not catch. */
const runtimeCore = path.join(path.dirname(require.resolve('@module-federation/runtime-core')), 'index.js');
const provideRuntime = path.join(harnessDir, 'provide-federation-runtime.mjs');

/**
 * The harness's entry, aliases and plugins, to add to a remote's browser config.
 * @param {{ appDir: string, name: string }} options
 */
export function harnessParts({ appDir, name }) {
  return {
    entry: {
      [HARNESS_ENTRY]: { import: [provideRuntime, path.join(harnessDir, 'start.mjs')], layer: HARNESS_ENTRY },
    },
    alias: {
      'kaver-harness/runtime-core$': runtimeCore,
      'kaver-harness/app$': path.join(appDir, 'src/harness/index.tsx'),
    },
    plugins: [
      new HarnessPlugin(),
      new HtmlWebpackPlugin({
        filename: 'index.html',
        template: path.join(harnessDir, 'index.html'),
        title: `${name}: standalone harness`,
        chunks: [HARNESS_ENTRY],
        inject: 'body',
        scriptLoading: 'defer',
      }),
    ],
  };
}

/**
 * The harness's two needs inside the remote's compilation. Its chunk sets the global the remote's federation
 * runtime reads (`_FEDERATION_RUNTIME_CORE`, see `externalRuntime`) before that runtime starts: the runtime module
 * wraps the chunk's start-up, which the federation runtime wrapped just before (stage ATTACH), so this one runs
 * first. And the chunks the harness's code names (`webpackChunkName`, as firebase-auth) get names of their own:
 * webpack puts every import() of a name into one chunk, so the site's chunk would also carry the harness's copy.
 */
class HarnessPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HarnessPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('HarnessPlugin', (modules) => {
        for (const module of modules) {
          if (module.layer !== HARNESS_ENTRY) continue;
          for (const block of module.blocks) {
            if (block.chunkName && !block.chunkName.startsWith(HARNESS_ENTRY)) {
              block.chunkName = `${HARNESS_ENTRY}-${block.chunkName}`;
            }
          }
        }
      });
      compilation.hooks.additionalTreeRuntimeRequirements.tap('HarnessPlugin', (chunk, requirements) => {
        if (chunk.name !== HARNESS_ENTRY) return;
        requirements.add(webpack.RuntimeGlobals.require);
        compilation.addRuntimeModule(chunk, new ProvideRuntimeModule());
      });
    });
  }
}

class ProvideRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    super('provide federation runtime', webpack.RuntimeModule.STAGE_ATTACH + 1);
  }

  generate() {
    const { chunk, chunkGraph } = this;
    const provider = [...chunkGraph.getChunkEntryModulesIterable(chunk)].find(
      (module) => module.nameForCondition() === provideRuntime,
    );
    if (!provider) throw new Error(`${provideRuntime} is not in the harness's entry chunk`);
    const { startup, require: load } = webpack.RuntimeGlobals;
    return webpack.Template.asString([
      `var startFederation = ${startup};`,
      `${startup} = function () {`,
      webpack.Template.indent([
        `${load}(${JSON.stringify(chunkGraph.getModuleId(provider))});`,
        'return startFederation();',
      ]),
      '};',
    ]);
  }
}
