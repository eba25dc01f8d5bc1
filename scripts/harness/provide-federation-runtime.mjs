// Part of a remote's standalone harness (scripts/webpack/harness-entry.mjs): the federation runtime that a host
// would provide to the remote, set where the remote's code looks for it, before its federation runtime starts.
import * as runtimeCore from 'kaver-harness/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
