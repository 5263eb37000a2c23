// The global on which the shell hands its federation bundler runtime to the remotes. webpack's federation
// runtime comes in two parts: runtime-core (the federation itself), which the shell already provides and the
// remotes take from `_FEDERATION_RUNTIME_CORE` (`provideExternalRuntime` / `externalRuntime`), and the bundler
// runtime, the glue between webpack's chunk loading and runtime-core, which every remoteEntry.js still bundled:
// 5 KB gzip of each entry, the same functions five times over. Those functions are stateless (each takes the
// container's own `__webpack_require__`), so one copy serves every container.
//
// A remote built this way needs a shell that provides the same version, as `externalRuntime` already needs the
// shell's runtime-core. That is checked twice: `pnpm remotes pin` refuses a release whose recorded federation
// runtime is not the shell's (deploy/src/releases.ts, FEDERATION_RUNTIME), and a remote that meets another version
// in the browser fails closed (bundler-runtime-from-shell.ts), so its area falls back to the previous release.
import type { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

export const BUNDLER_RUNTIME_GLOBAL = '__MC_FEDERATION_BUNDLER_RUNTIME__';

/** What the shell provides: the bundler runtime's functions, those for exposing modules included. */
export interface ProvidedBundlerRuntime {
  bundlerRuntime: typeof bundlerRuntime;
  attachShareScopeMap: typeof attachShareScopeMap;
  /** The federation version the shell was built with (a remote built with another warns). */
  version: string;
}

export type BundlerRuntimeHolder = { [BUNDLER_RUNTIME_GLOBAL]?: ProvidedBundlerRuntime };
