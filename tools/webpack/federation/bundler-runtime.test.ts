// The hand-over of the federation bundler runtime from the shell to the remotes: the shell's plugin publishes the
// functions a container needs (a host's own build leaves out initContainerEntry), and a remote's stand-in takes
// them, keeps a federation wrapper of its own and says clearly when the shell does not provide them.
import { BUNDLER_RUNTIME_GLOBAL, type BundlerRuntimeHolder } from './bundler-runtime-global.ts';

const holder = globalThis as BundlerRuntimeHolder & {
  __FEDERATION_VERSION__?: string;
  FEDERATION_HAS_EXPOSES?: boolean;
};

beforeEach(() => {
  jest.resetModules();
  delete holder[BUNDLER_RUNTIME_GLOBAL];
  holder.__FEDERATION_VERSION__ = '2.9.2';
});
afterEach(() => {
  delete holder[BUNDLER_RUNTIME_GLOBAL];
  delete holder.__FEDERATION_VERSION__;
  delete holder.FEDERATION_HAS_EXPOSES;
});

const provide = () =>
  jest.requireActual<typeof import('./provide-bundler-runtime.ts')>('./provide-bundler-runtime.ts');
const fromShell = () =>
  jest.requireActual<typeof import('./bundler-runtime-from-shell.ts')>('./bundler-runtime-from-shell.ts');

test("the shell's plugin publishes every function a remote container calls, with its federation version", () => {
  // As in the shell's build, where webpack defines it: a host exposes nothing, so its bundler runtime has no
  // initContainerEntry of its own.
  holder.FEDERATION_HAS_EXPOSES = false;
  const hostCopy = jest.requireActual<typeof import('@module-federation/webpack-bundler-runtime')>(
    '@module-federation/webpack-bundler-runtime',
  );
  expect(hostCopy.bundlerRuntime.initContainerEntry).toBeUndefined();

  expect(provide().default().name).toBe('mc-provide-bundler-runtime');
  const provided = holder[BUNDLER_RUNTIME_GLOBAL]!;
  expect(provided.version).toBe('2.9.2');
  for (const name of [
    'init',
    'initContainerEntry',
    'consumes',
    'installInitialConsumes',
    'I',
    'remotes',
  ] as const) {
    expect(typeof provided.bundlerRuntime[name]).toBe('function');
  }
  expect(typeof provided.attachShareScopeMap).toBe('function');
});

test("a remote's stand-in hands webpack the shell's functions and a federation wrapper of its own", () => {
  provide();
  const provided = holder[BUNDLER_RUNTIME_GLOBAL]!;
  const federation = fromShell().default;
  expect(federation.bundlerRuntime).toBe(provided.bundlerRuntime);
  expect(federation.attachShareScopeMap).toBe(provided.attachShareScopeMap);
  expect(typeof federation.runtime.init).toBe('function');
  expect(federation.instance).toBeUndefined();
});

test('without a shell that provides it, a remote fails at once with a message that says why', () => {
  expect(fromShell).toThrow(`${BUNDLER_RUNTIME_GLOBAL} is missing: this remote needs a shell that provides`);
});

test("a remote built with another federation version fails closed at once (the shell's functions may not fit it)", () => {
  provide();
  holder.__FEDERATION_VERSION__ = '2.10.0';
  // The area then falls back to the pinned previous release, or shows its retry (shell/src/federation/remotes.ts).
  expect(fromShell).toThrow(
    "the shell's federation bundler runtime is 2.9.2, this remote was built with 2.10.0",
  );
});

test("a remote's federation wrapper finds or creates the container's one instance, as the package's does", () => {
  const core = jest.requireActual<typeof import('@module-federation/runtime-core')>(
    '@module-federation/runtime-core',
  );
  const wrapper = jest.requireActual<typeof import('./runtime-for-remote.ts')>('./runtime-for-remote.ts');
  expect(wrapper.getInstance()).toBeNull();

  const first = wrapper.init({ name: 'content', remotes: [], shared: {} });
  expect(first).toBeInstanceOf(core.ModuleFederation);
  expect(first.name).toBe('content');
  expect(wrapper.getInstance()).toBe(first);
  expect(core.CurrentGlobal.__FEDERATION__.__INSTANCES__).toContain(first);

  // A second init of the same container (a host's init call after the entry's own) keeps the instance and adds
  // the options. Each container bundles its own copy of the wrapper, so one copy serves one container.
  const again = wrapper.init({
    name: 'content',
    remotes: [{ name: 'lobby', entry: 'http://x/remoteEntry.js' }],
  });
  expect(again).toBe(first);
  expect(first.options.remotes.map((remote) => remote.name)).toEqual(['lobby']);
  expect(wrapper.getInstance()).toBe(first);
});
