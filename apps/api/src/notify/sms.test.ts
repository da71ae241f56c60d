import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsTransport, toE164 } from './sms';

type Recorded = { method: string; url: string; authorization: string; body: URLSearchParams };

describe('SMS and WhatsApp through the Twilio Messages API', () => {
  const recorded: Recorded[] = [];
  let server: Server;
  let apiUrl: string;
  let answer = 201;

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        recorded.push({
          method: req.method ?? '',
          url: req.url ?? '',
          authorization: req.headers.authorization ?? '',
          body: new URLSearchParams(body),
        });
        res.writeHead(answer, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const options = () => ({
    apiUrl,
    accountSid: 'AC123',
    authToken: 'secret',
    smsFrom: '+15550001111',
    whatsappFrom: '+15550002222',
    countryCode: '+91',
  });

  it('posts an SMS with basic auth and the number in E.164', async () => {
    await createSmsTransport(options(), 'sms').send({
      channel: 'sms',
      to: '9876543210',
      subject: 'code',
      text: 'Your Lumen Jewels code is 123456',
    });
    const request = recorded.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(request?.body.get('To')).toBe('+919876543210');
    expect(request?.body.get('From')).toBe('+15550001111');
    expect(request?.body.get('Body')).toBe('Your Lumen Jewels code is 123456');
  });

  it('prefixes both numbers with whatsapp: on the WhatsApp channel', async () => {
    await createSmsTransport(options(), 'whatsapp').send({
      channel: 'whatsapp',
      to: '9876543210',
      subject: 'code',
      text: 'code 654321',
    });
    const request = recorded.at(-1);
    expect(request?.body.get('To')).toBe('whatsapp:+919876543210');
    expect(request?.body.get('From')).toBe('whatsapp:+15550002222');
  });

  it('fails loudly when the provider refuses the message', async () => {
    answer = 400;
    await expect(
      createSmsTransport(options(), 'sms').send({ channel: 'sms', to: '9876543210', subject: 's', text: 't' }),
    ).rejects.toThrow(/sms provider answered 400/);
    answer = 201;
  });

  it('keeps a number that already has a country code', () => {
    expect(toE164('+447700900123', '+91')).toBe('+447700900123');
  });
});
