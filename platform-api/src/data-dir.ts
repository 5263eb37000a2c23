// The embedded database's folder: DATA_DIR, else platform-api/.data/platform. One place for the API, `pnpm seed`,
// the SQLite import and `pnpm start`'s RESET_DB, so a reset empties the folder the API opens.
import { join } from 'node:path';

export const DEFAULT_DATA_DIR = join(import.meta.dirname, '..', '.data', 'platform');

export const embeddedDataDir = (): string => process.env.DATA_DIR ?? DEFAULT_DATA_DIR;
