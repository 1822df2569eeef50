/**
 * The home's banners as the manager edits them (docs/business-rules.md, Store back office): the picture
 * (uploaded on its own, 1440 × 480), what it says, where it leads (a path of the shop or an https address,
 * lib/rules/links.ts), its place in the carousel and when it shows (an active flag and optional first and
 * last days, America/Bahia). The same schemas check the screen (components/store/store-banners.tsx) and the
 * API (422 with these pt-BR messages at the fields).
 */
import '@/lib/rules/zod-jitless';
import { z } from '@hono/zod-openapi';
import { requiredText } from '@/lib/rules/fields';
import { isBannerLink, LINK_MAX_LENGTH } from '@/lib/rules/links';
import { BANNER_STATUSES } from './store-settings-text';
import { shopDayField } from './common-fields';

export const BANNER_MESSAGES = {
  alt: 'Descreva o que o banner mostra (para quem não vê a imagem)',
  altTooLong: 'Descrição muito longa. Max 200 letras',
  href: 'Informe um caminho da loja (ex.: /busca?q=picanha) ou um endereço https:// válido',
  date: 'Data inválida',
  endsBeforeStart: 'A data final deve ser igual ou depois da inicial',
} as const;

const shopDay = shopDayField(BANNER_MESSAGES.date);

export const bannerBodySchema = z
  .object({
    alt: requiredText(200, BANNER_MESSAGES.altTooLong, BANNER_MESSAGES.alt).openapi({
      example: 'Tudo para o seu churrasco: cortes nobres, linguiças, carvão e acompanhamentos',
      description: 'What the picture says, read to those who cannot see it',
    }),
    href: z
      .string({ error: BANNER_MESSAGES.href })
      .trim()
      .max(LINK_MAX_LENGTH, BANNER_MESSAGES.href)
      .refine(isBannerLink, BANNER_MESSAGES.href)
      .openapi({ example: '/busca?q=churrasco', description: 'A path of the shop, or an https:// address' }),
    starts_on: shopDay
      .nullable()
      .openapi({ example: '2026-12-01', description: 'First day it shows (America/Bahia); null: at once' }),
    ends_on: shopDay
      .nullable()
      .openapi({ example: '2026-12-24', description: 'Last day it shows; null: no end' }),
    active: z.boolean({ error: 'Ativo: sim ou não' }),
  })
  .superRefine((body, context) => {
    if (
      typeof body.starts_on === 'string' &&
      typeof body.ends_on === 'string' &&
      body.ends_on < body.starts_on
    ) {
      context.addIssue({ code: 'custom', path: ['ends_on'], message: BANNER_MESSAGES.endsBeforeStart });
    }
  })
  .openapi('HomeBannerRequest');
export type BannerBody = z.output<typeof bannerBodySchema>;
export type BannerInput = z.input<typeof bannerBodySchema>;

export const bannerSchema = z
  .object({
    id: z.number().int(),
    image_url: z.string().nullable().openapi({ example: '/uploads/banners/banner-1a2b3c.webp' }),
    alt: z.string(),
    href: z.string(),
    position: z.number().int(),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable(),
    active: z.boolean(),
    status: z.enum(BANNER_STATUSES).openapi({
      description:
        "Today: 'showing' on the home, 'scheduled' (first day ahead), 'expired' (last day past), 'inactive', 'no_image' (no picture yet)",
    }),
  })
  .openapi('HomeBanner');
export type BannerJson = z.infer<typeof bannerSchema>;

export const bannersSchema = z.object({ banners: z.array(bannerSchema) }).openapi('HomeBanners');
export type BannersJson = z.infer<typeof bannersSchema>;
