import type { FastifyInstance } from 'fastify';
import { accountApi } from '@ideamatch/shared/api/account';
import type { AppConfig } from '../../config/env';
import { route } from '../../lib/route';
import { clientOf } from '../auth/client-info';
import { createGoogleVerifier } from '../auth/google.service';
import { listSubAccounts, removeOwnedSubAccounts, removeSubAccount, upsertSubAccounts } from './sub-account.service';

/** The main account's personas (docs/design.md#sub-accounts); switching into one is sub-account-session.routes.ts. */
export const subAccountRoutes = async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  // Creating a persona needs proof that it is the owner (docs/design.md#authentication-and-sessions).
  const ctx = {
    db: app.db,
    mailer: app.mailer,
    secretBox: app.secretBox,
    publicUrl: config.publicUrl,
    verifyGoogle: config.GOOGLE_CLIENT_ID
      ? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL })
      : null,
  };

  route(app, accountApi.subAccounts, {
    access: 'user',
    handler: (request) => listSubAccounts(app.db, request.actor().accountId),
  });

  route(app, accountApi.saveSubAccounts, {
    access: 'user',
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request) => {
      const ownerAccountId = request.actor().accountId;
      // The editor's whole save is this one call: what it removed first, then the list as it stands.
      await removeOwnedSubAccounts(app, ownerAccountId, request.body.removeIds ?? []);
      return upsertSubAccounts(ctx, {
        storage: app.storage,
        ownerAccountId,
        inputs: request.body.subAccounts,
        proof: request.body,
        client: clientOf(request),
        log: request.log,
      });
    },
  });

  route(app, accountApi.removeSubAccount, {
    access: 'user',
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: (request) => removeSubAccount(app, request.actor().accountId, request.params.id),
  });
};
