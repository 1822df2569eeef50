'use client';

import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useZipcodeLookup } from '@/lib/api-client/accounts';
import { deliveryCityOf, zipcodeAreaProblem } from '@/lib/rules/delivery-area';
import type { AddressInput } from '@/lib/validation/address';
import { onlyDigits } from '@/lib/validation/documents';

/**
 * The address form's CEP autofill (docs/business-rules.md, Accounts and addresses): once a CEP other than
 * the one the form opened with has its 8 digits, a CEP outside the area says so at once, and one inside
 * sets the city and fills the street and neighbourhood the lookup knows, never over what the customer
 * typed. Answers whether the lookup is under way.
 */
export function useZipcodeAutofill(form: UseFormReturn<AddressInput>): boolean {
  const zipcode = onlyDigits(useWatch({ control: form.control, name: 'zipcode' }) ?? '');
  const [opened] = useState(zipcode);
  const typed = zipcode.length === 8 && zipcode !== opened;
  const city = typed ? deliveryCityOf(zipcode) : null;
  const lookup = useZipcodeLookup(city ? zipcode : null);

  useEffect(() => {
    if (!typed) return;
    if (!city) {
      form.setError('zipcode', { type: 'area', message: zipcodeAreaProblem(zipcode) });
      return;
    }
    if (form.getFieldState('zipcode').error?.type === 'area') form.clearErrors('zipcode');
    form.setValue('city', city);
  }, [form, typed, city, zipcode]);

  const found = lookup.data;
  useEffect(() => {
    if (!found) return;
    for (const name of ['address1', 'neighborhood'] as const) {
      const value = found[name];
      if (value && !form.getFieldState(name).isDirty) form.setValue(name, value);
    }
  }, [form, found]);

  return lookup.isFetching;
}
