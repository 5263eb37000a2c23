// The shell's build: the federation host. No remote URL is baked in; remotes come from the pin file at run time.
import path from 'node:path';
import { createAppConfig } from '../tools/webpack/create-config.ts';

const dir = path.dirname(new URL(import.meta.url).pathname);

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir,
      name: 'shell',
      kind: 'host',
      devPort: 3000,
      runtimePlugins: [path.join(dir, 'src/federation/runtime-plugin.ts')],
    },
    argv,
  );
