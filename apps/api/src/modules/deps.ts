/**
 * What every domain module is given when app.ts registers it (`register(app, deps)`): the database, the settings,
 * the notifier and the process's logger. A module asks for the services of another by name, beside these.
 */
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import type { Notifier } from '../notify/notifier';

export type ModuleDeps = {
  db: Db;
  config: Config;
  notifier: Notifier;
  logger: Logger;
};
