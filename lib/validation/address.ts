/**
 * The address form's schema (docs/business-rules.md, Accounts and addresses), shared by the storefront form
 * and the sales API. Keys are the API's (firstname = receiver name, address1, address2, phone, reference,
 * ...).
 */
import { z } from 'zod';
import { hasCnpjShape, hasIeBaShape, isValidCnpj, isValidIeBa, stripDocumentMask } from './documents';
import {
  ALWAYS,
  checkedString,
  controlCharacterProblem,
  optionalText,
  requiredText,
} from '@/lib/rules/fields';
import { DELIVERY_CITIES, deliveryCityOf, zipcodeAreaProblem } from '@/lib/rules/delivery-area';
import { MSG } from '@/lib/rules/field-messages';

/**
 * 8 digits after removing dashes, dots and spaces; the covered area's CEPs start with 4, and of those the
 * shop delivers to the three cities' ranges only.
 */
function zipcodeProblem(value: string): string | undefined {
  const zipcode = stripDocumentMask(value);
  if (!zipcode) return MSG.required;
  if (!/^\d{8}$/.test(zipcode)) return MSG.cepLength;
  return zipcodeAreaProblem(zipcode);
}

/** 9 to 13 digits with the area code; brackets, dashes, dots, spaces and '+' are ignored. */
function phoneProblem(value: string): string | undefined {
  const phone = value.replace(/[()\-.\s+]/g, '');
  if (!phone) return MSG.required;
  if (!/^\d{9,13}$/.test(phone)) return MSG.phoneLength;
  return undefined;
}

function cityProblem(value: string): string | undefined {
  const city = value.trim();
  if (!city) return MSG.cityRequired;
  if (city.length > 30) return MSG.cityRequired;
  if (!(DELIVERY_CITIES as readonly string[]).includes(city)) return MSG.outOfArea;
  return undefined;
}

function cnpjProblem(value: string | null | undefined): string | undefined {
  if (!value?.trim()) return MSG.required;
  if (controlCharacterProblem(value)) return MSG.singleLine;
  if (!hasCnpjShape(value)) return MSG.cnpjLength;
  if (!isValidCnpj(value)) return MSG.cnpjInvalid;
  return undefined;
}

/** Optional; when given, 8 or 9 digits valid for Bahia. */
function ieProblem(value: string | null | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  if (controlCharacterProblem(value)) return MSG.singleLine;
  if (!hasIeBaShape(value)) return MSG.ieLength;
  if (!isValidIeBa(value)) return MSG.ieInvalid;
  return undefined;
}

const addressFields = {
  firstname: requiredText(100, MSG.nameLong, MSG.nameRequired),
  address1: checkedString((value) => {
    const text = value.trim();
    if (!text) return MSG.addressRequired;
    if (text.length < 5) return MSG.addressShort;
    if (text.length > 100) return MSG.addressLong;
    return undefined;
  }),
  address2: optionalText(100, MSG.complementLong),
  city: checkedString(cityProblem),
  zipcode: checkedString(zipcodeProblem),
  phone: checkedString(phoneProblem),
  neighborhood: requiredText(30, MSG.neighborhoodLong),
  reference: requiredText(100, MSG.referenceLong),
  additional_information: optionalText(255, MSG.additionalInformationLong, 'multi-line'),
  /** The form's 'company address' switch; without it, any company field makes it a company address. */
  is_company: z.boolean().optional(),
  cnpj: z.string().nullish(),
  ie_company: z.string().nullish(),
  company: z.string().nullish(),
};

interface CompanyFields {
  is_company?: boolean;
  cnpj?: string | null;
  ie_company?: string | null;
  company?: string | null;
}

export function isCompanyAddress(value: CompanyFields): boolean {
  return value.is_company ?? Boolean(value.cnpj?.trim() || value.company?.trim() || value.ie_company?.trim());
}

function companyProblem(value: string | null | undefined): string | undefined {
  if (!value?.trim()) return MSG.required;
  return controlCharacterProblem(value) ?? (value.trim().length > 50 ? MSG.companyLong : undefined);
}

const COMPANY_FIELDS = ['cnpj', 'ie_company', 'company'] as const;

/**
 * Company addresses need a valid CNPJ and the company's name; the IE is optional but must be valid.
 * The rule runs on the raw body: a company field of another type than text is left to its own message.
 */
function companyRules(raw: Partial<Record<keyof CompanyFields, unknown>>, ctx: z.RefinementCtx) {
  if (raw.is_company != null && typeof raw.is_company !== 'boolean') return;
  if (COMPANY_FIELDS.some((field) => raw[field] != null && typeof raw[field] !== 'string')) return;
  const value = raw as CompanyFields;
  if (!isCompanyAddress(value)) return;
  const problems: [keyof CompanyFields, string | undefined][] = [
    ['cnpj', cnpjProblem(value.cnpj)],
    ['ie_company', ieProblem(value.ie_company)],
    ['company', companyProblem(value.company)],
  ];
  for (const [field, message] of problems) {
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/**
 * The city must be the CEP's: the delivery is priced by the city (docs/business-rules.md, Delivery), so a
 * Vila de Abrantes CEP typed as Salvador would pay Salvador's price. Only once both are valid on their own.
 */
function cityOfZipcodeRule(raw: { city?: unknown; zipcode?: unknown }, ctx: z.RefinementCtx) {
  if (typeof raw.city !== 'string' || typeof raw.zipcode !== 'string') return;
  if (cityProblem(raw.city) || zipcodeProblem(raw.zipcode)) return;
  const city = deliveryCityOf(stripDocumentMask(raw.zipcode))!;
  if (raw.city.trim() !== city)
    ctx.addIssue({ code: 'custom', path: ['city'], message: MSG.cityOfZipcode(city) });
}

/** PUT /v2/addresses/{id} and the address form: the state is fixed, so it is not sent. */
export const addressSchema = z
  .object(addressFields)
  .superRefine(companyRules, ALWAYS)
  .superRefine(cityOfZipcodeRule, ALWAYS);
export type AddressInput = z.infer<typeof addressSchema>;

/** POST /v2/addresses: the state may be sent, and must then be Bahia. */
export const newAddressSchema = z
  .object({
    ...addressFields,
    state: z
      .string()
      .nullish()
      .superRefine((value, ctx) => {
        if (value && !['bahia', 'ba'].includes(value.trim().toLowerCase())) {
          ctx.addIssue({ code: 'custom', message: MSG.stateOnlyBahia });
        }
      }),
  })
  .superRefine(companyRules, ALWAYS)
  .superRefine(cityOfZipcodeRule, ALWAYS);
export type NewAddressInput = z.infer<typeof newAddressSchema>;
