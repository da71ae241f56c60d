/**
 * The deliveries module: every message the shop sends goes through here. It registers the sending job on the job
 * queue and answers `deliveries`, which every other module is given (ModuleDeps) to put its messages on the queue in
 * its own transaction — so app.ts registers it before them; and `registerRoutes`, once the staff guard exists, serves
 * the back office's Deliveries (/api/admin/deliveries).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../lib/logger';
import type { Notifier } from '../../notify/notifier';
import { createAdminDeliveryRepository } from './admin-repository';
import { adminDeliveryRoutes } from './admin-routes';
import { createAdminDeliveryService } from './admin-service';
import { createDeliveryRepository } from './repository';
import { codeQueue, createDeliveries, messageQueue, sendJob } from './service';

export async function register(
  app: FastifyInstance,
  deps: { db: Db; config: Config; jobs: JobQueue; notifier: Notifier; logger: Logger },
) {
  const repository = createDeliveryRepository(deps.db);
  const send = sendJob({ repository, notifier: deps.notifier, logger: deps.logger });
  deps.jobs.work(codeQueue, send);
  deps.jobs.work(messageQueue(deps.config.messageRetrySeconds), send);
  const deliveries = createDeliveries({ repository, jobs: deps.jobs });
  const admin = createAdminDeliveryService(createAdminDeliveryRepository(deps.db), { deliveries });
  return { deliveries, registerRoutes: () => app.register(adminDeliveryRoutes, { admin }) };
}
