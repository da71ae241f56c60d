/**
 * Share on a cart line: a phone with a system share sheet opens it; anywhere else the product's link is copied to
 * the clipboard, and a toast says so (or shows the link when the clipboard is out of reach).
 */
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

export async function shareProduct(product: { product_id: number; name: string }): Promise<void> {
  const url = new URL(paths.productDetails(product.product_id), window.location.origin).href;
  if (isPhone() && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: product.name, url });
      return;
    } catch (error) {
      // The shopper closed the sheet: nothing to say. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    void notify('success', `The link to ${product.name} has been copied.`);
  } catch {
    void notify('info', `Copy this link to share ${product.name}: ${url}`);
  }
}
