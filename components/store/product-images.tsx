'use client';

/**
 * A product's pictures in the back office: upload (JPEG, PNG or WebP up to 5 MB, with its progress), the
 * alt text of each, its place (the first is the product's photo) and removal. The checks before sending
 * are the API's (IMAGE_UPLOAD); its 422 message shows where the file was chosen.
 */
import { useId, useRef, useState } from 'react';
import {
  sendProductImage,
  useChangeImage,
  useImageSent,
  useRemoveImage,
  type StoreProduct,
} from '@/lib/api-client/store';
import { IMAGE_UPLOAD } from '@/lib/rules/store-products';
import { FormAlert } from '@/components/ui/form/form-alert';
import { ConfirmAction } from '@/components/staff/confirm-action';
import { dangerButton, iconButton, primaryButton } from '@/components/staff/staff-buttons';
import { pictureRefusal, uploadFailure } from './picture-upload';

export function ProductImages({ product }: { product: StoreProduct }) {
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sent = useImageSent();
  const change = useChangeImage(product.id);
  const remove = useRemoveImage(product.id);
  // The alert speaks of the latest change or removal: an earlier one's failure is stale.
  const latest = remove.submittedAt > change.submittedAt ? remove : change;

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setProblem(IMAGE_UPLOAD.missing);
    const refused = pictureRefusal(file);
    if (refused) return setProblem(refused);
    setProblem(null);
    setProgress(0);
    try {
      await sent(await sendProductImage(product.id, file, alt, setProgress));
      setAlt('');
      if (input.current) input.current.value = '';
    } catch (failure) {
      setProblem(uploadFailure(failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section
      aria-labelledby="fotos"
      className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-warm-200"
    >
      <h2 id="fotos" className="text-lg font-bold">
        Fotos
      </h2>
      {product.images.length === 0 ? (
        <p className="text-sm text-warm-700">
          Nenhuma foto ainda: a loja mostra &ldquo;Produto sem foto&rdquo;.
        </p>
      ) : (
        <ol aria-label="Fotos do produto" className="flex flex-col gap-3">
          {product.images.map((image, index) => (
            <li key={image.id} className="flex flex-wrap items-center gap-3" data-testid="product-image">
              {/* eslint-disable-next-line @next/next/no-img-element -- the stored small rendition, as it is */}
              <img src={image.smallUrl} alt={image.alt} width={120} height={90} className="rounded" />
              <label className="flex flex-1 flex-col gap-1 text-sm font-semibold text-warm-700">
                Texto alternativo
                <input
                  defaultValue={image.alt}
                  maxLength={200}
                  onBlur={(event) => {
                    if (event.target.value !== image.alt)
                      change.mutate({ imageId: image.id, alt: event.target.value });
                  }}
                  className="min-h-11 rounded border border-warm-200 px-3 font-normal text-ink"
                />
              </label>
              <button
                type="button"
                className={iconButton}
                aria-label={`Mover a foto ${index + 1} para cima`}
                disabled={index === 0 || change.isPending}
                onClick={() => change.mutate({ imageId: image.id, position: index - 1 })}
              >
                ↑
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Mover a foto ${index + 1} para baixo`}
                disabled={index === product.images.length - 1 || change.isPending}
                onClick={() => change.mutate({ imageId: image.id, position: index + 1 })}
              >
                ↓
              </button>
              <ConfirmAction
                label="Remover"
                question={`Remover a foto ${index + 1}? Ela não pode ser recuperada.`}
                confirmLabel="Sim, remover"
                busy={remove.isPending}
                onConfirm={() => remove.mutate(image.id)}
                buttonClassName={dangerButton}
              />
            </li>
          ))}
        </ol>
      )}
      <form
        onSubmit={(event) => void upload(event)}
        className="flex flex-wrap items-end gap-3"
        aria-label="Enviar foto"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-semibold text-warm-700">
            Nova foto (JPEG, PNG ou WebP, até 5 MB)
          </label>
          <input
            id={fileId}
            ref={input}
            type="file"
            accept={IMAGE_UPLOAD.types.join(',')}
            aria-invalid={problem ? true : undefined}
            className="min-h-11"
            onChange={() => setProblem(null)}
          />
        </div>
        <label className="flex flex-1 flex-col gap-1 text-sm font-semibold text-warm-700">
          Texto alternativo da nova foto
          <input
            value={alt}
            maxLength={200}
            onChange={(event) => setAlt(event.target.value)}
            className="min-h-11 rounded border border-warm-200 px-3 font-normal text-ink"
          />
        </label>
        <button type="submit" className={primaryButton} disabled={progress !== null}>
          {progress !== null ? 'Enviando...' : 'Enviar foto'}
        </button>
      </form>
      {progress !== null && (
        <progress
          aria-label="Envio da foto"
          max={100}
          value={Math.round(progress * 100)}
          className="w-full"
        />
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
      {latest.isError && <FormAlert>{uploadFailure(latest.error)}</FormAlert>}
    </section>
  );
}
