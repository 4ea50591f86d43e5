import type { UnsubscribeKind, UnsubscribeTarget } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { declineInvitation } from '../admins/admin-invitation.service';
import { preferencesRepository } from './preferences.repository';
import { verifyUnsubscribeToken } from './unsubscribe-link';

/** What a link stops, without acting on it (the confirmation page asks first); an altered token is a 400. */
export async function readUnsubscribeLink(db: Database, token: string): Promise<{ target: UnsubscribeTarget }> {
  const { target } = await verifyUnsubscribeToken(db, token);
  return { target };
}

/**
 * Applies an unsubscribe: the person's confirmation, or a mail client's RFC 8058 one-click POST;
 * an altered token is a 400. Never on a GET, which mail scanners follow.
 */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeTarget> {
  const { subjectId, target } = await verifyUnsubscribeToken(db, token);
  if (target === 'invitation') {
    await declineInvitation(db, subjectId);
    return target;
  }
  await preferencesRepository.updatePreferences(db, subjectId, TURNED_OFF[target]);
  return target;
}

/** The preferences each kind of link turns off. */
const TURNED_OFF = {
  digest: { emailDigest: 'off' },
  message: { emailOnMessage: false },
  news: { isNewsAndPromotion: false },
  all: { emailDigest: 'off', emailOnMessage: false, isNewsAndPromotion: false },
} as const satisfies Record<UnsubscribeKind, Parameters<typeof preferencesRepository.updatePreferences>[2]>;
