/**
 * The store back office (/equipe/loja) is the manager's: its guard sits in this layout, outside the loading
 * boundary of its pages (./loading.tsx), so that anyone else gets the not-found page with its 404 status
 * before anything is streamed. The day's screens keep their own boundary apart, in ../(day)/.
 */
import { staffPage } from '@/lib/server/pages/staff-access';

export default async function StoreLayout({ children }: { children: React.ReactNode }) {
  await staffPage('store');
  return children;
}
