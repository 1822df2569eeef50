'use client';

/**
 * The manager's home banners (/equipe/loja/banners; docs/business-rules.md, Store back office): the
 * carousel's banners in order with where each stands today, a form for the text, link, days and active flag
 * (the contract's schema, the API's messages at the same fields), each banner's picture, its place, and
 * deletion after a question. A banner shows on the home once it has a picture.
 */
import { useDeferredValue, useState } from 'react';
import { ConfirmAction } from '@/components/staff/confirm-action';
import { failureText } from '@/components/staff/failure-text';
import { dangerButton, iconButton, secondaryButton } from '@/components/staff/staff-buttons';
import { FormAlert } from '@/components/ui/form/form-alert';
import {
  useArrangeBanners,
  useBanners,
  useSendBannerImage,
  type StoreBanner,
  type StoreBanners as StoreBannersAnswer,
} from '@/lib/api-client/store-banners';
import { BANNER_STATUS_LABELS, dayText, type BannerStatus } from '@/lib/sales-api/store-settings-text';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { PictureUpload } from './picture-upload';

const loadBannerForm = () => import('./banner-form');

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

/** `answer`: the banners as the server read them for the page, drawn in its first HTML. */
export function StoreBanners({ answer }: { answer: StoreBannersAnswer }) {
  const banners = useBanners(answer);
  const arrange = useArrangeBanners();
  const [editing, setEditing] = useState<StoreBanner | 'new' | null>(null);
  const bannerForm = useLoadedModule(loadBannerForm);
  // The list starts from the server's answer (docs/performance.md, The store's screens); the answers asked
  // after a change are drawn in a background render that hands the main thread back every few
  // milliseconds, rather than in one long task as they arrive.
  const drawn = useDeferredValue(banners.data);
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
      {editing !== null &&
        (bannerForm ? (
          <bannerForm.BannerForm
            key={editing === 'new' ? 'new' : editing.id}
            banner={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <p role="status" className="text-sm text-warm-700">
            Carregando o formulário...
          </p>
        ))}
      {arrange.isError && <FormAlert>{failureText(arrange.error)}</FormAlert>}
      {drawn.banners.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center ring-1 ring-warm-200">
          Nenhum banner: a página inicial fica sem destaques.
        </p>
      ) : (
        <ol aria-label="Banners" className="flex flex-col gap-3">
          {drawn.banners.map((banner, index, all) => {
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
                    // Lazy: drawn in the first HTML, the pictures (1440 px wide) would otherwise be fetched
                    // beside the page's stylesheet and scripts.
                    // eslint-disable-next-line @next/next/no-img-element -- the stored picture, as it is
                    <img
                      src={banner.imageUrl}
                      alt=""
                      width={180}
                      height={60}
                      loading="lazy"
                      className="rounded"
                    />
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
