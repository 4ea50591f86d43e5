import { formatDateTime } from '@ideamatch/shared/format';
import { act } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalDateTime } from '../components/ui/local-date-time';
import { ThaiText } from '../components/ui/thai-text';

beforeAll(() => {
  // React's act() for a root this test creates itself (Testing Library is not used here).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** Renders `element` as the server does, then hydrates it as the browser does; returns the errors React reported. */
async function serverThenBrowser(element: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  const serverHtml = container.innerHTML;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, serverHtml, errors };
}

describe('what only the browser knows is shown once the server page is adopted', () => {
  it('Thai text comes whole from the server and gets its word breaks in the browser', async () => {
    const text = 'ไอเดียธุรกิจร้านกาแฟในตลาดนัด';
    const { container, serverHtml, errors } = await serverThenBrowser(
      <p>
        <ThaiText>{text}</ThaiText>
      </p>,
    );
    expect(serverHtml).toBe(`<p>${text}</p>`);
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('wbr').length).toBeGreaterThan(0);
    expect(container.textContent).toBe(text);
  });

  it("a date comes in Thailand's time from the server and in the reader's zone in the browser", async () => {
    const date = '2026-01-01T00:00:00.000Z';
    const { container, serverHtml, errors } = await serverThenBrowser(
      <span>
        <LocalDateTime date={date} language="TH" />
      </span>,
    );
    expect(serverHtml).toBe('<span>01 มกราคม 2569 | 07:00 น.</span>');
    expect(errors).toEqual([]);
    expect(container.textContent).toBe(formatDateTime(date, 'TH'));
  });
});
