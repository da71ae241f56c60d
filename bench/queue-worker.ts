/**
 * One working process of the queue bench (queue.ts): the shop's job queue and sending job on the bench's PostgreSQL
 * database, sending e-mail to the bench's SMTP sink. Prints "ready" once it works the queues; stops on SIGTERM.
 */
import { openDatabase } from '../apps/api/src/db/client';
import { createJobQueue } from '../apps/api/src/jobs/queue';
import { createDeliveryRepository } from '../apps/api/src/modules/deliveries/repository';
import { codeQueue, messageQueue, sendJob } from '../apps/api/src/modules/deliveries/service';
import { createEmailTransport } from '../apps/api/src/notify/email';

const [, , databaseUrl, smtpUrl] = process.argv;
if (!databaseUrl || !smtpUrl) throw new Error('usage: queue-worker <database url> <smtp url>');
const quiet = { info: () => undefined, warn: () => undefined, error: (o: object, m: string) => console.error(m, o) };
const database = await openDatabase({ databaseUrl, dataDir: '' });
const jobs = createJobQueue({ database, logger: quiet, work: true });
const email = createEmailTransport({ smtpUrl, from: 'Lumen Jewels <orders@lumen.example>' });
const send = sendJob({ repository: createDeliveryRepository(database.db), notifier: email, logger: quiet });
jobs.work(codeQueue, send);
jobs.work(messageQueue(30), send);
await jobs.start();
console.log('ready');
process.once('SIGTERM', async () => {
  await jobs.stop();
  email.close();
  await database.close();
  process.exit(0);
});
