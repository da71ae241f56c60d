/**
 * The message providers a production server needs (config.ts refuses to start without them), as local sinks: an SMTP
 * server that accepts every message and an HTTP server shaped like Twilio's Messages API. Started once per bench
 * process, on loopback; what they receive is only counted.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type MessageSinks = { env: Record<string, string>; received(): number };

let started: Promise<MessageSinks> | undefined;

async function listen(server: { listen(port: number, host: string, done: () => void): unknown }): Promise<void> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}

async function start(): Promise<MessageSinks> {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await listen(smtp);
  const provider: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SMbench"}');
    });
  });
  await listen(provider);
  for (const server of [smtp.server, provider]) server.unref();
  return {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      TWILIO_API_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
      TWILIO_ACCOUNT_SID: 'ACbench0000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'bench-token',
      TWILIO_SMS_FROM: '+15550001111',
      TWILIO_WHATSAPP_FROM: '+15550002222',
    },
    received: () => received,
  };
}

export function messageSinks(): Promise<MessageSinks> {
  started ??= start();
  return started;
}
