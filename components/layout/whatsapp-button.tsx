'use client';

import { useCurrentOrderNumber } from '@/lib/api-client/cart';
import { whatsappLink } from '@/lib/shell/whatsapp';
import { WhatsAppIcon } from '@/components/ui/icons/whatsapp-icon';

/** Chat on WhatsApp; the prefilled text names the current order when there is one. */
export function WhatsAppButton({ number, storeName }: { number: string; storeName: string }) {
  const orderNumber = useCurrentOrderNumber();
  return (
    <a
      href={whatsappLink(number, storeName, orderNumber)}
      target="_blank"
      rel="noopener noreferrer"
      className="tap-target inline-flex items-center justify-center gap-1.5 rounded-full bg-[#1f7a44] px-2 py-1 text-xs sm:px-3 font-bold text-white hover:bg-[#17643a]"
    >
      <WhatsAppIcon className="size-4" />
      <span className="max-sm:sr-only">WhatsApp</span>
      <span className="sr-only"> (abre em nova janela)</span>
    </a>
  );
}
