// For the build plugins' tests: a small real production build, minified as the apps are, of an entry that loads one
// async chunk (`./chunk.js`), with the plugins under test.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { WebpackPluginInstance } from 'webpack';
import { swcMinifier } from './create-config.ts';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as typeof import('webpack');

export interface FixtureOptions {
  /** The entry's source (it imports './chunk.js'). */
  entry: string;
  chunk: string;
  plugins: WebpackPluginInstance[];
  /** The entry's file name (the chunk's always has a content hash). */
  filename?: string;
}

export interface Fixture {
  /** The output folder. */
  out: string;
  /** The output folder's file names, sorted. */
  files: string[];
  read: (name: string) => Buffer;
}

/** Builds the fixture in `dir` (sources there, output in `dir`/dist). */
export async function buildFixture(dir: string, options: FixtureOptions): Promise<Fixture> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.js'), options.entry);
  writeFileSync(path.join(dir, 'chunk.js'), options.chunk);
  const out = path.join(dir, 'dist');
  const stats = await new Promise<import('webpack').Stats>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        target: 'node',
        entry: { main: './index.js' },
        output: {
          path: out,
          filename: options.filename ?? '[name].[contenthash:10].js',
          chunkFilename: '[name].[contenthash:10].js',
        },
        optimization: { minimizer: [swcMinifier()] },
        plugins: options.plugins,
      },
      (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
    ),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  return {
    out,
    files: readdirSync(out).sort(),
    read: (name) => readFileSync(path.join(out, name)),
  };
}
