/**
 * The printable ring sizer: a public A4 PDF, the same for everyone (cached for a day, opened in the browser), naming
 * every US size 3 to 13 with its Indian size and inner diameter, and drawn at true scale (1 mm = 72/25.4 pt).
 */
import { RING_SIZES } from '@lumen/contract/sizes';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { CARD_MM, circleLayout, mm } from './ring-sizer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/catalog/ring-sizer.pdf', () => {
  it('answers one A4 page naming every ring size, public and cached, to open and print', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/ring-sizer.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="lumen-ring-sizer.pdf"');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const { text, total } = await parser.getText();
    await parser.destroy();
    expect(total).toBe(1);
    expect(text).toContain('RING SIZER');
    expect(text).toContain('Print at 100 %');
    for (const size of RING_SIZES) {
      expect(text).toContain(size.label);
      expect(text).toContain(`Indian ${size.indian} · ${size.diameterMm.toFixed(1)} mm`);
    }
  });

  it('draws at true scale: each circle is its size’s inner diameter, the scale check a bank card', () => {
    expect(mm(25.4)).toBe(72);
    expect(mm(CARD_MM)).toBeCloseTo(242.65, 2);
    const circles = circleLayout(0);
    expect(circles).toHaveLength(RING_SIZES.length);
    for (const { size, radius } of circles) expect((radius * 2 * 25.4) / 72).toBeCloseTo(size.diameterMm, 6);
    // Neighbouring circles never overlap in their cells.
    const widest = Math.max(...circles.map((circle) => circle.radius));
    const [a, b] = circles;
    expect((b?.cx ?? 0) - (a?.cx ?? 0)).toBeGreaterThan(2 * widest);
  });
});
