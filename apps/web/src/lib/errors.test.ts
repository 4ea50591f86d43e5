import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { parseError, parseFieldErrors, translateMessage } from './errors';
import { changeLanguage } from './i18n';

describe('parseError', () => {
  it('gives the errorCode message in the current language', async () => {
    const error = new ApiError({
      status: 401,
      errorCode: 'INVALID_CREDENTIALS',
      message: 'Invalid username or password',
    });
    await act(() => changeLanguage('TH'));
    expect(parseError(error)).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    await act(() => changeLanguage('EN'));
    expect(parseError(error)).toBe('Invalid username or password');
  });

  it("falls back to the server's message for an unknown code", async () => {
    await act(() => changeLanguage('EN'));
    expect(parseError(new ApiError({ status: 400, errorCode: 'SOMETHING_NEW', message: 'Odd request' }))).toBe(
      'Odd request',
    );
    expect(parseError(new Error('boom'))).toBe('Something went wrong.');
  });

  it('translates known field messages from the server', async () => {
    await act(() => changeLanguage('TH'));
    const error = new ApiError({
      status: 400,
      errorCode: 'VALIDATION_ERROR',
      message: 'Incorrect input. Please try again',
      details: [
        { field: 'email', message: 'This email is taken. Try another' },
        { field: 'other', message: 'Unknown text' },
      ],
    });
    const fields = parseFieldErrors(error);
    expect(translateMessage(fields.email ?? '')).toBe('อีเมลนี้ถูกใช้งานแล้ว กรุณาลองอีเมลอื่น');
    expect(translateMessage(fields.other ?? '')).toBe('Unknown text');
  });
});
