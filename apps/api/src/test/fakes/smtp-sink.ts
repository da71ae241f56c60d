/**
 * A local SMTP server for the message tests (smtp-server, as a real provider answers): counts what it accepts by
 * Message-ID, can refuse the next messages with a temporary error (451), and can stop and start again on the same
 * port, as a mail server that goes down and comes back.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Accepted = { to: string[]; messageId: string; subject: string };

export type SmtpSink = {
  url: string;
  accepted: Accepted[];
  /** Every Message-ID offered, refused or not. */
  offered: string[];
  /** Refuses the next `count` messages with 451. */
  refuseNext(count: number): void;
  stop(): Promise<void>;
  start(): Promise<void>;
};

const header = (raw: string, name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(raw)?.[1]?.trim() ?? '';

export async function startSmtpSink(): Promise<SmtpSink> {
  let refusals = 0;
  let port = 0;
  const accepted: Accepted[] = [];
  const offered: string[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const messageId = header(raw, 'Message-ID');
          offered.push(messageId);
          if (refusals > 0) {
            refusals -= 1;
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          accepted.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            messageId,
            subject: header(raw, 'Subject'),
          });
          callback();
        });
      },
    });
  let server = make();
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    offered,
    refuseNext(count) {
      refusals = count;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await listen();
    },
  };
}
