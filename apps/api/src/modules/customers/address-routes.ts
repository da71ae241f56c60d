/**
 * Addresses of spec §7: `user/userAddress` (save, first becomes primary), `account/userAddress` (the primary one),
 * and `ManageAddress/list|edit|delete|setPrimary`. Always the signed-in customer's own; 404 for anyone else's.
 */
import { AddressIdParamsSchema, AddressInputSchema, AddressSchema } from '@lumen/contract/addresses';
import { ErrorEnvelopeSchema, envelopeOf, MessageEnvelopeSchema } from '@lumen/contract/envelope';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope-and-errors';
import type { AddressService } from './address-service';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

export const addressRoutes: FastifyPluginAsyncZod<{ addresses: AddressService }> = async (app, { addresses }) => {
  const guarded = { preHandler: app.authenticate };
  const common = { tags: ['addresses'], security: [{ bearer: [] }] };

  app.post(
    API_PATHS.userAddress,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'addAddress',
        summary: 'Save an address (a first address becomes primary; 409 beyond 50 addresses)',
        body: AddressInputSchema,
        response: { 201: envelopeOf(AddressSchema), ...errors, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok('Address saved successfully.', await addresses.add(request.session.userId, request.body))),
  );

  app.get(
    API_PATHS.accountUserAddress,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'getPrimaryAddress',
        summary: 'The primary address, or null',
        response: { 200: envelopeOf(AddressSchema.nullable()), ...errors },
      },
    },
    async (request) => ok('OK', await addresses.primary(request.session.userId)),
  );

  app.get(
    API_PATHS.addressList,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'listAddresses',
        summary: 'Every saved address, primary first',
        response: { 200: envelopeOf(z.array(AddressSchema)), ...errors },
      },
    },
    async (request) => ok('OK', await addresses.list(request.session.userId)),
  );

  app.post(
    API_PATHS.addressEdit,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'editAddress',
        summary: 'Change a saved address',
        params: AddressIdParamsSchema,
        body: AddressInputSchema,
        response: { 200: envelopeOf(AddressSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        'Address updated successfully.',
        await addresses.update(request.session.userId, request.params.id, request.body),
      ),
  );

  app.delete(
    API_PATHS.addressDelete,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'deleteAddress',
        summary: 'Delete a saved address (deleting the primary promotes the newest remaining one)',
        params: AddressIdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await addresses.remove(request.session.userId, request.params.id);
      return ok('Address deleted successfully.');
    },
  );

  app.post(
    API_PATHS.addressSetPrimary,
    {
      ...guarded,
      schema: {
        ...common,
        operationId: 'setPrimaryAddress',
        summary: 'Make an address the primary one',
        params: AddressIdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await addresses.setPrimary(request.session.userId, request.params.id);
      return ok('Primary address updated successfully.');
    },
  );
};
