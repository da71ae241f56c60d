/**
 * The maintenance module: the clean-up of expired rows (sessions, codes, old messages…), a schedule of the job queue
 * (CLEANUP_INTERVAL_SECONDS, in whole minutes) run once per slot by one process. Off when the setting is 0.
 */
import type { FastifyInstance } from 'fastify';
import { cronEvery, scheduledQueue } from '../../jobs/cron';
import type { ModuleDeps } from '../deps';
import { createMaintenanceRepository } from './repository';
import { createMaintenanceService } from './service';

export function register(_app: FastifyInstance, { db, config, jobs, logger }: ModuleDeps) {
  const maintenance = createMaintenanceService(createMaintenanceRepository(db), { logger });
  jobs.schedule(scheduledQueue('clean-up'), cronEvery(config.cleanupIntervalSeconds), async (_job, stopping) => {
    await maintenance.runOnce(stopping);
  });
}
