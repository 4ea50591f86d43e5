import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { formError, parseError, parseFieldErrors } from './errors';
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

  it('gives the first field error when the reply names one, and a generic text for anything else', async () => {
    await act(() => changeLanguage('TH'));
    const error = new ApiError({
      status: 413,
      errorCode: 'PAYLOAD_TOO_LARGE',
      message: 'The image is too large. The maximum size is 5 MB.',
      details: [
        { field: 'files', code: 'FILE_TOO_LARGE', message: 'The image is too large. The maximum size is 5 MB.' },
      ],
    });
    expect(parseError(error)).toBe('รูปภาพมีขนาดใหญ่เกินไป ขนาดสูงสุดคือ 5 MB');
    expect(parseError(new Error('boom'))).toBe('เกิดข้อผิดพลาดบางอย่าง');
  });
});

describe('parseFieldErrors', () => {
  it('keys field error codes by field, translated when shown and again after a language switch', async () => {
    await act(() => changeLanguage('TH'));
    const error = new ApiError({
      status: 400,
      errorCode: 'VALIDATION_ERROR',
      message: 'Name must be at most 120 characters',
      details: [
        { field: 'email', code: 'EMAIL_TAKEN', message: 'This email is taken. Try another' },
        { field: 'name', code: 'IDEA_NAME_TOO_LONG', message: 'Name must be at most 120 characters' },
      ],
    });
    const fields = parseFieldErrors(error);
    expect(fields).toEqual({ email: 'EMAIL_TAKEN', name: 'IDEA_NAME_TOO_LONG' });
    expect(formError(fields.email)).toBe('อีเมลนี้ถูกใช้งานแล้ว กรุณาลองอีเมลอื่น');
    expect(formError(fields.name)).toBe('ชื่อไอเดียต้องยาวไม่เกิน 120 ตัวอักษร');
    await act(() => changeLanguage('EN'));
    expect(formError(fields.name)).toBe('Name must be at most 120 characters');
  });
});
