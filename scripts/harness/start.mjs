// The entry of a remote's standalone harness (scripts/webpack/harness-entry.mjs): the remote's src/harness, loaded
// with import() so that the federation runtime has loaded the shared libraries (React, effector, …) it imports.
import(/* webpackChunkName: "harness-app" */ 'kaver-harness/app');
