// The global on which the shell hands its federation bundler runtime to the remotes (issue 9). webpack's federation
// runtime comes in two parts: runtime-core (the federation itself), which the shell already provides and the
// remotes take from `_FEDERATION_RUNTIME_CORE` (`provideExternalRuntime` / `externalRuntime`), and the bundler
// runtime, the glue between webpack's chunk loading and runtime-core, which every remoteEntry.js still bundled:
// 5 KB gzip of each entry, the same functions five times over. Those functions are stateless (each takes the
// container's own `__webpack_require__`), so one copy serves every container.
//
// A remote built this way needs a shell that provides it, as `externalRuntime` already needs the shell's
// runtime-core: ship the shell first (both come from the same build tooling and the same federation version).
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
