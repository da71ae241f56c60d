/**
 * The baseline of the API benches: a bare Fastify app (no plugins, no logger, no validation, no response schema, no
 * authentication) whose routes make the same database calls as the real ones, through the API's own `openDatabase`,
 * repositories and services. Like the server, it adds the opening catalogue to an empty database on start. Run as a
 * child process by `api.ts`, `catalog.ts` and `accounts.ts`, so it has an event loop of its own like the real server.
 */
import Fastify from 'fastify';
import { openDatabase } from '../apps/api/src/db/client';
import { createCatalogRepository } from '../apps/api/src/modules/catalog/repository';
import { seedCatalog } from '../apps/api/src/modules/catalog/seed';
import { createAccountRepository } from '../apps/api/src/modules/customers/account-repository';
import { profileReader } from '../apps/api/src/modules/customers/account-service';
import { createAddressRepository } from '../apps/api/src/modules/customers/address-repository';
import { createAddressService } from '../apps/api/src/modules/customers/address-service';
import { createWishlistRepository } from '../apps/api/src/modules/customers/wishlist-repository';
import { createWishlistService } from '../apps/api/src/modules/customers/wishlist-service';
import { builtPgliteTemplate } from './lib/pglite-template';

const port = Number(process.env.PORT);
const dataDir = process.env.DATA_DIR;
if (!Number.isInteger(port) || !dataDir) throw new Error('bare-server needs PORT and DATA_DIR.');

const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase({
  databaseUrl,
  dataDir,
  pgliteTemplate: databaseUrl ? undefined : builtPgliteTemplate(dataDir, 'bare-server'),
});
const catalog = createCatalogRepository(database.db);
await seedCatalog(catalog);
const profile = profileReader(createAccountRepository(database.db));
const addresses = createAddressService(createAddressRepository(database.db));
const wishlist = createWishlistService(createWishlistRepository(database.db));

const app = Fastify();
app.get('/bare/health', async () => {
  await database.ping();
  return { status: true, message: 'OK', data: { database: 'up', uptimeSeconds: Math.round(process.uptime()) } };
});
/** The query behind `GET /api/catalog/products/{id}`, its row returned as it comes. */
app.get<{ Params: { id: string } }>('/bare/product/:id', async (request, reply) => {
  const product = await catalog.findByIdOrSlug(request.params.id);
  if (!product) return reply.code(404).send({ status: false, message: 'This product could not be found.' });
  return { status: true, message: 'OK', data: product };
});

/**
 * The account reads, for the customer named in the query string instead of a bearer token: each calls the same
 * service (and so the same repository query) as the real route and answers the same envelope.
 */
type ForUser = { Querystring: { userId: string } };
/** `GET /api/account/userData` */
app.get<ForUser>('/bare/account/userData', async (request) => ({
  status: true,
  message: 'OK',
  data: await profile(Number(request.query.userId)),
}));
/** `GET /api/ManageAddress/list` */
app.get<ForUser>('/bare/ManageAddress/list', async (request) => ({
  status: true,
  message: 'OK',
  data: await addresses.list(Number(request.query.userId)),
}));
/** `GET /api/wishlist/list` */
app.get<ForUser>('/bare/wishlist/list', async (request) => ({
  status: true,
  message: 'OK',
  data: { wishlist: await wishlist.list(Number(request.query.userId)) },
}));
app.addHook('onClose', () => database.close());

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port });
