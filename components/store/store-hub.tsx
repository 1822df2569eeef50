import Link from 'next/link';
import { PREFETCH_ON_INTENT } from '@/lib/shell/prefetch';

/** The store back office's sections (/equipe/loja), one link each: a new section is one more entry. */
const STORE_SECTIONS: { href: string; label: string; description: string }[] = [
  {
    href: '/equipe/loja/produtos',
    label: 'Produtos',
    description: 'Criar, editar, publicar e arquivar produtos, com preços, estoque e fotos.',
  },
  {
    href: '/equipe/loja/departamentos',
    label: 'Departamentos',
    description: 'Nomes, ordem no menu e fotos dos departamentos e subdepartamentos.',
  },
  {
    href: '/equipe/loja/banners',
    label: 'Banners',
    description: 'Os destaques da página inicial: foto, link, ordem e datas em que aparecem.',
  },
  {
    href: '/equipe/loja/informacoes',
    label: 'Informações da loja',
    description: 'Nome, telefone, WhatsApp, e-mail, endereço e horário mostrados no site.',
  },
  {
    href: '/equipe/loja/feriados',
    label: 'Feriados',
    description: 'Dias sem entrega ou com a loja fechada; os pedidos já agendados ficam como estão.',
  },
  {
    href: '/equipe/loja/janelas',
    label: 'Janelas de entrega',
    description: 'Horários de entrega de cada dia da semana e quantas entregas cabem em cada um.',
  },
  {
    href: '/equipe/loja/entrega',
    label: 'Entrega e retirada',
    description: 'Frete por cidade, frete grátis, taxa e horário da entrega expressa e horário de retirada.',
  },
  {
    href: '/equipe/loja/cupons',
    label: 'Cupons',
    description: 'Criar, editar e desativar cupons de desconto, com limites e validade.',
  },
  {
    href: '/equipe/loja/historico',
    label: 'Histórico',
    description: 'Quem mudou o quê na loja, e quando: produtos, fotos, feriados, janelas e cupons.',
  },
];

export function StoreHub() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-extrabold">Loja</h1>
      <ul className="grid gap-3 sm:grid-cols-2">
        {STORE_SECTIONS.map((section) => (
          <li key={section.href}>
            <Link
              {...PREFETCH_ON_INTENT}
              href={section.href}
              className="flex min-h-11 flex-col gap-1 rounded-lg bg-white p-4 ring-1 ring-warm-200 hover:ring-brand"
            >
              <span className="text-lg font-bold text-brand">{section.label}</span>
              <span className="text-sm text-warm-700">{section.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
