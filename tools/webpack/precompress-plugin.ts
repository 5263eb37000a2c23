// Each script and style sheet of a production build also as `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip,
// level 9), next to it. The site server and the release store send the one the browser accepts
// (@fastify/static's preCompressed; nginx's gzip_static), so the best compression costs nothing per request:
// on-the-fly compression uses fast settings (zstd level 3, brotli 4), and the shell's start files came to 178 KB
// that way against 148 KB with brotli 11, the bytes a slow phone connection waits for before the first paint.
//
// Only files whose bytes never change under their name get copies: a copy left beside a file replaced in place
// would be sent instead of it. A remote's release folder never changes (every file of it); the shell has files
// that each deploy replaces (sw.js, the offline page), so the shell's build copies only its content-hashed files.
//
// Runs after everything that changes a file's bytes (the compile hint, the real content hashes).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from 'webpack';

const NAME = 'PrecompressPlugin';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth a compressed copy: text that loads at run time, from 1 KB (smaller ones gain nothing). */
export const PRECOMPRESSED = /\.(m?js|css)$/;
export const MIN_BYTES = 1024;

/** A file's two compressed copies, at each encoding's strongest setting. */
export async function precompress(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gz };
}

export interface PrecompressOptions {
  /** Only the content-hashed files (webpack's `immutable` asset info). */
  hashedOnly?: boolean;
}

export class PrecompressPlugin {
  private readonly options: PrecompressOptions;

  constructor(options: PrecompressOptions = {}) {
    this.options = options;
  }

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const files = compilation
            .getAssets()
            .filter(
              ({ name, info }) =>
                PRECOMPRESSED.test(name) && (!this.options.hashedOnly || info.immutable === true),
            );
          await Promise.all(
            files.map(async ({ name, source }) => {
              const bytes = source.buffer();
              if (bytes.length < MIN_BYTES) return;
              const { br, gz } = await precompress(bytes);
              // A copy that is not smaller is not written: the server then sends the file itself.
              if (br.length < bytes.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
              if (gz.length < bytes.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
            }),
          );
        },
      );
    });
  }
}
