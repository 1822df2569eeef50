'use client';

/**
 * One picture's upload in the back office (a department's, a banner's): the file (JPEG, PNG or WebP up to
 * 5 MB, checked here as the API checks it), its progress, and the API's refusal where it was chosen.
 */
import { useId, useRef, useState } from 'react';
import { ApiClientError } from '@/lib/api-client/client';
import { IMAGE_UPLOAD } from '@/lib/rules/store-products';
import { FormAlert } from '@/components/ui/form/form-alert';
import { secondaryButton } from '@/components/staff/staff-buttons';

/** Why a chosen file is refused before it is sent (the API's own messages), or null. */
export function pictureRefusal(file: File): string | null {
  if (!(IMAGE_UPLOAD.types as readonly string[]).includes(file.type)) return IMAGE_UPLOAD.wrongType;
  if (file.size > IMAGE_UPLOAD.maxBytes) return IMAGE_UPLOAD.tooLarge;
  return null;
}

export const uploadFailure = (failure: unknown) =>
  failure instanceof ApiClientError ? failure.reason() : 'Não foi possível enviar a imagem. Tente novamente.';

export function PictureUpload({
  label,
  send,
}: {
  /** The file field's label, e.g. 'Foto de Bovinos'. */
  label: string;
  send: (file: File, onProgress: (share: number) => void) => Promise<void>;
}) {
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setProblem(IMAGE_UPLOAD.missing);
    const refused = pictureRefusal(file);
    if (refused) return setProblem(refused);
    setProblem(null);
    setProgress(0);
    try {
      await send(file, setProgress);
      if (input.current) input.current.value = '';
    } catch (failure) {
      setProblem(uploadFailure(failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      onSubmit={(event) => void upload(event)}
      aria-label={`Envio: ${label}`}
      className="flex flex-col gap-2"
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-semibold text-warm-700">
            {label} (JPEG, PNG ou WebP, até 5 MB)
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
        <button type="submit" className={secondaryButton} disabled={progress !== null}>
          {progress !== null ? 'Enviando...' : 'Enviar foto'}
        </button>
      </div>
      {progress !== null && (
        <progress
          aria-label={`Progresso do envio: ${label}`}
          max={100}
          value={Math.round(progress * 100)}
          className="w-full"
        />
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
    </form>
  );
}
