/** Sends PDF bytes: Fastify sends a Buffer as it is, past the JSON serialiser. */
import type { FastifyReply } from 'fastify';

/**
 * A private download (an invoice, a packing slip: never cached), or with `shared`, a document the same for everyone
 * that opens in the browser and may be cached for a day (the ring sizer).
 */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer, shared = false) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${shared ? 'inline' : 'attachment'}; filename="${filename}"`)
    .header('cache-control', shared ? 'public, max-age=86400' : 'private, no-store')
    .send(pdf);
}
