// Which texts namespaces each script of a remote asks for, written beside its manifest as `texts-by-file.json`
// (`{ "js/page-member.….js": ["memberArea"], "js/__federation_expose_Pages.….js": ["account"] }`): a file's
// dynamic imports of `texts-<namespace>-<language>-json` chunks. The site server reads it to preload, with the files
// a page opens on, exactly their texts in the page's language (deploy/src/page-preloads.ts), not every feature's.
import type { Compiler } from 'webpack';
import { TEXTS_BY_FILE, type TextsByFile, textsChunkOf } from '../../shared/src/contracts/page-parts.ts';

const NAME = 'TextsByFilePlugin';

export class TextsByFilePlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const byFile: TextsByFile = {};
          for (const chunk of compilation.chunks) {
            const namespaces = new Set<string>();
            for (const group of chunk.groupsIterable) {
              for (const child of group.childrenIterable) {
                for (const childChunk of child.chunks) {
                  const namespace = textsChunkOf(childChunk.name ?? '')?.namespace;
                  if (namespace) namespaces.add(namespace);
                }
              }
            }
            if (namespaces.size === 0) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js')) byFile[file] = [...namespaces].sort();
            }
          }
          compilation.emitAsset(TEXTS_BY_FILE, new sources.RawSource(`${JSON.stringify(byFile, null, 2)}\n`));
        },
      );
    });
  }
}
