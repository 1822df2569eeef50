import { NotFoundContent } from '@/components/layout/not-found-content';

/** notFound() from a shop page without its own not-found (the shell comes from the shop layout). */
export default function ShopNotFound() {
  return <NotFoundContent />;
}
