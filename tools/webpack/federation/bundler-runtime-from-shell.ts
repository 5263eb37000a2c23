// Remote side: stands in for @module-federation/webpack-bundler-runtime's bundler module in a remote's production
// build (create-config aliases it), with the same exports. The functions come from the shell
// (bundler-runtime-global.ts); the federation wrapper (`runtime`) stays the remote's own, as it keeps per-container
// state (the container's federation instance): the part of it a container calls (runtime-for-remote.ts).
import * as runtime from './runtime-for-remote.ts';
import { BUNDLER_RUNTIME_GLOBAL, type BundlerRuntimeHolder } from './bundler-runtime-global.ts';

declare const __FEDERATION_VERSION__: string;

const provided = (globalThis as BundlerRuntimeHolder)[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error(
    `${BUNDLER_RUNTIME_GLOBAL} is missing: this remote needs a shell that provides the federation bundler runtime`,
  );
}
// Functions of another version may not fit this container: fail closed, and the area falls back to the pinned
// previous release or shows its retry. The pin check refuses such a release before it gets here
// (deploy/src/releases.ts, FEDERATION_RUNTIME).
if (provided.version !== __FEDERATION_VERSION__) {
  throw new Error(
    `the shell's federation bundler runtime is ${provided.version}, this remote was built with ${__FEDERATION_VERSION__}`,
  );
}

export const bundlerRuntime = provided.bundlerRuntime;
export const attachShareScopeMap = provided.attachShareScopeMap;
export const instance = undefined;
export const initOptions = undefined;
export const bundlerRuntimeOptions = {};
export { runtime };

/** The object webpack's federation entry copies into the container's own `__webpack_require__.federation`. */
export default {
  runtime,
  instance,
  initOptions,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions,
};
