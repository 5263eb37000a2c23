// What each role may do, in the words a refusal uses: the registry enforces them on every call, and `pnpm remotes`
// asks them before it spends a build on a release the registry would refuse.
import type { RemoteName } from 'shared/pin-file';
import type { Role } from './contract.ts';

/** The rule a token breaks by changing `remote` in `environment` (pin, rollout, preview), or nothing when it may. */
export function refusedChange(
  role: Role,
  remote: RemoteName,
  environment: { name: string; protected: boolean },
): string | undefined {
  if (role === 'admin' || role === 'ops') return undefined;
  const team = role.slice('team:'.length);
  if (team !== remote) return `${role} may change ${team} only, not ${remote}`;
  if (environment.protected) return `${environment.name} is protected: a change there needs the ops role`;
  return undefined;
}

/** The rule a token breaks by releasing `remote`, or nothing when it may. */
export function refusedRelease(role: Role, remote: RemoteName): string | undefined {
  if (role === 'admin' || role === 'ops' || role === `team:${remote}`) return undefined;
  return `${role} may release ${role.slice('team:'.length)} only, not ${remote}`;
}
