/**
 * The editor's photos while the server encodes them: a processing photo is a "Processing…" placeholder (its item
 * busy, the live region saying so), the gallery is read again until it is ready and then shows it, and no more after
 * that or once the panel is gone; a photo that could not be processed says so, with Remove.
 */
import type { AdminPhoto } from '@lumen/contract/admin-photos';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { ok, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { PHOTO_POLL_MS } from '../api/products';
import { ProductPhotosPanel } from '../product-photos-panel';

beforeEach(() => {
  // The poll's timer is moved on by the tests; the rest of time runs as usual.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PATH = '/api/admin/products/5/images';
const READY: AdminPhoto = {
  id: 12,
  position: 0,
  primary: true,
  status: 'ready',
  alt: 'Gold ring, front view',
  metal: null,
  width: 1600,
  height: 1200,
  sources: {
    avif: '/media/products/AAAAAAAAAAAAAAAAAAAAAA-320.avif 320w',
    webp: '/media/products/BBBBBBBBBBBBBBBBBBBBBB-320.webp 320w',
  },
  src: '/media/products/BBBBBBBBBBBBBBBBBBBBBB-320.webp',
  created_at: '2026-11-24T05:30:00.000Z',
};
const PROCESSING: AdminPhoto = { ...READY, status: 'processing', sources: { avif: '', webp: '' }, src: '' };
const FAILED: AdminPhoto = { ...PROCESSING, status: 'failed' };

const liveRegion = () => document.querySelector('[aria-live="polite"].visually-hidden');

describe('photos being processed', () => {
  it('shows a processing photo as a placeholder, reads the gallery again until it is ready, then stops', async () => {
    let gallery = [PROCESSING];
    const api = stubApi({ [`GET ${PATH}`]: () => ok({ photos: gallery }) });
    renderWithApp(<ProductPhotosPanel productId={5} metals={[]} />);
    const placeholder = await screen.findByText('Processing…');
    expect(placeholder.closest('li')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
    expect(liveRegion()?.textContent).toBe('A photo is being processed…');

    await vi.advanceTimersByTimeAsync(PHOTO_POLL_MS);
    await waitFor(() => expect(api.count(`GET ${PATH}`)).toBe(2));
    expect(screen.getByText('Processing…')).toBeTruthy();

    gallery = [READY];
    await vi.advanceTimersByTimeAsync(PHOTO_POLL_MS);
    const img = await screen.findByRole('img', { name: READY.alt });
    expect(img.getAttribute('src')).toBe(READY.src);
    expect(img.closest('li')?.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByText('Processing…')).toBeNull();
    expect(liveRegion()?.textContent).toBe('The photo is ready.');

    const reads = api.count(`GET ${PATH}`);
    await vi.advanceTimersByTimeAsync(PHOTO_POLL_MS * 4);
    expect(api.count(`GET ${PATH}`)).toBe(reads);
    expect(api.unexpected).toEqual([]);
  });

  it('says how the photos it waited for ended, not one that failed while it waited before', async () => {
    const earlier: AdminPhoto = { ...PROCESSING, id: 11, alt: 'An earlier upload' };
    let gallery = [earlier];
    stubApi({ [`GET ${PATH}`]: () => ok({ photos: gallery }) });
    const queryClient = createQueryClient();
    render(
      <AppProviders queryClient={queryClient}>
        <ProductPhotosPanel productId={5} metals={[]} />
      </AppProviders>,
    );
    await waitFor(() => expect(liveRegion()?.textContent).toBe('A photo is being processed…'));
    gallery = [{ ...earlier, status: 'failed' }];
    await vi.advanceTimersByTimeAsync(PHOTO_POLL_MS);
    await waitFor(() => expect(liveRegion()?.textContent).toBe('A photo could not be processed.'));

    // Two more uploads, later: the gallery read again has them processing.
    gallery = [
      { ...earlier, status: 'failed' },
      { ...PROCESSING, primary: false },
      { ...PROCESSING, id: 13, primary: false },
    ];
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(liveRegion()?.textContent).toBe('2 photos are being processed…'));
    gallery = [
      { ...earlier, status: 'failed' },
      { ...READY, primary: false },
      { ...PROCESSING, id: 13, primary: false },
    ];
    await vi.advanceTimersByTimeAsync(PHOTO_POLL_MS);
    await waitFor(() => expect(liveRegion()?.textContent).toBe('A photo is being processed…'));
    gallery = [
      { ...earlier, status: 'failed' },
      { ...READY, primary: false },
      { ...READY, id: 13, primary: false },
    ];
    await vi.advanceTimersByTimeAsync(PHOTO_POLL_MS);
    await waitFor(() => expect(liveRegion()?.textContent).toBe('The photos are ready.'));
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('stops reading the gallery when the panel is gone', async () => {
    const api = stubApi({ [`GET ${PATH}`]: () => ok({ photos: [PROCESSING] }) });
    const { unmount } = renderWithApp(<ProductPhotosPanel productId={5} metals={[]} />);
    await screen.findByText('Processing…');
    await vi.advanceTimersByTimeAsync(PHOTO_POLL_MS);
    await waitFor(() => expect(api.count(`GET ${PATH}`)).toBe(2));
    unmount();
    await vi.advanceTimersByTimeAsync(PHOTO_POLL_MS * 4);
    expect(api.count(`GET ${PATH}`)).toBe(2);
  });

  it('says a photo could not be processed, reads no more, and removes it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = stubApi({
      [`GET ${PATH}`]: () => ok({ photos: [FAILED] }),
      [`DELETE ${PATH}/12`]: () => ok({ photos: [] }, 'Photo deleted.'),
    });
    renderWithApp(<ProductPhotosPanel productId={5} metals={[]} />);
    expect(await screen.findByText(/“Gold ring, front view” could not be processed/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make primary photo 1' })).toBeNull();
    expect(liveRegion()?.textContent).toBe('');
    await vi.advanceTimersByTimeAsync(PHOTO_POLL_MS * 2);
    expect(api.count(`GET ${PATH}`)).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete photo' });
    expect(dialog.textContent).toContain('The shop has not shown it.');
    await user.click(screen.getByRole('button', { name: 'YES' }));
    expect(await screen.findByText(/No photos yet/)).toBeTruthy();
    expect(api.count(`DELETE ${PATH}/12`)).toBe(1);
  });
});

describe('the metal a photo shows', () => {
  it('offers the piece’s metals and sends the one chosen; a piece in one metal is not asked', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = stubApi({
      [`GET ${PATH}`]: () => ok({ photos: [READY] }),
      [`PATCH ${PATH}/12`]: () => ok({ photos: [{ ...READY, metal: 'Rose Gold' }] }, 'Photo updated.'),
    });
    const { unmount } = renderWithApp(<ProductPhotosPanel productId={5} metals={['Gold', 'Rose Gold']} />);
    const select = await screen.findByRole('combobox', { name: 'Metal shown in photo 1' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Any metal',
      'Gold',
      'Rose Gold',
    ]);
    await user.selectOptions(select, 'Rose Gold');
    await waitFor(() => expect(select).toHaveValue('Rose Gold'));
    const patch = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ metal: 'Rose Gold' });
    unmount();

    renderWithApp(<ProductPhotosPanel productId={5} metals={['Gold']} />);
    await screen.findByRole('img', { name: READY.alt });
    expect(screen.queryByRole('combobox', { name: 'Metal shown in photo 1' })).toBeNull();
  });
});
