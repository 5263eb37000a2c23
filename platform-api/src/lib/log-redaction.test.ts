import { REDACTED, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it("replaces the chat ticket's value, however it is spelt, and keeps the rest as sent", () => {
    const ticket = 'k3Jd9_xYz-abcdefghijklmnopqrstuvwxyz0123456';
    expect(redactUrl(`/chat/room?ticket=${ticket}`)).toBe(`/chat/room?ticket=${REDACTED}`);
    expect(redactUrl(`/chat/room?lang=en&ticket=${ticket}&x=%20y`)).toBe(
      `/chat/room?lang=en&ticket=${REDACTED}&x=%20y`,
    );
    expect(redactUrl(`/chat/room?%74icket=${ticket}`)).toBe(`/chat/room?%74icket=${REDACTED}`);
    expect(redactUrl(`/chat/room?ticket=${ticket}&ticket=${ticket}`)).not.toContain(ticket);
    expect(redactUrl('/chat/room?ticket')).toBe(`/chat/room?ticket=${REDACTED}`);
  });

  it('leaves addresses without a secret alone', () => {
    for (const url of [
      '/chat/room',
      '/wps/game/list?merchantCode=vsbdtf5&moduleId=COMM3',
      '/x?tickets=1',
      '/x?%E0',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
