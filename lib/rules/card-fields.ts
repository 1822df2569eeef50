/**
 * The new-card form's schema, and the rules of the holder and expiry a tokenised card keeps. The number and
 * CVV go only to the card's tokeniser (docs/business-rules.md, Payment: authorise and capture).
 */
import { z } from 'zod';
import { checkedString } from './fields';
import { MSG } from './field-messages';

function cardNameProblem(value: string): string | undefined {
  const name = value.trim();
  if (!name) return MSG.required;
  if (name.split(/\s+/).length < 2) return MSG.cardName;
  if (name.length > 100) return MSG.cardNameLong;
  return undefined;
}

/** Digits only, more than 10 and fewer than 20. */
function cardNumberProblem(value: string): string | undefined {
  if (!value) return MSG.required;
  if (!/^\d{11,19}$/.test(value)) return MSG.cardNumber;
  return undefined;
}

function cardCvvProblem(value: string): string | undefined {
  if (!value) return MSG.required;
  if (!/^\d{2,5}$/.test(value)) return MSG.cardCvv;
  return undefined;
}

/** 4 digits between 2017 and 2100, or 2 digits from 17. */
function cardYearProblem(value: string): string | undefined {
  if (!value) return MSG.required;
  if (/^\d{4}$/.test(value)) return Number(value) >= 2017 && Number(value) <= 2100 ? undefined : MSG.cardYear;
  if (/^\d{2}$/.test(value)) return Number(value) >= 17 ? undefined : MSG.cardYear;
  return MSG.cardYear;
}

/** Exactly 2 digits, 01 to 12. */
function cardMonthProblem(value: string): string | undefined {
  if (!value) return MSG.required;
  if (!/^\d{2}$/.test(value) || Number(value) < 1 || Number(value) > 12) return MSG.cardMonth;
  return undefined;
}

/** The holder and expiry as printed on the card: typed in the form, kept with the card's token. */
export const cardHolderFields = {
  name: checkedString(cardNameProblem),
  month: checkedString(cardMonthProblem),
  year: checkedString(cardYearProblem),
};

/** A saved card's CVV, typed again for each order it pays (docs/business-rules.md, Saved cards). */
export const savedCardCvvSchema = z.object({ verification_value: checkedString(cardCvvProblem) });

export const creditCardSchema = z.object({
  name: cardHolderFields.name,
  number: checkedString(cardNumberProblem),
  month: cardHolderFields.month,
  year: cardHolderFields.year,
  verification_value: checkedString(cardCvvProblem),
});
