'use client';

import { useState } from 'react';
import { useStoreProductOptions } from '@/lib/api-client/store';

/**
 * Whether the product form's choices (subdepartments, manufacturers, cooking methods) have been answered
 * or refused, for a screen that draws the form only then, in one render (./new-product-form.tsx,
 * ./product-editor.tsx). Once true it stays true: the form asks again for choices that were refused, and
 * that asking must not take the form away.
 */
export function useChoicesAnswered(): boolean {
  const options = useStoreProductOptions();
  const [answered, setAnswered] = useState(false);
  if (!answered && !options.isPending) setAnswered(true);
  return answered;
}
