import { decodePicture, inspectPicture, sniffImageType } from './reward-pictures.ts';

const url = (bytes: number[], mime = 'image/png') =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

describe('reward picture inspection', () => {
  it('sniffs PNG and JPEG by magic bytes, whatever the declared type', () => {
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBe('');
    expect(sniffImageType(Buffer.from([0x89, 0x50]))).toBe('');
    expect(inspectPicture(url([0xff, 0xd8, 0xff, 0xe0, 1], 'image/gif')).type).toBe('image/jpeg');
    expect(inspectPicture(url([0x47, 0x49, 0x46], 'image/png')).type).toBe('');
  });

  it('works out the decoded size from the base64 text, padding included', () => {
    for (const length of [3, 4, 5, 6, 1000]) {
      const bytes = [0xff, 0xd8, 0xff, ...Array.from({ length: length - 3 }, (_, i) => i % 256)];
      const picture = inspectPicture(url(bytes));
      expect(picture.size).toBe(length);
      expect(decodePicture(picture)).toEqual(Buffer.from(bytes));
    }
  });

  it('reports unreadable pictures with type empty', () => {
    for (const text of [
      '',
      'not a data url',
      'data:image/png,rawtext',
      'data:image/png;base64,abc',
      'data:image/png;base64,ab$=',
      'data:image/png;base64,a=bc',
    ]) {
      expect(inspectPicture(text)).toEqual({ type: '', size: 0, base64: '' });
    }
  });
});
