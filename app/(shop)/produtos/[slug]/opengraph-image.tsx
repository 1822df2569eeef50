import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { displayListPrice, displayPrice, isOnSale, unitLabel } from '@/lib/catalogue/variant';
import { camelize } from '@/lib/sales-api/case';
import { getProductBySlug } from '@/lib/server/pages/page-data';
import { ogPhotoDataUrl } from '@/lib/server/media/og-photo';
import { storeInfo } from '@/lib/server/store/store-info';

export const runtime = 'nodejs';
export const revalidate = 300;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const alt = 'Foto, nome e preço do produto';

/** The link preview of a product page: its photo, name and price per Kg or unit. */
export default async function ProductOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const json = /^[a-z0-9-]{1,200}$/.test(slug) ? await getProductBySlug(slug) : null;
  if (!json) notFound();
  const product = camelize(json);
  const photo = await ogPhotoDataUrl(product.images[0]?.largeUrl, 600, 630);
  const listPrice = isOnSale(product) ? displayListPrice(product) : null;
  const unit = unitLabel(product.unitForQuantity);
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#faf8f6' }}>
      {photo ? (
        <img src={photo} width={600} height={630} alt="" style={{ objectFit: 'cover' }} />
      ) : (
        <div
          style={{
            display: 'flex',
            width: 600,
            height: 630,
            alignItems: 'center',
            justifyContent: 'center',
            background: '#f3efeb',
            color: '#8a7f76',
            fontSize: 36,
          }}
        >
          Produto sem foto
        </div>
      )}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: 600,
          padding: 48,
          background: '#8f1d21',
          color: '#fff',
        }}
      >
        <div style={{ display: 'flex', fontSize: 30, opacity: 0.85 }}>{storeInfo().name}</div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: 56, lineHeight: 1.1 }}>{product.name}</div>
          {listPrice && (
            <div
              style={{
                display: 'flex',
                marginTop: 24,
                fontSize: 30,
                textDecoration: 'line-through',
                opacity: 0.8,
              }}
            >
              {`${listPrice} / ${unit}`}
            </div>
          )}
          <div style={{ display: 'flex', marginTop: listPrice ? 4 : 24, fontSize: 64, color: '#f5c542' }}>
            {`${displayPrice(product)} / ${unit}`}
          </div>
        </div>
        <div style={{ display: 'flex', fontSize: 26, opacity: 0.85 }}>
          {product.inStock ? 'Entrega em Salvador e região' : 'Fora de estoque'}
        </div>
      </div>
    </div>,
    size,
  );
}
