// The operator console's players and audit log (issue 12, docs/decisions/0020-operator-roles.md):
//   GET  /api/admin/users?q=&page=                      operators
//   GET  /api/admin/users/:id                           operators
//   POST /api/admin/users/:id/block {reason}            operators (support: players only)
//   POST /api/admin/users/:id/unblock                   operators (support: players only)
//   POST /api/admin/users/:id/resend-verification       operators
//   PUT  /api/admin/users/:id/role {role}               admins
//   POST /api/admin/game-accounts/:accountId/release {reason}   operators
//   GET  /api/admin/audit-log?actor=&action=&targetType=&targetId=&page=   operators
import {
  adminAuditLogQuerySchema,
  adminGameAccountParamsSchema,
  adminUsersPageSize,
  adminAuditLogPageSize,
  adminUsersQuerySchema,
  blockUserRequestSchema,
  idParamsSchema,
  operatorUserMessages,
  releaseGameAccountRequestSchema,
  setUserRoleRequestSchema,
  type AdminAuditLogResponse,
  type AdminUserActionResponse,
  type AdminUserResponse,
  type AdminUsersResponse,
  type MessageResponse,
  type ReleaseGameAccountResponse,
} from '@arena/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, operatorOnly } from '../auth/admin-only';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import { createMailProvider } from '../mail/mail-providers';
import { readAuditLog } from './audit-log-reader';
import {
  blockUser,
  releaseGameAccount,
  resendVerificationFor,
  setUserRole,
  unblockUser,
  type Actor,
} from './operator-user-actions';
import { searchUsers, toUserSummary, userDetail } from './operator-users-repository';

const messages = operatorUserMessages;

const actorOf = (request: FastifyRequest): Actor => ({
  id: request.userId,
  role: request.userRole ?? 'player',
});

export function registerOperatorUsers(
  fastify: FastifyInstance,
  { config, database }: { config: Config; database: Database },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const operators = [app.authenticate, operatorOnly(database)];
  const admins = [app.authenticate, adminOnly(database)];
  const mail = createMailProvider(config, database);

  app.get(
    '/api/admin/users',
    { preValidation: operators, schema: { querystring: adminUsersQuerySchema } },
    async (request, reply): Promise<AdminUsersResponse> => {
      reply.header('cache-control', 'no-store');
      const { users, total } = await searchUsers(database, request.query);
      return { data: users, pagination: { page: request.query.page, pageSize: adminUsersPageSize, total } };
    },
  );

  app.get(
    '/api/admin/users/:id',
    { preValidation: operators, schema: { params: idParamsSchema } },
    async (request, reply): Promise<AdminUserResponse> => {
      reply.header('cache-control', 'no-store');
      const user = await userDetail(database, request.params.id);
      if (!user) throw httpError(404, 'operatorUser.userNotFound');
      return { data: user };
    },
  );

  app.post(
    '/api/admin/users/:id/block',
    { preValidation: operators, schema: { params: idParamsSchema, body: blockUserRequestSchema } },
    async (request): Promise<AdminUserActionResponse> => {
      const user = await blockUser(database, actorOf(request), request.params.id, request.body.reason);
      request.log.info({ userId: user.id }, 'operator blocked a user');
      return { status: 'success', message: messages.blocked, data: toUserSummary(user) };
    },
  );

  app.post(
    '/api/admin/users/:id/unblock',
    { preValidation: operators, schema: { params: idParamsSchema } },
    async (request): Promise<AdminUserActionResponse> => {
      const user = await unblockUser(database, actorOf(request), request.params.id);
      return { status: 'success', message: messages.unblocked, data: toUserSummary(user) };
    },
  );

  app.post(
    '/api/admin/users/:id/resend-verification',
    { preValidation: operators, schema: { params: idParamsSchema } },
    async (request): Promise<MessageResponse> => {
      await resendVerificationFor(
        database,
        { mail, publicUrl: config.publicUrl },
        actorOf(request),
        request.params.id,
      );
      return { status: 'success', message: messages.verificationSent };
    },
  );

  app.put(
    '/api/admin/users/:id/role',
    { preValidation: admins, schema: { params: idParamsSchema, body: setUserRoleRequestSchema } },
    async (request): Promise<AdminUserActionResponse> => {
      const { user } = await setUserRole(database, actorOf(request), request.params.id, request.body.role);
      return { status: 'success', message: messages.roleChanged, data: toUserSummary(user) };
    },
  );

  app.post(
    '/api/admin/game-accounts/:accountId/release',
    {
      preValidation: operators,
      schema: { params: adminGameAccountParamsSchema, body: releaseGameAccountRequestSchema },
    },
    async (request): Promise<ReleaseGameAccountResponse> => {
      const account = await releaseGameAccount(
        database,
        actorOf(request),
        request.params.accountId,
        request.body.reason,
      );
      return { status: 'success', message: messages.released, data: account };
    },
  );

  app.get(
    '/api/admin/audit-log',
    { preValidation: operators, schema: { querystring: adminAuditLogQuerySchema } },
    async (request, reply): Promise<AdminAuditLogResponse> => {
      reply.header('cache-control', 'no-store');
      const { entries, total } = await readAuditLog(database, request.query);
      return {
        data: entries,
        pagination: { page: request.query.page, pageSize: adminAuditLogPageSize, total },
      };
    },
  );
}
