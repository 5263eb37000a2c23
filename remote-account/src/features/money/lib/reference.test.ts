import { checkReference, normaliseReference } from './reference';

describe('checkReference (transaction id of a deposit)', () => {
  it('is required only when the channel asks for it', () => {
    expect(checkReference('  ', true)).toBe('required');
    expect(checkReference('', false)).toBeNull();
  });

  it('accepts 8 to 20 letters and digits, Bengali digits read as Latin', () => {
    expect(checkReference('8N7A6D5C', true)).toBeNull();
    expect(checkReference('TRX১২৩৪৫', true)).toBeNull();
    expect(normaliseReference(' TRX১২৩৪৫ ')).toBe('TRX12345');
  });

  it('refuses ids too short, too long or with other characters', () => {
    expect(checkReference('TRX123', true)).toBe('format');
    expect(checkReference('A'.repeat(21), true)).toBe('format');
    expect(checkReference('TRX-12345', true)).toBe('format');
  });
});
