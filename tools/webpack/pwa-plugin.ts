// The host's PWA files, emitted with its build: the web app manifest, the icons (painted here, see
// shell/src/features/pwa/build), the offline page and, in production, /sw.js: the service worker compiled on its
// own (a web worker bundle, no federation) and prefixed with the build's version and the precache list, which
// are known only once the shell's own files are final.
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { Compiler } from 'webpack';
import { iconPng } from '../../shell/src/features/pwa/build/icons.ts';
import {
  buildVersion,
  OFFLINE_PAGE,
  precacheUrls,
  SERVICE_WORKER_FILE,
} from '../../shell/src/features/pwa/build/precache.ts';
import { ICON_FILES, MANIFEST_FILE, webManifest } from '../../shell/src/features/pwa/build/web-manifest.ts';

const require = createRequire(import.meta.url);
const NAME = 'PwaPlugin';

export class PwaPlugin {
  /** The host app's folder: the worker's source and the offline page live in its src/features/pwa. */
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    const featureDir = path.join(this.dir, 'src/features/pwa');
    const offlinePage = path.join(featureDir, OFFLINE_PAGE);
    const workerEntry = path.join(featureDir, 'sw/service-worker.ts');
    // The development server never registers the worker (shell/src/features/pwa/register.ts): no worker build.
    const withWorker = compiler.options.mode === 'production';

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Compiled alongside the shell; awaited once the shell's files are final.
      const workerCode = withWorker ? compileWorker(compiler, this.dir, workerEntry) : null;
      // Awaited even when the shell's build fails first, so a rejection is never left unhandled.
      workerCode?.catch(() => undefined);

      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(offlinePage);
          compilation.emitAsset(OFFLINE_PAGE, new sources.RawSource(readFileSync(offlinePage)));
          compilation.emitAsset(
            MANIFEST_FILE,
            new sources.RawSource(`${JSON.stringify(webManifest(), null, 2)}\n`),
          );
          for (const icon of ICON_FILES) {
            compilation.emitAsset(icon.file, new sources.RawSource(iconPng(icon.size, icon.purpose)));
          }
        },
      );

      if (!workerCode) return;
      compilation.hooks.processAssets.tapPromise(
        // After webpack's real content hashes: the file names the worker lists are the final ones.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 100 },
        async () => {
          const code = await workerCode;
          const assets = compilation.getAssets();
          const build = {
            version: buildVersion(
              assets.map((asset) => ({ name: asset.name, bytes: asset.source.buffer() })),
              code,
            ),
            precache: precacheUrls(assets.map((asset) => asset.name)),
            offlinePage: `/${OFFLINE_PAGE}`,
          };
          const swc = require('@swc/core') as {
            minify(code: string, options: Record<string, unknown>): Promise<{ code: string }>;
          };
          const { code: minified } = await swc.minify(`self.__PWA__=${JSON.stringify(build)};\n${code}`, {
            compress: { passes: 2 },
            mangle: true,
          });
          compilation.emitAsset(SERVICE_WORKER_FILE, new sources.RawSource(minified));
        },
      );
    });
  }
}

/** The worker as one classic script (a worker target, swc for TypeScript), built in memory. */
function compileWorker(parent: Compiler, appDir: string, entry: string): Promise<string> {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const compiler = parent.webpack({
    mode: 'production',
    target: 'webworker',
    context: appDir,
    entry: { sw: entry },
    devtool: false,
    output: { path: path.join(appDir, 'dist'), filename: SERVICE_WORKER_FILE, iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: appRequire.resolve('swc-loader'),
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          },
        },
      ],
    },
    // The whole file is minified once the build's data is prefixed.
    optimization: { minimize: false },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    // compile(), not run(): the result stays in memory; the shell's build emits it.
    compiler.compile((error, compilation) => {
      compiler.close(() => undefined);
      if (error || !compilation) {
        reject(error ?? new Error('the service worker build gave no result'));
        return;
      }
      if (compilation.errors.length > 0) {
        reject(new Error(`service worker: ${compilation.errors.map((e) => e.message).join('\n')}`));
        return;
      }
      const asset = compilation.getAsset(SERVICE_WORKER_FILE);
      if (!asset) {
        reject(new Error(`the service worker build emitted no ${SERVICE_WORKER_FILE}`));
        return;
      }
      resolve(asset.source.source().toString());
    });
  });
}
