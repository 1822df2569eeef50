/**
 * The manager's previews of unpublished products (/previa/...): the guard sits in this layout, before
 * anything is streamed, so that anyone else gets the not-found page with its 404 status, as in the store
 * back office (../../(staff)/equipe/loja/layout.tsx).
 */
import { staffPage } from '@/lib/server/pages/staff-access';

export default async function PreviewLayout({ children }: { children: React.ReactNode }) {
  await staffPage('store');
  return children;
}
