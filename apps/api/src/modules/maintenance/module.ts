/**
 * The maintenance module: the scheduled clean-up of expired rows (sessions, codes, sent messages…), started once the
 * app is ready and stopped before the database closes. Off when CLEANUP_INTERVAL_SECONDS is 0.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createMaintenanceRepository } from './repository';
import { createMaintenanceService } from './service';

export function register(app: FastifyInstance, { db, config, logger }: ModuleDeps) {
  if (config.cleanupIntervalSeconds <= 0) return;
  const maintenance = createMaintenanceService(createMaintenanceRepository(db), { logger });
  app.addHook('onReady', async () => maintenance.start(config.cleanupIntervalSeconds * 1000));
  app.addHook('preClose', () => maintenance.stop());
}
