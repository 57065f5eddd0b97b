// POST /Auth/logout: ends the caller's token on the server too, so a copied token stops working at logout.
import type { FastifyInstance } from 'fastify';
import { doneAnswerSchema } from '@alfie/shared/contracts/schemas/answers';
import { revokeToken } from '../../auth/revocation.ts';
import { callerOf } from '../../auth/caller.ts';
import { audit } from '../../lib/audit.ts';
import { routesOf } from '../../plugins/route.ts';

export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const r = routesOf(app, { tags: ['auth'], duringEnrolment: true });
  r.post(
    '/Auth/logout',
    { summary: 'End this session: the token is refused from now on', response: doneAnswerSchema },
    async (request) => {
      const caller = callerOf(request);
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')![1]!;
      await app.db.transaction(async (tx) => {
        await revokeToken(tx, token);
        await audit(tx, caller, { entity: 'account', entityId: caller.accountId, action: 'logout' });
      });
      return true;
    },
  );
}
