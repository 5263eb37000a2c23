// Host (shell) side, a federation runtime plugin that create-config adds to the host's build: publishes the shell's
// bundler runtime for the remotes before any remote entry runs (bundler-runtime-global.ts).
//
// The shell's own copy is built for a host: webpack's define FEDERATION_HAS_EXPOSES leaves out the function a
// container needs to be initialised by its host (`initContainerEntry`), so that one is added from its module.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, type BundlerRuntimeHolder } from './bundler-runtime-global.ts';

declare const __FEDERATION_VERSION__: string;

(globalThis as BundlerRuntimeHolder)[BUNDLER_RUNTIME_GLOBAL] = {
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  attachShareScopeMap,
  version: __FEDERATION_VERSION__,
};

export default function provideBundlerRuntime(): ModuleFederationRuntimePlugin {
  return { name: 'mc-provide-bundler-runtime' };
}
