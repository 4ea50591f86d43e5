import { describe, expect, it } from 'vitest';
import { checkChatFile, formatFileSize } from './chat-file';

describe('chat documents before upload', () => {
  it('takes PDF and office files up to 10 MB, by name; refuses others', () => {
    expect(checkChatFile(new File(['x'], 'plan.PDF'))).toBeNull();
    expect(checkChatFile(new File(['x'], 'sheet.ods'))).toBeNull();
    expect(checkChatFile(new File(['x'], 'setup.exe'))).toBe('CHAT_FILE_UNSUPPORTED');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf');
    expect(checkChatFile(big)).toBe('CHAT_FILE_TOO_LARGE');
  });

  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(14 * 1024)).toBe('14 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});
