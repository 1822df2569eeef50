'use client';

/**
 * The manager's home banners (/equipe/loja/banners; docs/business-rules.md, Store back office): the
 * carousel's banners in order with where each stands today, a form for the text, link, days and active flag
 * (the contract's schema, the API's messages at the same fields), each banner's picture, its place, and
 * deletion after a question. A banner shows on the home once it has a picture.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmAction } from '@/components/staff/confirm-action';
import { failureText } from '@/components/staff/failure-text';
import { dangerButton, iconButton, primaryButton, secondaryButton } from '@/components/staff/staff-buttons';
import { blankAsNull } from '@/components/staff/store-coupons';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import {
  useArrangeBanners,
  useBanners,
  useSaveBanner,
  useSendBannerImage,
  type StoreBanner,
} from '@/lib/api-client/store-banners';
import type { BannerBody, BannerInput } from '@/lib/sales-api/store-banners';
import { BANNER_STATUS_LABELS, dayText, type BannerStatus } from '@/lib/sales-api/store-settings-text';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { PictureUpload } from './picture-upload';

const bannerResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/store-banners').then((m) => m.bannerBodySchema),
);

const STATUS_CLASSES: Record<BannerStatus, string> = {
  showing: 'bg-label-green text-white',
  scheduled: 'bg-label-orange text-white',
  expired: 'bg-label-grey text-white',
  inactive: 'bg-warm-200 text-ink',
  no_image: 'bg-label-red text-white',
};

function daysText(banner: StoreBanner): string {
  if (!banner.startsOn && !banner.endsOn) return 'Todos os dias';
  if (!banner.endsOn) return `A partir de ${dayText(banner.startsOn!).date}`;
  if (!banner.startsOn) return `Até ${dayText(banner.endsOn).date}`;
  return `De ${dayText(banner.startsOn).date} a ${dayText(banner.endsOn).date}`;
}

export function StoreBanners() {
  const banners = useBanners();
  const arrange = useArrangeBanners();
  const [editing, setEditing] = useState<StoreBanner | 'new' | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Banners da página inicial</h1>
      <p className="text-sm text-warm-700">
        A página inicial mostra, nesta ordem, os banners ativos com foto dentro das suas datas (horário de
        Salvador). A foto é cortada em 3:1 (1440 × 480).
      </p>
      {editing === null && (
        <button type="button" className={`${secondaryButton} self-start`} onClick={() => setEditing('new')}>
          Novo banner
        </button>
      )}
      {editing !== null && (
        <BannerForm
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {arrange.isError && <FormAlert>{failureText(arrange.error)}</FormAlert>}
      {banners.isPending ? (
        <p role="status" className="py-8 text-center text-warm-700">
          Carregando...
        </p>
      ) : banners.isError ? (
        <RetryAlert message="Não foi possível carregar os banners." onRetry={() => void banners.refetch()} />
      ) : banners.data.banners.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center ring-1 ring-warm-200">
          Nenhum banner: a página inicial fica sem destaques.
        </p>
      ) : (
        <ol aria-label="Banners" className="flex flex-col gap-3">
          {banners.data.banners.map((banner, index, all) => {
            const ids = all.map((b) => b.id);
            const swap = (by: -1 | 1) => {
              [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
              arrange.mutate({ ids });
            };
            return (
              <li
                key={banner.id}
                aria-label={`Banner ${index + 1}`}
                className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-warm-200"
              >
                <div className="flex flex-wrap items-center gap-3">
                  {banner.imageUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- the stored picture, as it is
                    <img src={banner.imageUrl} alt="" width={180} height={60} className="rounded" />
                  ) : (
                    <span className="grid h-[60px] w-[180px] place-items-center rounded bg-warm-100 text-xs text-warm-700">
                      Sem imagem
                    </span>
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="font-bold">{banner.alt}</p>
                    <p className="break-all text-sm text-warm-700">
                      {banner.href} · {daysText(banner)}
                    </p>
                    <span
                      className={`mt-1 inline-block rounded px-2 py-0.5 text-xs font-bold ${STATUS_CLASSES[banner.status]}`}
                    >
                      {BANNER_STATUS_LABELS[banner.status]}
                    </span>
                  </div>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Subir o banner ${index + 1}`}
                    disabled={index === 0 || arrange.isPending}
                    onClick={() => swap(-1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Descer o banner ${index + 1}`}
                    disabled={index === all.length - 1 || arrange.isPending}
                    onClick={() => swap(1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={`Editar o banner ${index + 1}`}
                    onClick={() => setEditing(banner)}
                  >
                    Editar
                  </button>
                  <ConfirmAction
                    label="Excluir"
                    question="Excluir este banner e a sua foto?"
                    confirmLabel="Sim, excluir"
                    busy={arrange.isPending}
                    buttonClassName={dangerButton}
                    onConfirm={() => arrange.mutate({ id: banner.id })}
                  />
                </div>
                <BannerPicture banner={banner} label={`Foto do banner ${index + 1}`} />
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

function BannerPicture({ banner, label }: { banner: StoreBanner; label: string }) {
  const send = useSendBannerImage();
  return <PictureUpload label={label} send={(file, onProgress) => send(banner.id, file, onProgress)} />;
}

const FIELDS = ['alt', 'href', 'starts_on', 'ends_on', 'active'] as const;

function BannerForm({ banner, onDone }: { banner: StoreBanner | null; onDone: () => void }) {
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
      {alert.length > 0 && <FormAlert>{alert.join(' ')}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? 'Carregando...' : 'Salvar banner'}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
