// `pnpm --filter <app> dev`: the app's webpack dev server (a remote inside its standalone dev host; the shell on
// :3000). API calls are proxied to the composed site on :8080, so run `pnpm start` alongside.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as typeof import('webpack');
const WebpackDevServer = require('webpack-dev-server') as typeof import('webpack-dev-server');

const appDir = process.cwd();
const configModule = (await import(path.join(appDir, 'webpack.config.ts'))) as {
  default: (env: unknown, argv: { mode: string }) => Configuration & { devServer?: Record<string, unknown> };
};
const config = configModule.default({}, { mode: 'development' });
const server = new WebpackDevServer(config.devServer ?? {}, webpack(config));
await server.start();
console.log(`[dev] ${path.basename(appDir)} at http://localhost:${String(config.devServer?.port)}/`);
