/** The content module: robots.txt and the sitemap (every page of the spec and every product's), from PUBLIC_URL. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { type ContentRoutesOptions, contentRoutes } from './routes';

export async function register(app: FastifyInstance, deps: ModuleDeps & Pick<ContentRoutesOptions, 'productIds'>) {
  await app.register(contentRoutes, { publicUrl: deps.config.publicUrl, productIds: deps.productIds });
}
