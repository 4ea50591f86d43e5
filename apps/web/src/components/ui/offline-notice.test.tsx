import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { callsTo, mockApi, renderApp } from '../../testing/render-app';

const OFFLINE = {
  TH: 'คุณออฟไลน์อยู่ — กำลังแสดงข้อมูลที่โหลดไว้แล้ว และจะเชื่อมต่อใหม่ให้เองเมื่อกลับมาออนไลน์',
  EN: "You're offline. Showing what's already loaded; we'll reconnect as soon as you're back online.",
};
const BACK_ONLINE = { TH: 'กลับมาออนไลน์แล้ว', EN: "You're back online." };

/** The device loses or regains its connection, as the browser reports it. */
function setConnection(isOnline: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

beforeEach(async () => {
  await act(() => changeLanguage('TH'));
});
afterEach(() => {
  setConnection(true);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the offline notice', () => {
  for (const language of ['TH', 'EN'] as const) {
    it(`appears in ${language} while the device is offline and says so briefly when it is back`, async () => {
      await act(() => changeLanguage(language));
      mockApi();
      renderApp('/idea');
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByText(OFFLINE[language])).not.toBeInTheDocument();

      setConnection(false);
      // Read out politely: it sits in a status region.
      expect(screen.getByText(OFFLINE[language]).closest('[role="status"]')).not.toBeNull();

      vi.useFakeTimers({ shouldAdvanceTime: true });
      setConnection(true);
      expect(screen.getByText(BACK_ONLINE[language])).toBeInTheDocument();
      expect(screen.queryByText(OFFLINE[language])).not.toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(4000);
      });
      expect(screen.queryByText(BACK_ONLINE[language])).not.toBeInTheDocument();
    });
  }

  it('shows on a page opened offline, whose data waits for the connection instead of failing', async () => {
    setConnection(false);
    const fetchMock = mockApi();
    renderApp('/');
    expect(await screen.findByText(OFFLINE.TH)).toBeInTheDocument();
    // Paused, not failed: nothing was asked, and no error blames the person.
    expect(callsTo(fetchMock, '/api/idea/home')).toHaveLength(0);
    expect(screen.queryByText('เกิดข้อผิดพลาดบางอย่าง')).not.toBeInTheDocument();

    setConnection(true);
    await waitFor(() => expect(callsTo(fetchMock, '/api/idea/home')).toHaveLength(1));
    expect(screen.getByText(BACK_ONLINE.TH)).toBeInTheDocument();
  });
});
