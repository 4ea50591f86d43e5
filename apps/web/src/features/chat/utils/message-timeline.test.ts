import type { ChatMessage } from '@ideamatch/shared';
import { describe, expect, it } from 'vitest';
import { buildTimeline, lastSeenMessageId, mergeMessages, type DisplayMessage } from './message-timeline';

const message = (id: string, at: string, senderId = 'a', clientId: string | null = null): ChatMessage => ({
  id,
  chatId: 'c',
  clientId,
  senderId,
  text: id,
  imageUrl: null,
  sharedIdea: null,
  file: null,
  datetimeCreate: at,
  datetimeEdit: null,
  isRemoved: false,
  reactions: [],
  replyTo: null,
});

describe('mergeMessages', () => {
  it('orders oldest first, keeps each id once and drops a pending copy once stored', () => {
    const pending: DisplayMessage = { ...message('tmp', '2026-01-01T10:05:00.000Z', 'a', 'k1'), status: 'sending' };
    const stored = [message('m2', '2026-01-01T10:01:00.000Z'), message('m1', '2026-01-01T10:00:00.000Z')];
    expect(mergeMessages([...stored, stored[0]!], [pending]).map((m) => m.id)).toEqual(['m1', 'm2', 'tmp']);
    const arrived = message('m3', '2026-01-01T10:05:00.100Z', 'a', 'k1');
    expect(mergeMessages([arrived, ...stored], [pending]).map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });
});

describe('buildTimeline', () => {
  it('puts a day separator before each new day and groups a sender’s consecutive messages', () => {
    const items = buildTimeline(
      [
        message('m1', '2026-01-01T10:00:00.000Z', 'a'),
        message('m2', '2026-01-01T10:01:00.000Z', 'a'),
        message('m3', '2026-01-01T10:02:00.000Z', 'b'),
        message('m4', '2026-01-03T10:00:00.000Z', 'b'),
      ],
      'a',
    );
    expect(
      items.map((i) => (i.kind === 'day' ? 'day' : `${i.message.id}:${i.isMine ? 'me' : 'them'}:${i.startsGroup}`)),
    ).toEqual(['day', 'm1:me:true', 'm2:me:false', 'm3:them:true', 'day', 'm4:them:true']);
  });
});

describe('lastSeenMessageId', () => {
  it('is my newest message when the other read mark covers it', () => {
    const list = [message('m1', '2026-01-01T10:00:00.000Z', 'a'), message('m2', '2026-01-01T10:01:00.000Z', 'a')];
    expect(lastSeenMessageId(list, 'a', '2026-01-01T10:01:00.000Z')).toBe('m2');
    expect(lastSeenMessageId(list, 'a', '2026-01-01T10:00:30.000Z')).toBeNull();
    expect(lastSeenMessageId(list, 'a', null)).toBeNull();
  });
});
