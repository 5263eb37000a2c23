// Polls a health URL until it answers 200, failing early when the process behind it exits.
import type { ChildProcess } from 'node:child_process';

export async function waitForHealth(
  url: string,
  child: ChildProcess,
  { name, timeoutMs = 30_000 }: { name: string; timeoutMs?: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}
