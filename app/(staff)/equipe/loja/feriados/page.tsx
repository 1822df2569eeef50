import type { Metadata } from 'next';
import { StoreHolidays } from '@/components/staff/store-holidays';
import { staffPage } from '@/lib/server/pages/staff-access';
import { shopDate } from '@/lib/server/store/shop-schedule';

export const metadata: Metadata = { title: 'Feriados' };

/** The manager's holidays and closed days (the 'store' capability; others get the not-found page). */
export default async function HolidaysPage() {
  await staffPage('store');
  return <StoreHolidays initialYear={Number(shopDate(new Date()).slice(0, 4))} />;
}
