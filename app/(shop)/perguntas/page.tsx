import type { Metadata } from 'next';
import { StaticPage } from '@/components/static/static-page';
import { faqEntries } from '@/lib/content/faq';
import { config } from '@/lib/server/config';
import { storeInfo } from '@/lib/server/store/store-info';

export const metadata: Metadata = {
  title: 'Perguntas frequentes',
  description: 'Pagamento, Pix, entrega, retirada, trocas e pesos: as respostas para as dúvidas mais comuns.',
  alternates: { canonical: '/perguntas' },
};

export default function FaqPage() {
  const { PIX_MARGIN_PERCENT, PIX_EXPIRY_MINUTES } = config();
  const entries = faqEntries(storeInfo(), {
    marginPercent: PIX_MARGIN_PERCENT,
    expiryMinutes: PIX_EXPIRY_MINUTES,
  });
  return (
    <StaticPage title="Perguntas frequentes">
      <div className="divide-y divide-warm-200 rounded-xl bg-white ring-1 ring-warm-200">
        {entries.map((entry) => (
          <details key={entry.question} className="group px-4 py-3">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-1 font-semibold [&::-webkit-details-marker]:hidden">
              {entry.question}
              <span aria-hidden className="text-xl text-brand transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="mt-2 space-y-2 text-warm-700">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </StaticPage>
  );
}
