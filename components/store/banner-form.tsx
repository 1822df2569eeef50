'use client';

/**
 * A home banner's form on the banners screen (./store-banners.tsx): its text, link, days and active flag,
 * checked by the contract's schema, the API's messages at the same fields. Loaded after the screen's first
 * paint: the form library stays out of its first-load JavaScript (docs/performance.md).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { blankAsNull } from '@/components/staff/store-coupons';
import { TextField } from '@/components/ui/form/text-field';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { useSaveBanner, type StoreBanner } from '@/lib/api-client/store-banners';
import type { BannerBody, BannerInput } from '@/lib/sales-api/store-banners';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { FormActions, CancelButton } from '@/components/staff/form-actions';

const bannerResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/store-banners').then((m) => m.bannerBodySchema),
);

const FIELDS = ['alt', 'href', 'starts_on', 'ends_on', 'active'] as const;

export function BannerForm({ banner, onDone }: { banner: StoreBanner | null; onDone: () => void }) {
  const save = useSaveBanner();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<BannerInput, unknown, BannerBody>({
    resolver: bannerResolver,
    mode: 'onBlur',
    defaultValues: banner
      ? {
          alt: banner.alt,
          href: banner.href,
          starts_on: banner.startsOn,
          ends_on: banner.endsOn,
          active: banner.active,
        }
      : { alt: '', href: '', starts_on: null, ends_on: null, active: true },
  });
  const { errors } = form.formState;
  const onValid = async (body: BannerBody) => {
    setAlert([]);
    try {
      await save.mutateAsync({ id: banner?.id ?? null, body });
      onDone();
    } catch (failure) {
      setAlert(applyServerErrors(failure, form.setError, FIELDS));
    }
  };
  const title = banner ? 'Editar banner' : 'Novo banner';
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-warm-200"
    >
      <h2 className="text-lg font-bold">{title}</h2>
      {!banner && (
        <p className="text-sm text-warm-700">Depois de criar, envie a foto: o banner aparece com ela.</p>
      )}
      <TextField
        label="O que o banner mostra (texto para quem não vê a imagem)"
        maxLength={220}
        error={errors.alt?.message}
        {...form.register('alt')}
      />
      <TextField
        label="Link (caminho da loja, ex.: /busca?q=picanha, ou https://...)"
        maxLength={500}
        error={errors.href?.message}
        {...form.register('href')}
      />
      <div className="flex flex-wrap gap-4">
        <TextField
          label="Primeiro dia (opcional)"
          type="date"
          className="w-48"
          error={errors.starts_on?.message}
          {...form.register('starts_on', { setValueAs: blankAsNull })}
        />
        <TextField
          label="Último dia (opcional)"
          type="date"
          className="w-48"
          error={errors.ends_on?.message}
          {...form.register('ends_on', { setValueAs: blankAsNull })}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5 accent-brand" {...form.register('active')} />
        Ativo
      </label>
      <FormActions alert={alert} saving={save.isPending} saveLabel="Salvar banner">
        <CancelButton onClick={onDone} />
      </FormActions>
    </form>
  );
}
