import type { FastifyInstance } from 'fastify';
import { accountApi } from '@ideamatch/shared/api/account';
import { route } from '../../lib/route';
import { listSubAccounts, removeSubAccount, upsertSubAccounts } from './sub-account.service';

/** The main account's personas (docs/design.md#sub-accounts); switching into one lives in modules/auth. */
export const subAccountRoutes = async (app: FastifyInstance) => {
  route(app, accountApi.subAccounts, {
    access: 'user',
    handler: (request) => listSubAccounts(app.db, request.actor().accountId),
  });

  route(app, accountApi.saveSubAccounts, {
    access: 'user',
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: (request) =>
      upsertSubAccounts(app.db, {
        storage: app.storage,
        ownerAccountId: request.actor().accountId,
        inputs: request.body.subAccounts,
        log: request.log,
      }),
  });

  route(app, accountApi.removeSubAccount, {
    access: 'user',
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: (request) => removeSubAccount(app, request.actor().accountId, request.params.id),
  });
};
