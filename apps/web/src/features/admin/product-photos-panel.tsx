/**
 * The editor's photos: upload (JPEG, PNG, WebP or AVIF with its alt text, with the upload's progress and the
 * server's refusal), the gallery in order with thumbnails, each alt text editable, the metal a photo shows (for a
 * piece offered in several: the product page shows it while that metal is chosen), move up/down, make primary, and
 * delete (asked first). Every answer carries the whole gallery, which is redrawn from it. An uploaded photo is
 * encoded by the server after its answer: it shows as "Processing…" (the gallery is read again until it is ready),
 * and one the server could not encode says so, with Remove.
 */
import { type AdminPhoto, PHOTO_ALT_MAX, PHOTO_INPUT_TYPES, PHOTO_MAX_BYTES } from '@lumen/contract/admin-photos';
import type { Metal } from '@lumen/contract/catalog-vocabulary';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useDeletePhoto, usePhotos, useUpdatePhoto, useUploadPhoto } from './api/products';

export function ProductPhotosPanel({ productId, metals }: { productId: number; metals: readonly Metal[] }) {
  const photos = usePhotos(productId);
  const remove = useDeletePhoto(productId);
  const [deleting, setDeleting] = useState<AdminPhoto | null>(null);
  const note = useProcessingNote(photos.data);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const { message } = await remove.mutateAsync(deleting.id);
      void notify('success', message);
      setDeleting(null);
    } catch (error) {
      void notify('error', errorMessage(error));
    }
  }

  return (
    <section className="lj-cat-panel" aria-labelledby="photos-title">
      <h2 id="photos-title" className="lj-cat-panel__title">
        Photos
      </h2>
      {photos.isPending ? <p className="lj-admin-muted">Loading the photos…</p> : null}
      {photos.isError ? (
        <div className="lj-admin-alert" role="alert">
          {errorMessage(photos.error)}{' '}
          <button type="button" className="lj-admin-ghost" onClick={() => void photos.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {photos.data && photos.data.length === 0 ? (
        <p className="lj-admin-muted">No photos yet: the shop shows the drawn artwork until one is added.</p>
      ) : null}
      {photos.data && photos.data.length > 0 ? (
        <ol className="lj-cat-photos" aria-label="Photos in gallery order">
          {photos.data.map((photo, index) =>
            photo.status === 'failed' ? (
              <FailedPhotoItem
                key={photo.id}
                photo={photo}
                index={index}
                count={photos.data.length}
                onDelete={() => setDeleting(photo)}
              />
            ) : (
              <PhotoItem
                key={photo.id}
                productId={productId}
                photo={photo}
                index={index}
                count={photos.data.length}
                metals={metals}
                onDelete={() => setDeleting(photo)}
              />
            ),
          )}
        </ol>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {note}
      </p>
      <UploadForm productId={productId} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete photo"
        question={`Delete the photo "${deleting?.alt ?? ''}"? ${
          deleting?.status === 'ready'
            ? 'Its files are removed and the shop stops showing it.'
            : 'The shop has not shown it.'
        }`}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

/**
 * What the panel's live region says: how many photos are being processed, then, once none is, how the ones it waited
 * for ended (ready, or not processed). Nothing while no photo has been processing since the panel opened.
 */
function useProcessingNote(photos: AdminPhoto[] | undefined): string {
  const processing = photos?.filter((photo) => photo.status === 'processing') ?? [];
  const key = processing.map((photo) => photo.id).join(',');
  const [waitedFor, setWaitedFor] = useState<number[]>([]);
  const previous = useRef('');
  useEffect(() => {
    if (key) {
      const now = key.split(',').map(Number);
      // A photo processing while others were joins them; one after a quiet spell starts a new wait.
      const joining = previous.current !== '';
      setWaitedFor((ids) => (joining ? [...new Set([...ids, ...now])] : now));
    }
    previous.current = key;
  }, [key]);
  if (processing.length > 0) {
    return processing.length === 1 ? 'A photo is being processed…' : `${processing.length} photos are being processed…`;
  }
  const ended = photos?.filter((photo) => waitedFor.includes(photo.id)) ?? [];
  const failed = ended.filter((photo) => photo.status === 'failed').length;
  if (failed > 0) return failed === 1 ? 'A photo could not be processed.' : `${failed} photos could not be processed.`;
  if (ended.length === 0) return '';
  return ended.length === 1 ? 'The photo is ready.' : 'The photos are ready.';
}

type PhotoItemProps = {
  productId: number;
  photo: AdminPhoto;
  index: number;
  count: number;
  /** The metals the piece is offered in: a photo may show it in one of them. */
  metals: readonly Metal[];
  onDelete: () => void;
};

/** A photo the server could not encode: it says so, and offers to remove it. */
function FailedPhotoItem({ photo, index, count, onDelete }: Omit<PhotoItemProps, 'productId' | 'metals'>) {
  return (
    <li className="lj-cat-photo">
      <div className="lj-cat-photo__img lj-cat-photo__pending is-failed" aria-hidden="true">
        !
      </div>
      <div className="lj-cat-photo__body">
        <p className="lj-cat-photo__place">
          {index + 1} of {count}
          {photo.primary ? <span className="lj-admin-badge lj-cat-primary">Primary</span> : null}
        </p>
        <p className="lj-cat-error">
          “{photo.alt}” could not be processed: the file may be damaged. Remove it, and upload the photo again.
        </p>
        <div className="lj-cat-row-actions">
          <button type="button" className="lj-admin-ghost" onClick={onDelete}>
            Remove<span className="visually-hidden"> photo {index + 1}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

function PhotoItem({ productId, photo, index, count, metals, onDelete }: PhotoItemProps) {
  const update = useUpdatePhoto(productId);
  const [alt, setAlt] = useState(photo.alt);
  const [running, setRunning] = useState<'alt' | 'metal' | 'up' | 'down' | 'primary' | null>(null);
  const [altError, setAltError] = useState<string | null>(null);
  const id = useId();
  const label = `photo ${index + 1}`;

  async function change(
    kind: NonNullable<typeof running>,
    body: { alt?: string; position?: number; primary?: boolean; metal?: Metal | null },
  ) {
    setRunning(kind);
    try {
      const { message } = await update.mutateAsync({ imageId: photo.id, ...body });
      void notify('success', message);
      if (kind === 'alt') setAltError(null);
    } catch (error) {
      if (kind === 'alt') setAltError(errorMessage(error));
      void notify('error', errorMessage(error));
    } finally {
      setRunning(null);
    }
  }

  function saveAlt(event: FormEvent) {
    event.preventDefault();
    if (alt.trim() === '') {
      setAltError('Describe the photo for people who cannot see it.');
      return;
    }
    void change('alt', { alt: alt.trim() });
  }

  const busy = running !== null;
  const processing = photo.status === 'processing';
  return (
    <li className="lj-cat-photo" aria-busy={busy || processing}>
      {processing ? (
        <div className="lj-cat-photo__img lj-cat-photo__pending">Processing…</div>
      ) : (
        <img src={photo.src} alt={photo.alt} width={96} height={96} className="lj-cat-photo__img" decoding="async" />
      )}
      <div className="lj-cat-photo__body">
        <p className="lj-cat-photo__place">
          {index + 1} of {count}
          {photo.primary ? <span className="lj-admin-badge lj-cat-primary">Primary</span> : null}
        </p>
        <form className="lj-cat-photo__alt" onSubmit={saveAlt}>
          <label htmlFor={`${id}-alt`}>Alt text of {label}</label>
          <div className="lj-cat-inline">
            <input
              id={`${id}-alt`}
              className={`lj-admin-input${altError ? ' is-invalid' : ''}`}
              type="text"
              value={alt}
              maxLength={PHOTO_ALT_MAX}
              required
              aria-invalid={altError ? true : undefined}
              aria-describedby={altError ? `${id}-alt-error` : undefined}
              onChange={(event) => setAlt(event.target.value)}
            />
            <button
              type="submit"
              className="btn btn-lj-outline btn-lj--sm"
              disabled={busy || alt.trim() === photo.alt}
              aria-busy={running === 'alt'}
            >
              {running === 'alt' ? 'Saving…' : 'Save'}
              <span className="visually-hidden"> alt text of {label}</span>
            </button>
          </div>
          {altError ? (
            <p id={`${id}-alt-error`} className="lj-cat-error" role="alert">
              {altError}
            </p>
          ) : null}
        </form>
        {metals.length > 1 || photo.metal ? (
          <div className="lj-cat-photo__metal">
            <label htmlFor={`${id}-metal`}>Metal shown in {label}</label>
            <select
              id={`${id}-metal`}
              className="lj-select"
              value={photo.metal ?? ''}
              disabled={busy}
              aria-busy={running === 'metal'}
              onChange={(event) => {
                const metal = metals.find((candidate) => candidate === event.target.value) ?? null;
                void change('metal', { metal });
              }}
            >
              <option value="">Any metal</option>
              {metals.map((metal) => (
                <option key={metal} value={metal}>
                  {metal}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="lj-cat-row-actions">
          <button
            type="button"
            className="lj-admin-ghost"
            disabled={busy || index === 0}
            onClick={() => void change('up', { position: index - 1 })}
          >
            {running === 'up' ? 'Moving…' : 'Move up'}
            <span className="visually-hidden"> {label}</span>
          </button>
          <button
            type="button"
            className="lj-admin-ghost"
            disabled={busy || index === count - 1}
            onClick={() => void change('down', { position: index + 1 })}
          >
            {running === 'down' ? 'Moving…' : 'Move down'}
            <span className="visually-hidden"> {label}</span>
          </button>
          {photo.primary ? null : (
            <button
              type="button"
              className="lj-admin-ghost"
              disabled={busy}
              onClick={() => void change('primary', { primary: true })}
            >
              {running === 'primary' ? 'Saving…' : 'Make primary'}
              <span className="visually-hidden"> {label}</span>
            </button>
          )}
          <button type="button" className="lj-admin-ghost" disabled={busy} onClick={onDelete}>
            Delete<span className="visually-hidden"> {label}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

const MB = PHOTO_MAX_BYTES / 1024 / 1024;

function UploadForm({ productId }: { productId: number }) {
  const upload = useUploadPhoto(productId);
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!file) return setProblem('Choose a photo to upload.');
    if (alt.trim() === '') return setProblem('Describe the photo for people who cannot see it (alt text).');
    if (file.size > PHOTO_MAX_BYTES) return setProblem(`The photo is larger than ${MB} MB.`);
    setProgress(0);
    try {
      const { message } = await upload.mutateAsync({ file, alt: alt.trim(), onProgress: setProgress });
      void notify('success', message);
      setFile(null);
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      setProblem(errorMessage(error));
      void notify('error', errorMessage(error));
    } finally {
      setProgress(null);
    }
  }

  const sending = progress !== null;
  return (
    <form className="lj-cat-upload" onSubmit={(event) => void submit(event)} aria-label="Add a photo" noValidate>
      <h3 className="lj-cat-upload__title">Add a photo</h3>
      <label htmlFor={`${id}-file`}>Photo (JPEG, PNG, WebP or AVIF, at most {MB} MB)</label>
      <input
        ref={fileInput}
        id={`${id}-file`}
        className="form-control"
        type="file"
        accept={PHOTO_INPUT_TYPES.join(',')}
        disabled={sending}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <label htmlFor={`${id}-alt`}>Alt text</label>
      <input
        id={`${id}-alt`}
        className="form-control"
        type="text"
        value={alt}
        maxLength={PHOTO_ALT_MAX}
        placeholder="e.g. Gold ring with a round diamond, front view"
        disabled={sending}
        onChange={(event) => setAlt(event.target.value)}
      />
      {problem ? (
        <p className="lj-cat-error" role="alert">
          {problem}
        </p>
      ) : null}
      {sending ? (
        <div className="lj-cat-progress">
          <progress max={1} value={progress} aria-label="Upload progress" />
          <span aria-live="polite">
            {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Preparing the photo…'}
          </span>
        </div>
      ) : null}
      <button type="submit" className="btn btn-lj btn-lj--sm" disabled={sending} aria-busy={sending}>
        {sending ? 'Uploading…' : 'Upload photo'}
      </button>
    </form>
  );
}
