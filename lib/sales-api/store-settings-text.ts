/**
 * The store settings' enumerations and the names the staff read for them (lib/sales-api/store-settings.ts),
 * without zod: the back office's lists show them before any form loads its schema.
 */
export const HOLIDAY_KINDS = ['closed', 'holiday'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

/** What each kind means, as the staff read it. */
export const HOLIDAY_KIND_LABELS: Record<HolidayKind, string> = {
  holiday: 'Feriado: sem entregas; retirada no horário de domingo ou no informado',
  closed: 'Loja fechada: sem entregas nem retirada',
};

/** Weekdays as the staff read them, Sunday first (JavaScript's getDay()). */
export const WEEKDAY_NAMES = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

export const COUPON_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  percent: 'Percentual sobre os produtos',
  fixed: 'Valor fixo sobre os produtos',
  free_shipping: 'Frete grátis',
};

/** Where a coupon stands today, as the manager's list shows it. */
export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'exhausted', 'inactive'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Ativo',
  scheduled: 'Agendado',
  expired: 'Expirado',
  exhausted: 'Esgotado',
  inactive: 'Desativado',
};

/** 'YYYY-MM-DD' as 'dd/mm/aaaa', and its weekday, written without Intl (the browser's). */
export function dayText(day: string): { date: string; weekday: string } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]!;
  return { date: `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`, weekday };
}

/** A whole hour as '08:00'. */
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Whole hours from `start` until `end`, as the store's screens write them ('08:00 - 13:00'). */
export const hoursText = (start: number, end: number) => `${hourText(start)} - ${hourText(end)}`;

/** Whole hours `from` to `to` as a select offers them ('08:00'). */
export const hourOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => ({
    value: from + index,
    text: hourText(from + index),
  }));

/** Where a banner stands today, as the manager's list shows it. */
export const BANNER_STATUSES = ['showing', 'scheduled', 'expired', 'inactive', 'no_image'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

export const BANNER_STATUS_LABELS: Record<BannerStatus, string> = {
  showing: 'No ar',
  scheduled: 'Agendado',
  expired: 'Encerrado',
  inactive: 'Desativado',
  no_image: 'Sem imagem',
};
