// The one webpack + Module Federation config factory every app uses: the same shared singletons with explicit
// versions, the same loaders, and the one difference that matters (host vs remote).
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { Configuration, Module } from 'webpack';
import { CompileHintsPlugin } from './compile-hints-plugin.ts';
import { PrecompressPlugin } from './precompress-plugin.ts';
import { PwaPlugin } from './pwa-plugin.ts';
import { SharedSheetsPlugin, sharedSheetsCacheGroup } from './shared-sheets.ts';
import { TextsByFilePlugin } from './texts-by-file-plugin.ts';
import { SHARED_DEEP_IMPORTS, SHARED_SINGLETONS } from '../../shared/src/contracts/singletons.ts';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as typeof import('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin') as typeof import('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack') as {
  ModuleFederationPlugin: new (options: Record<string, unknown>) => import('webpack').WebpackPluginInstance;
};

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/**
 * The site's own subsets of two libraries, shared under the library's name: a shared library cannot be tree-shaken
 * (the provider does not know what the consumers use), so each app gets only the names the apps import
 * (shared/src/facades.test.ts checks them).
 */
const FACADES: Record<string, string> = {
  'react-router-dom': path.join(ROOT, 'shared/src/router/react-router-dom.ts'),
  '@tanstack/react-query': path.join(ROOT, 'shared/src/query/react-query.ts'),
  'react-i18next': path.join(ROOT, 'shared/src/i18n/react-i18next.js'),
};
/** The federation plugin's own resolution of its runtime packages. */
const enhancedRequire = createRequire(require.resolve('@module-federation/enhanced'));

interface PackageJson {
  name: string;
  version: string;
  peerDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/**
 * The shared singletons, identical in every app: the packages of SHARED_SINGLETONS (the list the pin check reads
 * too), versions from shared/package.json's peerDependencies (one place to change them), `shared` itself with
 * its own explicit version.
 */
export function sharedSingletons(): Record<string, Record<string, unknown>> {
  const sharedPkg = readPackage(path.join(ROOT, 'shared'));
  const peers = sharedPkg.peerDependencies ?? {};
  const entry = (version: string) => ({
    singleton: true,
    requiredVersion: `^${version}`,
    version,
  });
  const result: Record<string, Record<string, unknown>> = {};
  for (const name of SHARED_SINGLETONS) {
    if (name === 'shared') {
      result.shared = entry(sharedPkg.version);
      continue;
    }
    const version = peers[name];
    if (!version) throw new Error(`shared/package.json has no peerDependency for the singleton ${name}`);
    const facade = FACADES[name];
    result[name] = facade ? { ...entry(version), import: facade } : entry(version);
  }
  // A prefix entry ('react/') shares every deep import of that package (react/jsx-runtime, react-dom/client).
  for (const prefix of SHARED_DEEP_IMPORTS) {
    const version = peers[prefix.slice(0, -1)];
    if (version) result[prefix] = entry(version);
  }
  return result;
}

export interface AppConfigOptions {
  /** Folder of the app (its package.json sits there). */
  dir: string;
  /** Federation container name: 'shell', 'account', 'lobby', 'content', 'agent'. */
  name: string;
  kind: 'host' | 'remote';
  /** Remote: the exposed modules ('./Pages': './src/exposes/pages.tsx'). */
  exposes?: Record<string, string>;
  /** Dev server port (standalone dev host for a remote, the shell's dev page for the host). */
  devPort: number;
  /** Host only: runtime plugins (must not import React or shared: they run before shared modules exist). */
  runtimePlugins?: string[];
}

/** webpack's Configuration plus webpack-dev-server's options (typed loosely: the dev server is dev-only). */
export type AppConfiguration = Configuration & { devServer?: Record<string, unknown> };

export function createAppConfig(options: AppConfigOptions, argv: { mode?: string } = {}): AppConfiguration {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const isProd = mode === 'production';
  const pkg = readPackage(options.dir);
  const appRequire = createRequire(path.join(options.dir, 'package.json'));
  const isRemote = options.kind === 'remote';

  const bundlerRuntime = federationBundlerRuntime();
  const federation = new ModuleFederationPlugin({
    name: options.name,
    ...(isRemote ? { filename: 'remoteEntry.js', exposes: options.exposes ?? {} } : { remotes: {} }),
    shared: sharedSingletons(),
    shareStrategy: 'loaded-first',
    dts: false,
    // The host's manifest lists the files of each shared library it provides: the byte budgets read it.
    manifest: { fileName: 'mf-manifest.json' },
    // The host provides its bundler runtime to the remotes (tools/webpack/federation/bundler-runtime-global.ts).
    runtimePlugins: [
      ...(isRemote ? [] : [path.join(ROOT, 'tools/webpack/federation/provide-bundler-runtime.ts')]),
      ...(options.runtimePlugins ?? []),
    ],
    experiments: {
      // One federation runtime per page: the shell provides it on a global, the remotes use it instead of bundling
      // their own copy into every remoteEntry.js (about 20 KB gzip per remote entry).
      ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
      // The shell registers each remote by its entry script (shell/src/federation/remotes.ts), never by manifest:
      // the runtime's manifest snapshot code is left out (3 KB gzip, and its asset preloading on the main thread),
      // and so is its Node.js loading code.
      optimization: { disableSnapshot: true, target: 'web' },
    },
  });

  // Remotes in production build only their container; in development they also build a standalone dev host.
  const entry: Record<string, string> =
    isRemote && isProd
      ? {}
      : { main: path.join(options.dir, isRemote ? 'src/dev/index.ts' : 'src/index.ts') };

  return {
    name: options.name,
    mode,
    context: options.dir,
    entry,
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: options.name,
      filename: isProd ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: isProd ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      crossOriginLoading: 'anonymous',
    },
    resolve: {
      ...SCRIPT_RESOLVE,
      // The runtime plugin that provides the external runtime is pulled in by `require`, so it would bring the
      // CommonJS build of the federation runtime next to the ES build the bundler runtime imports: two copies.
      alias: {
        ...(isRemote ? {} : injectRuntimeEsmAlias()),
        // A remote's production build takes the bundler runtime from the shell (bundler-runtime-from-shell.ts). Its
        // development build keeps its own: the remote's standalone dev page is a host of its own.
        ...(isRemote && isProd ? { [bundlerRuntime]: BUNDLER_RUNTIME_FROM_SHELL } : {}),
        // react-router's package exports give bundlers its development build; production gets the production one.
        ...(isProd ? { 'react-router$': reactRouterProduction() } : {}),
      },
    },
    module: {
      rules: [
        scriptRule(appRequire, isProd),
        // CSS is webpack's own (experiments.css): files of their own, loaded with their chunk by <link>, not strings
        // inside JavaScript (style sheets inside JavaScript cost the shell's first load 14 KB gzip).
        { test: /\.css$/, type: 'css/global' },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      federation,
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(options.name),
        __FEDERATION_VERSION__: JSON.stringify(
          readPackage(path.dirname(path.dirname(bundlerRuntime))).version,
        ),
        // A release build carries its release version (package version plus commit).
        __APP_VERSION__: JSON.stringify(process.env.APP_RELEASE_VERSION ?? pkg.version),
      }),
      ...(isRemote && isProd
        ? []
        : [
            new HtmlWebpackPlugin({
              template: isRemote
                ? path.join(ROOT, 'tools/dev-host/index.html')
                : path.join(options.dir, 'src/index.html'),
              chunks: ['main'],
              // The shell's page starts main.js itself, after home's first frame (shell/src/index.html).
              ...(isRemote ? { scriptLoading: 'defer' } : { inject: false }),
            }),
          ]),
      ...(isRemote ? [] : [new PwaPlugin(options.dir)]),
      ...(isProd ? [new CompileHintsPlugin(), new PrecompressPlugin({ hashedOnly: !isRemote })] : []),
      ...(isProd && isRemote ? [new SharedSheetsPlugin(), new TextsByFilePlugin()] : []),
    ],
    experiments: { css: true },
    optimization: {
      minimize: isProd,
      minimizer: [swcMinifier(), cssMinifier()],
      // The shell's libraries in three files: on a connection that takes six requests at a time every file costs a
      // round trip, and one file per shared library (React's JSX runtime 0.5 KB, React itself 4 KB, jotai's two
      // parts…) made nine. Three groups rather than one: one file of 100 KB arrives later than several in parallel.
      ...(isProd && !isRemote
        ? {
            splitChunks: {
              cacheGroups: {
                // No separate vendors file: the icons (lucide-react) travel in the shared singleton's file, which
                // uses them, rather than in a file of their own that took one more round trip at start.
                defaultVendors: false,
                startLibs: startGroup('libs', /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai)[\\/]/),
                routerAndQuery: startGroup(
                  'router-query',
                  /[\\/]node_modules[\\/](react-router|@tanstack[\\/][a-z-]+)[\\/]/,
                  [FACADES['react-router-dom']!, FACADES['@tanstack/react-query']!],
                ),
                // The texts and dates libraries every page starts with: i18next, react-i18next and their backend,
                // dayjs. Not ky: the page's start calls are answered without it (shared/src/api/client.ts), so it
                // loads in a file of its own with the first call that goes to the network.
                textsAndDates: startGroup(
                  'i18n-dates',
                  /[\\/]node_modules[\\/](i18next|react-i18next|i18next-resources-to-backend|dayjs)[\\/]/,
                  [FACADES['react-i18next']!],
                ),
              },
            },
          }
        : {}),
      ...(isProd && isRemote
        ? {
            splitChunks: {
              cacheGroups: {
                // One sheet where pages or exposed modules have the same whole sheet (shared-sheets.ts).
                sharedSheets: sharedSheetsCacheGroup,
              },
            },
          }
        : {}),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        { context: ['/wps', '/dev', '/static', '/games', '/chat', '/env'], target: 'http://127.0.0.1:8080' },
      ],
    },
  };
}

function reactRouterProduction(): string {
  const sharedRequire = createRequire(path.join(ROOT, 'shared/package.json'));
  const development = sharedRequire.resolve('react-router');
  const production = development.replace(/dist\/development\/index\.m?js$/, 'dist/production/index.mjs');
  if (production === development) throw new Error(`unexpected react-router entry ${development}`);
  return production;
}

const BUNDLER_RUNTIME_FROM_SHELL = path.join(ROOT, 'tools/webpack/federation/bundler-runtime-from-shell.ts');

/** TypeScript and JSX through swc, for every app and for the scripts built outside federation. */
function scriptRule(appRequire: NodeJS.Require, isProd: boolean) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: appRequire.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProd } },
          target: 'es2022',
        },
      },
    },
  };
}

/** How the apps' imports resolve: TypeScript sources imported with or without `.js`. */
const SCRIPT_RESOLVE = {
  extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

export interface FirstPaintConfigOptions {
  /** The app's directory, whose dist the scripts join. */
  dir: string;
  /** The app's build (its config's name): this one runs after it, as that one empties dist. */
  after: string;
  /** The scripts by name: `js/<name>.<hash>.js`. */
  entry: Record<string, string>;
}

/**
 * Scripts a remote's release carries beside its federated container, for the page's first paint: each one file
 * that the site server adds to a page before the shell has loaded (deploy/src/page-preloads.ts), so outside
 * federation, without React or the shared singletons; what they import is bundled into them. Production only.
 */
export function createFirstPaintConfig(options: FirstPaintConfigOptions): Configuration {
  const appRequire = createRequire(path.join(options.dir, 'package.json'));
  return {
    name: `${options.after}-first-paint`,
    dependencies: [options.after],
    mode: 'production',
    context: options.dir,
    entry: options.entry,
    devtool: false,
    output: {
      path: path.join(options.dir, 'dist'),
      filename: 'js/[name].[contenthash:10].js',
      clean: false,
    },
    resolve: SCRIPT_RESOLVE,
    module: { rules: [scriptRule(appRequire, true)] },
    plugins: [new PrecompressPlugin({ hashedOnly: false })],
    optimization: { minimize: true, minimizer: [swcMinifier()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The bundler runtime module the federation plugin builds into every container (its own resolution, from its
 * runtime tools). The host's provider imports the package from the workspace root: it must be the same file, or
 * the shell would carry two copies and the remotes a different version from the one they were built against.
 */
function federationBundlerRuntime(): string {
  const runtimeTools = enhancedRequire.resolve('@module-federation/runtime-tools/bundler');
  const bundler = createRequire(runtimeTools).resolve('@module-federation/webpack-bundler-runtime/bundler');
  const fromRoot = require.resolve('@module-federation/webpack-bundler-runtime/bundler');
  if (bundler !== fromRoot) {
    throw new Error(
      `the federation plugin builds ${bundler}, the workspace root has ${fromRoot}: ` +
        'pin @module-federation/webpack-bundler-runtime and runtime in package.json to the version of @module-federation/enhanced',
    );
  }
  return bundler;
}

/** The ES build of the plugin that publishes the shell's federation runtime for the remotes. */
function injectRuntimeEsmAlias(): Record<string, string> {
  const commonJs = enhancedRequire.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [commonJs]: commonJs.replace(/\.cjs$/, '.js') };
}

/** One file for the shell's start libraries whose path matches `pattern` (or is one of `files`). */
function startGroup(name: string, pattern: RegExp, files: readonly string[] = []) {
  return {
    test: (module: Module) => {
      const resource = module.nameForCondition() ?? '';
      return pattern.test(resource) || files.includes(resource);
    },
    name,
    chunks: 'all' as const,
    enforce: true,
    priority: 20,
  };
}

interface MinimizerPluginClass {
  new (options: Record<string, unknown>): import('webpack').WebpackPluginInstance;
  swcMinify: unknown;
  cleanCssMinify: unknown;
}
const minimizerPlugin = () => require('minimizer-webpack-plugin') as MinimizerPluginClass;

/** webpack's default terser is slow on 2 cores; swc minifies in a fraction of the time (TOOLCHAIN.md). */
export function swcMinifier() {
  const MinimizerPlugin = minimizerPlugin();
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 } },
  });
}

/**
 * Style sheets are minified too (clean-css, level 1: whitespace, comments, shorter values; no rule merging, which
 * could reorder the cascade). Native CSS chunks left the comments and indentation in: the shell's two start sheets
 * were 24 KB raw.
 */
function cssMinifier() {
  const MinimizerPlugin = minimizerPlugin();
  return new MinimizerPlugin({
    test: /\.css$/,
    minify: MinimizerPlugin.cleanCssMinify,
    minimizerOptions: { level: 1 },
  });
}
