// The caller's own session, open during a pending two-factor enrolment too: POST /Auth/logout ends the token on the
// server as well, so a copied token stops working at logout; the language the caller picked in the header is kept.
import type { FastifyInstance } from 'fastify';
import { doneAnswerSchema, okAnswerSchema } from '@alfie/shared/contracts/schemas/answers';
import { changeLanguageSchema } from '@alfie/shared/contracts/schemas/auth';
import { revokeToken } from '../../auth/revocation.ts';
import { callerOf } from '../../auth/caller.ts';
import { audit } from '../../lib/audit.ts';
import { routesOf } from '../../plugins/route.ts';
import { changeLanguage } from '../auth/service.ts';

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
  r.post(
    '/request/alfie/change-language',
    {
      summary: "Store the caller's language (it, en, fr)",
      body: changeLanguageSchema,
      response: okAnswerSchema,
    },
    async (request) => changeLanguage(app.db, callerOf(request).accountId, request.body),
  );
}
