import { describe, expect, it, vi } from 'vitest';
import { displayName, formatDateTime, initials, relativeParts, relativeTime, scoreLevel, shortName } from './format.js';

describe('scoreLevel', () => {
  it.each([
    [5, 'outstanding'],
    [4.6, 'outstanding'],
    [4.55, 'outstanding'],
    [4.5, 'great'],
    [3.6, 'great'],
    [3.5, 'acceptable'],
    [2.6, 'acceptable'],
    [2.5, 'fair'],
    [1.6, 'fair'],
    [1.5, 'disappointing'],
    [1, 'disappointing'],
    [0, 'none'],
  ] as const)('labels %s as %s', (score, level) => {
    expect(scoreLevel(score, () => {})).toBe(level);
  });

  it.each([7, 0.5, -1, Number.NaN])('logs %s as invalid and treats it as none', (score) => {
    const log = vi.fn();
    expect(scoreLevel(score, log)).toBe('none');
    expect(log).toHaveBeenCalledWith(`Invalid review score: ${score}`);
  });

  it('does not log valid scores', () => {
    const log = vi.fn();
    scoreLevel(4.55, log);
    scoreLevel(0, log);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('names', () => {
  const somchai = { firstName: 'Somchai', middleName: '', lastName: 'Jaidee', username: 'somchai99' };
  it('joins first, middle and last name, skipping empty parts', () => {
    expect(displayName(somchai)).toBe('Somchai Jaidee');
    expect(displayName({ ...somchai, middleName: 'K.' })).toBe('Somchai K. Jaidee');
  });
  it('falls back to the username', () => {
    expect(displayName({ username: 'nobody', firstName: ' ', lastName: null })).toBe('nobody');
    expect(shortName({ username: 'nobody' })).toBe('nobody');
  });
  it('short name is the first name', () => {
    expect(shortName(somchai)).toBe('Somchai');
  });
  it('initials take the first letters of the first two words, uppercased', () => {
    expect(initials({ ...somchai, middleName: 'kai' })).toBe('SK');
    expect(initials({ username: 'mali' })).toBe('M');
    expect(initials({ firstName: 'สมชาย', lastName: 'ใจดี', username: 'x' })).toBe('สใ');
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const DAY = 86_400;

  it('is "just now" under 60 seconds and minutes from 60 seconds', () => {
    expect(relativeTime(ago(59), 'EN', now)).toBe('just now');
    expect(relativeTime(ago(60), 'EN', now)).toBe('1 minute ago');
    expect(relativeTime(ago(59), 'TH', now)).toBe('เมื่อสักครู่');
    expect(relativeTime(ago(60), 'TH', now)).toBe('1 นาทีที่แล้ว');
  });
  it('counts hours and days', () => {
    expect(relativeTime(ago(3599), 'EN', now)).toBe('59 minutes ago');
    expect(relativeTime(ago(3600), 'EN', now)).toBe('1 hour ago');
    expect(relativeTime(ago(2 * DAY), 'EN', now)).toBe('2 days ago');
  });
  it('counts days under 30 days and months from 30 days', () => {
    expect(relativeParts(ago(29 * DAY), now)).toEqual({ unit: 'day', value: 29 });
    expect(relativeTime(ago(29 * DAY), 'EN', now)).toBe('29 days ago');
    expect(relativeTime(ago(30 * DAY), 'EN', now)).toBe('1 month ago');
    expect(relativeTime(ago(30 * DAY), 'TH', now)).toBe('1 เดือนที่แล้ว');
  });
  it('counts months under a year, then years', () => {
    expect(relativeTime(ago(364 * DAY), 'EN', now)).toBe('11 months ago');
    expect(relativeTime(ago(365 * DAY), 'EN', now)).toBe('1 year ago');
    expect(relativeTime(ago(800 * DAY), 'EN', now)).toBe('2 years ago');
  });
  it('never shows a future date as negative', () => {
    expect(relativeTime(ago(-30), 'EN', now)).toBe('just now');
  });
});

describe('formatDateTime', () => {
  const date = new Date(2026, 10, 21, 9, 5);
  it('formats DD MMMM YYYY | HH:mm in English', () => {
    expect(formatDateTime(date, 'EN')).toBe('21 November 2026 | 09:05');
  });
  it('uses Thai month, Buddhist year and the น. suffix in Thai', () => {
    expect(formatDateTime(date, 'TH')).toBe('21 พฤศจิกายน 2569 | 09:05 น.');
  });
});
