import { describe, expect, it } from 'vitest';
import { devMailLine } from './mail.service';

describe('devMailLine', () => {
  it('puts the recipient, the subject and the first link of a mail on one line', () => {
    const line = devMailLine({
      to: 'somchai@example.test',
      subject: 'Verify your email for IdeaMatch',
      text: 'Hello Somchai,\n\nOpen http://localhost:3000/verify-email?token=abc123 to confirm.\n\nUnsubscribe: http://localhost:3000/unsubscribe?t=x',
    });
    expect(line).toBe(
      '✉ somchai@example.test · Verify your email for IdeaMatch · http://localhost:3000/verify-email?token=abc123\n',
    );
  });

  it('leaves the link out of a mail without one', () => {
    expect(
      devMailLine({ to: 'a@example.test', subject: 'Your password was changed', text: 'It was you, or tell us.' }),
    ).toBe('✉ a@example.test · Your password was changed\n');
  });
});
