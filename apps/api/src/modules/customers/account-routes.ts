/**
 * `account/userData` and `account/edit/{id}` of spec §7, the changes of e-mail or mobile number, turning Google sign-in
 * off, and the profile pictures under /media/avatars/.
 */
import {
  IdentifierChangeParamsSchema,
  IdentifierChangeVerifyRequestSchema,
  ProfileEditRequestSchema,
  UserProfileSchema,
} from '@lumen/contract/account';
import { AddressIdParamsSchema } from '@lumen/contract/addresses';
import { ErrorEnvelopeSchema, envelopeOf, MessageEnvelopeSchema } from '@lumen/contract/envelope';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok } from '../../plugins/envelope-and-errors';
import type { AccountService } from './account-service';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  const common = { tags: ['account'], security: [{ bearer: [] }] };

  app.get(
    API_PATHS.accountUserData,
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        operationId: 'getProfile',
        summary: 'The signed-in customer’s profile',
        response: { 200: envelopeOf(UserProfileSchema), ...errors },
      },
    },
    async (request) => ok('OK', await account.profile(request.session.userId)),
  );

  app.post(
    API_PATHS.accountEdit,
    {
      preHandler: app.authenticate,
      // A 2 MB picture as base64 plus the other fields.
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        ...common,
        operationId: 'editProfile',
        summary: 'Edit the profile (own id only); the picture is a PNG, JPEG or WebP data URL up to 2 MB',
        description:
          'The name and picture change at once. A new `email` or `Mobile_Number` needs `current_password` (or `current_otp` for an account without a password) and applies only once the code sent to it is confirmed at `identifier-change/{kind}/verify`; the current address is told. Within 10 minutes of a Google sign-in, an account without a password may add the e-mail or mobile number it lacks without that proof.',
        params: AddressIdParamsSchema,
        body: ProfileEditRequestSchema,
        response: { 200: envelopeOf(UserProfileSchema), ...errors, 429: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const { message, profile } = await account.edit(request.session, request.params.id, request.body);
      return ok(message, profile);
    },
  );

  app.post(
    API_PATHS.accountIdentifierChangeVerify,
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        operationId: 'confirmIdentifierChange',
        summary: 'Confirm a new e-mail or mobile number with the code sent to it; ends every other session',
        params: IdentifierChangeParamsSchema,
        body: IdentifierChangeVerifyRequestSchema,
        response: { 200: envelopeOf(UserProfileSchema), ...errors, 429: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const { message, profile } = await account.confirmChange(request.session, request.params.kind, request.body.otp);
      return ok(message, profile);
    },
  );

  app.post(
    API_PATHS.accountIdentifierChangeResend,
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        operationId: 'resendIdentifierChangeCode',
        summary: 'Send a new code to the e-mail or mobile number waiting to be confirmed',
        params: IdentifierChangeParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors, 429: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(await account.resendChangeCode(request.session.userId, request.params.kind)),
  );

  app.delete(
    API_PATHS.accountIdentifierChange,
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        operationId: 'cancelIdentifierChange',
        summary: 'Cancel a change of e-mail or mobile number that waits for its code',
        params: IdentifierChangeParamsSchema,
        response: { 200: envelopeOf(UserProfileSchema), ...errors },
      },
    },
    async (request) => {
      const { message, profile } = await account.cancelChange(request.session.userId, request.params.kind);
      return ok(message, profile);
    },
  );

  app.delete(
    API_PATHS.accountGoogle,
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        operationId: 'unlinkGoogle',
        summary: 'Turn Google sign-in off for the account, while another way to sign in remains (409 otherwise)',
        response: { 200: envelopeOf(UserProfileSchema), ...errors },
      },
    },
    async (request) => {
      const { message, profile } = await account.unlinkGoogle(request.session.userId);
      return ok(message, profile);
    },
  );

  app.post(
    API_PATHS.accountReauthenticationCode,
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        operationId: 'sendReauthenticationCode',
        summary: 'For an account without a password: a code to its current address, to confirm a change of identifier',
        response: { 200: MessageEnvelopeSchema, ...errors, 429: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(await account.sendReauthenticationCode(request.session.userId)),
  );

  app.get(
    '/media/avatars/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^\d{1,10}-[A-Za-z0-9_-]{16}\.webp$/) }) } },
    async (request, reply) => {
      const [, userId, version] = /^(\d+)-(.+)\.webp$/.exec(request.params.file) ?? [];
      const image = await account.avatar(Number(userId), version ?? '');
      if (!image) throw notFound('Not found.');
      // The version is a digest of the picture, so its URL never changes content.
      return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(image);
    },
  );
};
