// Remote side: the federation wrapper a remote container needs, and only that. The bundler runtime the
// shell provides (bundler-runtime-global.ts) calls one function of a container's `federation.runtime`: `init`, which
// finds or creates the container's federation instance. The package's wrapper (@module-federation/runtime) also
// carries loadRemote, preloadRemote, registerRemotes… for hosts and every error message of the federation (the
// build's and the type generator's included): 1.2 KB gzip of each remoteEntry.js that a remote never runs.
//
// `init` here is the package's own (2.9.2, src/index.ts and src/utils.ts), on the runtime-core the shell provides
// (`externalRuntime`): the same instance lookup by build id, name and version, the same instance per container.
import {
  CurrentGlobal,
  getGlobalFederationConstructor,
  ModuleFederation,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

type Options = ConstructorParameters<typeof ModuleFederation>[0] & { id?: string; version?: string };

let containerInstance: ModuleFederation | null = null;

function findInstance(name: string, version: string | undefined): ModuleFederation | undefined {
  const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find((instance) => {
    const options = instance.options as Options;
    if (buildId && options.id === buildId) return true;
    if (options.name === name && !options.version && !version) return true;
    return options.name === name && !!version && options.version === version;
  });
}

/** The container's federation instance: the one already registered for it, else a new one. */
export function init(options: Options): ModuleFederation {
  // As the package's: an id the options do not give is '' (its `name@version` default is overridden by it).
  const normalized = { ...options, id: options.id || '' };
  const existing = findInstance(options.name, options.version);
  if (existing) {
    existing.initOptions(normalized);
    containerInstance ??= existing;
    return existing;
  }
  const Constructor = getGlobalFederationConstructor() || ModuleFederation;
  containerInstance = new Constructor(normalized);
  setGlobalFederationInstance(containerInstance);
  return containerInstance;
}

/** The container's instance, once `init` has run. */
export function getInstance(): ModuleFederation | null {
  return containerInstance;
}
