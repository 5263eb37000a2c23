// What every route module receives: the database, the clock and the mode. The clock is injectable so tests
// can move past a session's expiry without sleeping.
import type { Db } from './db/database.ts';

export interface AppContext {
  db: Db;
  now: () => number;
  mode: 'development' | 'production';
}
