/**
 * The back office's photo routes (upload, alt/order/primary, delete) under /api/admin/products/{id}/images, and the
 * encoded files under /media/products/, served to everyone with year-long, immutable caching.
 */
import multipart from '@fastify/multipart';
import {
  ADMIN_PHOTO_MESSAGES,
  AdminPhotosResponseSchema,
  AdminPhotoUploadResponseSchema,
  PHOTO_MAX_BYTES,
  PhotoUpdateRequestSchema,
  PhotoUploadRequestSchema,
  PRODUCT_PHOTO_FILE,
  ProductPhotoFileParamsSchema,
  ProductPhotoParamsSchema,
  ProductPhotosParamsSchema,
} from '@lumen/contract/admin-photos';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, ok } from '../../plugins/envelope-and-errors';
import { STAFF_SECURITY } from '../../plugins/staff-auth';
import type { PhotoService } from './photo-service';

export type PhotoRoutesOptions = { photos: PhotoService };

const tags = ['admin'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A photo is a document of its own when opened directly: it may load nothing. */
const PICTURE_POLICY = "default-src 'none'";
const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

export const photoRoutes: FastifyPluginAsyncZod<PhotoRoutesOptions> = async (app, { photos }) => {
  // Multipart is read only by the routes of this plugin (Fastify scopes the parser): one file, the alt text, nothing
  // more. The parts are gathered into the body before validation, so the zod schema checks them like a JSON body.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 4096, headerPairs: 100 },
  });

  app.get(
    ADMIN_API_PATHS.adminProductImages,
    {
      preHandler: app.requireStaff('catalogue'),
      schema: {
        tags,
        operationId: 'adminListProductPhotos',
        security: STAFF_SECURITY,
        summary: 'A product’s photos in gallery order, with their ids, alt texts and which one is primary',
        params: ProductPhotosParamsSchema,
        response: { 200: AdminPhotosResponseSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok('OK', { photos: await photos.list(request.params.id) }),
  );

  app.post(
    ADMIN_API_PATHS.adminProductImages,
    {
      // The staff check runs before the body is read: no one without the permission can make the server read 15 MB.
      onRequest: app.requireStaff('catalogue'),
      schema: {
        tags,
        operationId: 'adminUploadProductPhoto',
        security: STAFF_SECURITY,
        summary:
          'Adds a photo to a product (multipart: `file`, a JPEG, PNG, WebP or AVIF image of at most 15 MB, and `alt`); ' +
          'it is re-encoded as WebP and AVIF at several widths, without its metadata, by a job after the answer: the ' +
          'photo answered is `processing` (no files yet) and becomes `ready`, or `failed` if it cannot be encoded',
        consumes: ['multipart/form-data'],
        params: ProductPhotosParamsSchema,
        body: PhotoUploadRequestSchema,
        response: {
          201: AdminPhotoUploadResponseSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
        },
      },
    },
    // 201: the photo exists from this answer on (in the gallery, 'processing'); only its files come later.
    async (request, reply) => {
      const data = await photos.upload(request.params.id, request.body.file, request.body.alt, {
        staffId: request.staff.id,
        requestId: request.id,
      });
      return reply.code(201).send(ok(ADMIN_PHOTO_MESSAGES.uploaded, data));
    },
  );

  app.patch(
    ADMIN_API_PATHS.adminProductImage,
    {
      preHandler: app.requireStaff('catalogue'),
      schema: {
        tags,
        operationId: 'adminUpdateProductPhoto',
        security: STAFF_SECURITY,
        summary: 'Changes a photo’s alt text, its place in the gallery (the others close up) or makes it primary',
        params: ProductPhotoParamsSchema,
        body: PhotoUpdateRequestSchema,
        response: {
          200: AdminPhotosResponseSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      ok(ADMIN_PHOTO_MESSAGES.updated, {
        photos: await photos.update(request.params.id, request.params.image_id, request.body, {
          staffId: request.staff.id,
          requestId: request.id,
        }),
      }),
  );

  app.delete(
    ADMIN_API_PATHS.adminProductImage,
    {
      preHandler: app.requireStaff('catalogue'),
      schema: {
        tags,
        operationId: 'adminDeleteProductPhoto',
        security: STAFF_SECURITY,
        summary: 'Deletes a photo and its files; the next photo in the gallery becomes primary if it was',
        params: ProductPhotoParamsSchema,
        response: { 200: AdminPhotosResponseSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(ADMIN_PHOTO_MESSAGES.deleted, {
        photos: await photos.remove(request.params.id, request.params.image_id, {
          staffId: request.staff.id,
          requestId: request.id,
        }),
      }),
  );

  app.get(
    API_PATHS.productPhotoFile,
    { schema: { hide: true, params: ProductPhotoFileParamsSchema } },
    async (request, reply) => {
      const match = PRODUCT_PHOTO_FILE.exec(request.params.file);
      if (!match) throw notFound('Not found.');
      const [, hash = '', width = '', format = 'webp'] = match;
      const etag = `"${hash}"`;
      const type = format === 'avif' ? 'avif' : 'webp';
      // The URL names the content (a digest of the bytes), so a match of the ETag needs no database read.
      if (request.headers['if-none-match'] === etag) {
        return reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
      }
      const bytes = await photos.file(hash, Number(width), type);
      if (!bytes) throw notFound('Not found.');
      return reply
        .type(CONTENT_TYPES[type])
        .header('etag', etag)
        .header('cache-control', IMMUTABLE)
        .header('content-security-policy', PICTURE_POLICY)
        .send(bytes);
    },
  );
};
