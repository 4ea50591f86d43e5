import type { UnsubscribeKind } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { declineInvitation } from '../admins/admin-invitation.service';
import { accountCenterRepository as repo } from './account-center.repository';
import { verifyUnsubscribeToken, type UnsubscribeTarget } from './unsubscribe-link';

/** Applies a one-click unsubscribe (RFC 8058); an altered token is a 400. */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeTarget> {
  const { subjectId, target } = await verifyUnsubscribeToken(db, token);
  if (target === 'invitation') {
    await declineInvitation(db, subjectId);
    return target;
  }
  await repo.updatePreferences(db, subjectId, TURNED_OFF[target]);
  return target;
}

/** The preferences each kind of link turns off. */
const TURNED_OFF = {
  digest: { emailDigest: 'off' },
  message: { emailOnMessage: false },
  news: { isNewsAndPromotion: false },
  all: { emailDigest: 'off', emailOnMessage: false, isNewsAndPromotion: false },
} as const satisfies Record<UnsubscribeKind, Parameters<typeof repo.updatePreferences>[2]>;
