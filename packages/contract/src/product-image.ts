/** A drawn picture of a piece (the opening catalogue's artwork), as the product, its lines and its variants carry it. */
import { z } from 'zod';

export const ProductImageSchema = z.object({
  src: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;
