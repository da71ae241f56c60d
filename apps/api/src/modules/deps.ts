/**
 * What every domain module is given when app.ts registers it (`register(app, deps)`): the database, the settings,
 * the job queue (for its jobs and schedules), the deliveries (to put its messages on the queue in its own
 * transaction) and the process's logger. A module asks for the services of another by name, beside these.
 */
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../lib/logger';
import type { Deliveries } from './deliveries/service';

export type ModuleDeps = {
  db: Db;
  config: Config;
  jobs: JobQueue;
  deliveries: Deliveries;
  logger: Logger;
};
