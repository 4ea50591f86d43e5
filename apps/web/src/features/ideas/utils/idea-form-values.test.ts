import { describe, expect, it } from 'vitest';
import type { IdeaDetail } from '@ideamatch/shared';
import { draftKey, loadDraft, toIdeaFormValues, toUpdateBody } from './idea-form-values';

const idea = {
  id: 'idea-1',
  name: 'Cold brew',
  categoryId: 'food',
  category: 'food',
  description: 'Coffee for teams',
  achievements: ['First customer'],
  detail: 'Every morning',
  businessModel: 'Subscriptions',
  ideaAttachments: [
    { id: '1', key: 'idea/a.png', url: '/a.png' },
    { id: '2', key: 'idea/b.png', url: '/b.png' },
  ],
} as IdeaDetail;

describe('idea edit body (only changed fields)', () => {
  it('sends nothing when nothing changed, and treats cleared text as unchanged', () => {
    const values = { ...toIdeaFormValues(idea), businessModel: '' };
    expect(toUpdateBody(idea, values, ['idea/a.png', 'idea/b.png'])).toEqual({});
  });

  it('sends changed fields, achievements by name, and the whole gallery when it differs', () => {
    const values = { ...toIdeaFormValues(idea), name: 'Cold brew 2', achievements: [{ name: 'Second customer' }] };
    expect(toUpdateBody(idea, values, ['idea/b.png', 'idea/c.png'])).toEqual({
      name: 'Cold brew 2',
      achievements: ['Second customer'],
      ideaAttachments: [{ key: 'idea/b.png' }, { key: 'idea/c.png' }],
      ideaToDeleteAttachments: ['idea/a.png'],
    });
  });

  it('sends an empty gallery whole', () => {
    expect(toUpdateBody(idea, toIdeaFormValues(idea), [])).toEqual({
      ideaAttachments: [],
      ideaToDeleteAttachments: ['idea/a.png', 'idea/b.png'],
    });
  });
});

describe('idea drafts', () => {
  it('reads a draft saved before the images field took the contract name (`gallery`)', () => {
    const image = { uid: 'idea/a.png', key: 'idea/a.png', url: '/a.png' };
    window.localStorage.setItem(draftKey('account-1', null)!, JSON.stringify({ name: 'Old draft', gallery: [image] }));
    expect(loadDraft(draftKey('account-1', null))).toMatchObject({ name: 'Old draft', ideaAttachments: [image] });
    window.localStorage.removeItem(draftKey('account-1', null)!);
  });
});
