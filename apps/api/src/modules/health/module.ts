/** The health module: `/api/health` and readiness, answering 503 in the envelope while the database is down. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { healthRoutes } from './routes';

export async function register(app: FastifyInstance, deps: { database: Database }) {
  await app.register(healthRoutes, { database: deps.database });
}
