import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailTransport } from './email';

type Received = { from: string; to: string[]; raw: string };

describe('e-mail over SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message with its subject, text and HTML to a real SMTP server', async () => {
    const transport = createEmailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Lumen Jewels <no-reply@lumenjewels.example>',
    });
    await transport.send({
      channel: 'email',
      to: 'asha@example.com',
      subject: 'Your Lumen Jewels code',
      text: 'Your code is 123456. It expires in 10 minutes.',
      html: '<p>Your code is <strong>123456</strong>.</p>',
    });
    transport.close();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@lumenjewels.example');
    expect(mail?.to).toEqual(['asha@example.com']);
    expect(mail?.raw).toContain('Subject: Your Lumen Jewels code');
    expect(mail?.raw).toContain('Your code is 123456. It expires in 10 minutes.');
    expect(mail?.raw).toContain('<strong>123456</strong>');
  });

  it('gives up on a server that accepts the connection but never answers', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const transport = createEmailTransport({
      smtpUrl: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      from: 'Lumen Jewels <no-reply@lumenjewels.example>',
      timeoutMs: 200,
    });
    try {
      await expect(
        transport.send({ channel: 'email', to: 'asha@example.com', subject: 'Code', text: 'Your code is 123456' }),
      ).rejects.toThrow(/Greeting never received/);
    } finally {
      transport.close();
      silent.close();
    }
  });
});
