import { describe, expect, it } from 'vitest';
import { placeName } from './provinces';

describe('place names', () => {
  it("names a province in the reader's language, whichever language it was typed in", () => {
    expect(placeName('Phuket', 'th')).toBe('ภูเก็ต');
    expect(placeName(' chiang mai ', 'th')).toBe('เชียงใหม่');
    expect(placeName('ภูเก็ต', 'en')).toBe('Phuket');
    expect(placeName('Khon Kaen', 'en')).toBe('Khon Kaen');
  });

  it('leaves any other place as it was typed', () => {
    expect(placeName('Hua Hin', 'th')).toBe('Hua Hin');
    expect(placeName('ตลาดน้อย', 'en')).toBe('ตลาดน้อย');
  });
});
