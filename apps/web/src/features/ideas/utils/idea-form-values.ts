import type { IdeaCreate, IdeaDetail, IdeaUpdate, IdeaVisibilityTier } from '@ideamatch/shared';
import { accountDraftKey } from '../../../lib/drafts';

type IdeaCategory = IdeaDetail['categoryId'];

/** One gallery image in the form: stored (key) or picked and not uploaded yet (file). */
export type GalleryItem = { uid: string; url: string; key?: string; file?: File };

export type IdeaFormValues = {
  name: string;
  categoryId: IdeaCategory | '';
  description: string;
  achievements: { name: string }[];
  detail: string;
  businessModel: string;
  ideaAttachments: GalleryItem[];
  /** Who may see the idea (docs/idea-protection.md), and the terms a reader accepts when it is confidential. */
  visibility: IdeaVisibilityTier;
  accessTerms: string;
};

export const EMPTY_IDEA_FORM: IdeaFormValues = {
  name: '',
  categoryId: '',
  description: '',
  achievements: [{ name: '' }],
  detail: '',
  businessModel: '',
  ideaAttachments: [],
  visibility: 'public',
  accessTerms: '',
};

/** Form values of a stored idea (edit). */
export function toIdeaFormValues(idea: IdeaDetail): IdeaFormValues {
  return {
    name: idea.name,
    categoryId: idea.categoryId,
    description: idea.description,
    achievements: idea.achievements.length ? idea.achievements.map((name) => ({ name })) : [{ name: '' }],
    detail: idea.detail,
    businessModel: idea.businessModel ?? '',
    ideaAttachments: idea.ideaAttachments.map((item) => ({ uid: item.key, key: item.key, url: item.url })),
    visibility: idea.visibility,
    accessTerms: idea.accessTerms ?? '',
  };
}

/** Field error codes of the "cannot be empty" rules (achievements are optional). */
export const ideaFormRules = {
  name: (value: string) => (value.trim() ? null : 'IDEA_NAME_EMPTY'),
  categoryId: (value: string) => (value ? null : 'IDEA_CATEGORY_EMPTY'),
  description: (value: string) => (value.trim() ? null : 'IDEA_DESCRIPTION_EMPTY'),
};

/** Achievements are optional: rows left blank are not sent. */
const achievementNames = (values: IdeaFormValues) => values.achievements.map((a) => a.name.trim()).filter(Boolean);

/** Body of `POST /api/idea`, once every image has its key. */
export function toCreateBody(values: IdeaFormValues, keys: string[]): IdeaCreate {
  const businessModel = values.businessModel.trim();
  return {
    name: values.name.trim(),
    categoryId: values.categoryId as IdeaCategory,
    description: values.description.trim(),
    achievements: achievementNames(values),
    detail: values.detail.trim(),
    ...(businessModel ? { businessModel } : {}),
    visibility: values.visibility,
    ...(values.visibility === 'confidential' && values.accessTerms.trim()
      ? { accessTerms: values.accessTerms.trim() }
      : {}),
    ideaAttachments: keys.map((key) => ({ key })),
  };
}

/**
 * Body of `PATCH /api/idea/{id}`: only changed fields, empty new text counts
 * as unchanged, achievements compare by names, attachments are sent whole when the list differs
 * or is empty, and removed stored images are listed for deletion.
 */
export function toUpdateBody(idea: IdeaDetail, values: IdeaFormValues, keys: string[]): IdeaUpdate {
  const body: IdeaUpdate = {};
  const text = (next: string, old: string | null) => {
    const value = next.trim();
    return value && value !== (old ?? '') ? value : undefined;
  };
  const name = text(values.name, idea.name);
  if (name !== undefined) body.name = name;
  if (values.categoryId && values.categoryId !== idea.categoryId) body.categoryId = values.categoryId;
  const description = text(values.description, idea.description);
  if (description !== undefined) body.description = description;
  const detail = text(values.detail, idea.detail);
  if (detail !== undefined) body.detail = detail;
  const businessModel = text(values.businessModel, idea.businessModel);
  if (businessModel !== undefined) body.businessModel = businessModel;
  const names = achievementNames(values);
  if (names.join('\n') !== idea.achievements.join('\n')) body.achievements = names;
  if (values.visibility !== idea.visibility) body.visibility = values.visibility;
  // Unlike the texts above, terms can be taken away: emptied, they are sent as none.
  const terms = values.accessTerms.trim() || null;
  if (terms !== (idea.accessTerms ?? null)) body.accessTerms = terms;
  const oldKeys = idea.ideaAttachments.map((item) => item.key);
  if (keys.length === 0 || keys.join('\n') !== oldKeys.join('\n')) {
    body.ideaAttachments = keys.map((key) => ({ key }));
    const removed = oldKeys.filter((key) => !keys.includes(key));
    if (removed.length) body.ideaToDeleteAttachments = removed;
  }
  return body;
}

/** Whether the form differs from where it started. */
export const isIdeaFormDirty = (initial: IdeaFormValues, values: IdeaFormValues) =>
  JSON.stringify(toDraft(initial)) !== JSON.stringify(toDraft(values));

/** What a draft keeps: everything but picked files, which cannot be stored. */
export function toDraft(values: IdeaFormValues): IdeaFormValues {
  return {
    ...values,
    ideaAttachments: values.ideaAttachments.filter((item) => item.key).map(({ uid, url, key }) => ({ uid, url, key })),
  };
}

/**
 * Draft storage key of a form (`new` or the edited idea's id) for the signed-in account; null while
 * it is not known (nothing is stored then).
 */
export const draftKey = (accountId: string | null | undefined, ideaId: string | null) =>
  accountDraftKey(accountId, 'idea', ideaId ?? 'new');

/** The saved draft of a form, or null when there is none or it is unreadable. */
export function loadDraft(key: string | null): IdeaFormValues | null {
  if (!key) return null;
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<IdeaFormValues> & { gallery?: GalleryItem[] };
    if (typeof value !== 'object' || value === null || typeof value.name !== 'string') return null;
    // Drafts saved before the field took the contract's name called the images `gallery`.
    const { gallery, ...rest } = value;
    return { ...EMPTY_IDEA_FORM, ...(gallery ? { ideaAttachments: gallery } : {}), ...rest };
  } catch {
    return null;
  }
}

/** Keeps the form in local storage so an accidental reload loses nothing. */
export function saveDraft(key: string | null, values: IdeaFormValues): void {
  if (!key) return;
  try {
    window.localStorage.setItem(key, JSON.stringify(toDraft(values)));
  } catch {
    // Storage full or disabled: the draft is a convenience only.
  }
}

export function clearDraft(key: string | null): void {
  if (!key) return;
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Ignored, as above.
  }
}
