import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StoreProductEditor } from '@/components/store/product-editor';
import { staffPage } from '@/lib/server/pages/staff-access';

export const metadata: Metadata = { title: 'Produto' };

/** One product: status, form and pictures (the manager). */
export default async function StoreProductPage({ params }: { params: Promise<{ id: string }> }) {
  await staffPage('store');
  const { id } = await params;
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  return <StoreProductEditor id={Number(id)} />;
}
