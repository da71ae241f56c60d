/** `account/userData` and `account/edit/{id}` of spec §7, and the profile pictures under /media/avatars/. */
import { ProfileEditRequestSchema, UserProfileSchema } from '@lumen/contract/account';
import { AddressIdParamsSchema } from '@lumen/contract/addresses';
import { ErrorEnvelopeSchema, envelopeOf } from '@lumen/contract/envelope';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/envelope-and-errors';
import type { AccountService } from './service';

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
        summary: 'The signed-in customer’s profile',
        response: { 200: envelopeOf(UserProfileSchema), ...errors },
      },
    },
    async (request) => ({ status: true, message: 'OK', data: await account.profile(request.session.userId) }),
  );

  app.post(
    API_PATHS.accountEdit,
    {
      preHandler: app.authenticate,
      // A 2 MB picture as base64 plus the other fields.
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        ...common,
        summary: 'Edit the profile (own id only); the picture is a PNG, JPEG or WebP data URL up to 2 MB',
        params: AddressIdParamsSchema,
        body: ProfileEditRequestSchema,
        response: { 200: envelopeOf(UserProfileSchema), ...errors },
      },
    },
    async (request) => ({
      status: true,
      message: 'Your profile has been updated.',
      data: await account.edit(request.session.userId, request.params.id, request.body),
    }),
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
