import { readPictureAsDataUrl } from './read-picture';

// jsdom's FileReader only reads its own Blobs; a small stand-in plays the browser's part.
class FakeReader {
  static outcome: 'load' | 'error' | 'garbage' = 'load';
  result: string | null = null;
  error: Error | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  readAsDataURL(blob: Blob) {
    queueMicrotask(() => {
      if (FakeReader.outcome === 'error') {
        this.error = new Error('NotReadableError');
        this.onerror?.();
      } else {
        this.result = FakeReader.outcome === 'load' ? `data:${blob.type};base64,aGVsbG8=` : 'not a data url';
        this.onload?.();
      }
    });
  }
}

const realReader = globalThis.FileReader;
beforeEach(() => {
  FakeReader.outcome = 'load';
  globalThis.FileReader = FakeReader as unknown as typeof FileReader;
});
afterEach(() => {
  globalThis.FileReader = realReader;
});

const picture = () => new Blob(['hello'], { type: 'image/png' });

describe('readPictureAsDataUrl', () => {
  it('resolves with the data URL', async () => {
    await expect(readPictureAsDataUrl(picture())).resolves.toBe('data:image/png;base64,aGVsbG8=');
  });

  it('rejects when the file cannot be read', async () => {
    FakeReader.outcome = 'error';
    await expect(readPictureAsDataUrl(picture())).rejects.toThrow('NotReadableError');
  });

  it('rejects a result that is not a data URL', async () => {
    FakeReader.outcome = 'garbage';
    await expect(readPictureAsDataUrl(picture())).rejects.toThrow('unreadable picture');
  });
});
