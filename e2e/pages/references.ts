// Deposit transaction ids: a wallet's transaction id funds one deposit order per channel, so every order a test
// makes names an id of its own (8 to 20 letters and digits).
import { randomUUID } from 'node:crypto';

export function uniqueReference(prefix = 'TRX'): string {
  return `${prefix}${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;
}
