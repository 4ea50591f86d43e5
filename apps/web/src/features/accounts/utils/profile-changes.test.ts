import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../testing/render-app';
import { isProfileFormDirty, profileChanges, toFormValues } from './profile-changes';

const saved = buildProfile({
  miniBio: 'Coffee lover',
  achievements: [{ name: 'A' }, { name: 'B' }],
  backgroundImage: 'account/1/old-cover.png',
});

describe('profileChanges (only changed fields)', () => {
  it('is empty when nothing changed', () => {
    expect(profileChanges(saved, toFormValues(saved))).toEqual({});
    expect(isProfileFormDirty(saved, toFormValues(saved), false)).toBe(false);
  });

  it('treats an emptied text as unchanged and trims the rest', () => {
    const values = { ...toFormValues(saved), miniBio: '   ', bio: '  Barista  ' };
    expect(profileChanges(saved, values)).toEqual({ bio: 'Barista' });
  });

  it('compares achievements by their names, in order', () => {
    const same = { ...toFormValues(saved), achievements: [{ name: 'A ' }, { name: 'B' }] };
    expect(profileChanges(saved, same)).toEqual({});
    const reordered = { ...toFormValues(saved), achievements: [{ name: 'B' }, { name: 'A' }] };
    expect(profileChanges(saved, reordered)).toEqual({ achievements: [{ name: 'B' }, { name: 'A' }] });
    const emptied = { ...toFormValues(saved), achievements: [] };
    expect(profileChanges(saved, emptied)).toEqual({ achievements: [] });
  });

  it('sends new image keys and asks to delete the replaced ones', () => {
    const changes = profileChanges(saved, toFormValues(saved), {
      profileImage: 'account/1/new-avatar.png',
      backgroundImage: 'account/1/new-cover.png',
    });
    expect(changes).toEqual({
      profileImage: 'account/1/new-avatar.png',
      backgroundImage: 'account/1/new-cover.png',
      toDeleteAttachments: ['account/1/old-cover.png'],
    });
  });
});
