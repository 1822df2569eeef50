'use client';

/**
 * A new product's form (/equipe/loja/produtos/novo): the form's code loads after the page's first paint,
 * while its choices (subdepartments, manufacturers) are asked for, and it is drawn once both are there in a
 * background render that hands the main thread back every few milliseconds. Its code stays out of the
 * page's first-load JavaScript, and no long task draws it at load (docs/performance.md).
 */
import { useDeferredValue } from 'react';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { useChoicesAnswered } from './use-choices-answered';

const loadProductForm = () => import('./product-form');

export function NewProductForm() {
  const form = useLoadedModule(loadProductForm);
  const ready = useDeferredValue(useChoicesAnswered() && form !== null);
  return ready && form ? (
    <form.ProductFormView />
  ) : (
    <p role="status" className="rounded-lg bg-white p-6 text-center text-warm-700 ring-1 ring-warm-200">
      Carregando o formulário...
    </p>
  );
}
