// One style sheet where pages (or exposed modules) of a remote have the same whole sheet. webpack's CSS
// splitting leaves a small sheet in every chunk that imports it: the money pages' money.css was four files with
// the same bytes under four names, and a player who opened the deposit page and then the withdraw page downloaded
// it twice. Here, chunks of pages (`page-<id>`) and of exposed modules (`__federation_expose_<name>`) whose style
// modules are exactly the same ("twins") share one file named after all of them, so that:
// - each still loads one sheet (a chunk whose sheet is not the same as another's keeps its own, copies included:
//   splitting those would add a request to its first files);
// - the site server still preloads it for each page by name (`page-deposit~withdraw~…`: shared/page-parts'
//   isPageChunkOf reads the ids between the '~'); the manifest lists it with each exposed module.
import type { Chunk, ChunkGraph, Compiler, Module } from 'webpack';
import { PAGE_CHUNK_PREFIX } from '../../shared/src/contracts/page-parts.ts';

const NAME = 'SharedSheetsPlugin';
const EXPOSE_CHUNK_PREFIX = '__federation_expose_';
const isPageChunk = (chunk: Chunk) => chunk.name?.startsWith(PAGE_CHUNK_PREFIX) ?? false;
const isExposeChunk = (chunk: Chunk) => chunk.name?.startsWith(EXPOSE_CHUNK_PREFIX) ?? false;
const isStyle = (module: Module) => module.type === 'css/global';

/** Each twin chunk of the builds so far, with the key of its style modules (chunks are unique per build). */
const twinSheets = new WeakMap<Chunk, string>();

/** The key of a chunk's style modules: their identifiers, sorted ('' for none). */
function sheetKey(chunk: Chunk, chunkGraph: ChunkGraph): string {
  return [...chunkGraph.getChunkModulesIterable(chunk)]
    .filter(isStyle)
    .map((module) => module.identifier())
    .sort()
    .join('\n');
}

/**
 * The chunks of pages and exposed modules, each with the key of its sheet, kept where two or more have the same
 * (non-empty) one.
 */
export function findTwins(chunks: Iterable<Chunk>, chunkGraph: ChunkGraph): Map<Chunk, string> {
  const byKey = new Map<string, Chunk[]>();
  for (const chunk of chunks) {
    if (!isPageChunk(chunk) && !isExposeChunk(chunk)) continue;
    const key = sheetKey(chunk, chunkGraph);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), chunk]);
  }
  const twins = new Map<Chunk, string>();
  for (const [key, group] of byKey) if (group.length > 1) for (const chunk of group) twins.set(chunk, key);
  return twins;
}

/**
 * A shared sheet's name: `page-` and the ids of the pages it serves, then the names of the exposed modules; for
 * exposed modules only, `__federation_expose_` and their names.
 */
export function sharedSheetName(chunkNames: readonly string[]): string {
  const ids = (prefix: string) =>
    chunkNames
      .filter((name) => name.startsWith(prefix))
      .flatMap((name) => name.slice(prefix.length).split('~'));
  const pages = ids(PAGE_CHUNK_PREFIX);
  const names = [...new Set([...pages, ...ids(EXPOSE_CHUNK_PREFIX)])].join('~');
  return (pages.length ? PAGE_CHUNK_PREFIX : EXPOSE_CHUNK_PREFIX) + names;
}

/** Finds the twins of each build before webpack splits its chunks (SplitChunksPlugin runs at the advanced stage). */
export class SharedSheetsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.optimizeChunks.tap({ name: NAME, stage: -10 }, (chunks) => {
        for (const [chunk, key] of findTwins(chunks, compilation.chunkGraph)) twinSheets.set(chunk, key);
      });
    });
  }
}

/** The cache group that moves each twin group's sheet into one file (with SharedSheetsPlugin in the build). */
export const sharedSheetsCacheGroup = {
  type: 'css/global',
  chunks: (chunk: Chunk) => twinSheets.has(chunk),
  minChunks: 2,
  minSize: 0,
  enforce: true,
  // A module whose twin chunks are of one group only (a module in two groups stays where it is).
  test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
    new Set(
      [...chunkGraph.getModuleChunksIterable(module)]
        .map((chunk) => twinSheets.get(chunk))
        .filter((key) => key !== undefined),
    ).size === 1,
  name: (_module: Module, chunks: Chunk[]) => sharedSheetName(chunks.map((chunk) => chunk.name ?? '')),
};
