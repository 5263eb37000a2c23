import type { PinFile } from 'shared';
import { pinsChanged } from './pin-watch';

const STORE = 'http://localhost:8081';

function pins(lobby: Partial<PinFile['remotes']['lobby']> = {}): PinFile {
  const release = (remote: string) => ({
    version: '0.1.0',
    manifest: `${STORE}/remote-${remote}/0.1.0/mf-manifest.json`,
    previous: null,
  });
  return {
    environment: 'local',
    remotes: {
      account: release('account'),
      lobby: { ...release('lobby'), ...lobby },
      content: release('content'),
      agent: release('agent'),
    },
  };
}

describe('pinsChanged', () => {
  it('is false for the same pins', () => {
    expect(pinsChanged(pins(), pins())).toBe(false);
  });

  it('is true when a remote is pinned to another version, manifest or integrity', () => {
    expect(pinsChanged(pins(), pins({ version: '0.2.0' }))).toBe(true);
    expect(pinsChanged(pins(), pins({ manifest: `${STORE}/remote-lobby/0.2.0/mf-manifest.json` }))).toBe(
      true,
    );
    expect(pinsChanged(pins(), pins({ integrity: 'sha384-abc' }))).toBe(true);
    expect(pinsChanged(pins(), pins({ entryIntegrity: 'sha384-def' }))).toBe(true);
  });

  it('is true after a rollback to the previous release', () => {
    const previous = { version: '0.0.9', manifest: `${STORE}/remote-lobby/0.0.9/mf-manifest.json` };
    expect(pinsChanged(pins({ previous }), pins({ ...previous, previous: null }))).toBe(true);
  });

  it('ignores a change of the fallback release alone: the page runs no other code', () => {
    const previous = { version: '0.0.9', manifest: `${STORE}/remote-lobby/0.0.9/mf-manifest.json` };
    expect(pinsChanged(pins(), pins({ previous }))).toBe(false);
  });
});
