import { MSG } from './field-messages';
import { creditCardSchema } from './card-fields';
import { blendSaveFormSchema } from './blend-form-schema';
import { observationFormSchema } from './line-item-schema';
import { fieldErrors as errorsOf } from '@/test-support/field-errors';

/** Line breaks, as a pasted or forged value brings them. */
const LINE_BREAKS = [
  ['LF', '\n'],
  ['CR', '\r'],
  ['CR LF', '\r\n'],
  ['LINE SEPARATOR', '\u2028'],
  ['PARAGRAPH SEPARATOR', '\u2029'],
];
/** Other controls: C0, DEL and C1. */
const CONTROLS = [
  ['SOH', '\u0001'],
  ['TAB', '\t'],
  ['VT', '\u000b'],
  ['FF', '\u000c'],
  ['ESC', '\u001b'],
  ['US', '\u001f'],
  ['DEL', '\u007f'],
  ['PAD', '\u0080'],
  ['NEL', '\u0085'],
  ['CSI', '\u009b'],
];

const APPROVED_CARD = {
  name: 'Ana Souza',
  number: '4111111111111111',
  month: '12',
  year: '2030',
  verification_value: '123',
};
const blend = { name: 'Blend da Maria', observation: 'Moagem grossa', fatPercentage: 20 };

describe('a one-line field', () => {
  it.each([...LINE_BREAKS, ...CONTROLS])('refuses %s with one message', (_name, control) => {
    expect(errorsOf(creditCardSchema, { ...APPROVED_CARD, name: `Ana${control}Souza` })).toEqual({
      name: [MSG.singleLine],
    });
    expect(errorsOf(blendSaveFormSchema, { ...blend, name: `Blend${control}da Maria` })).toEqual({
      name: [MSG.singleLine],
    });
  });

  it('refuses a break at either end too (it is not trimmed away)', () => {
    expect(errorsOf(blendSaveFormSchema, { ...blend, name: 'Blend da Maria\r\n' })).toEqual({
      name: [MSG.singleLine],
    });
  });

  it('keeps accents, symbols and non-breaking spaces', () => {
    expect(errorsOf(creditCardSchema, { ...APPROVED_CARD, name: 'JOÃO D’ÁVILA\u00a0FILHO' })).toEqual({});
    expect(errorsOf(blendSaveFormSchema, { ...blend, name: 'Blend nº 1 — 20% 🍔' })).toEqual({});
  });
});

describe('any text field', () => {
  it.each([
    ['a lone high surrogate', 'Blend \ud800'],
    ['a lone low surrogate', 'Blend \udc00 da Maria'],
    ['a high surrogate before another', '\ud83e\ud83e\udd69'],
  ])('refuses %s (half a character) with one message', (_name, name) => {
    expect(errorsOf(blendSaveFormSchema, { ...blend, name })).toEqual({ name: [MSG.loneSurrogate] });
    expect(errorsOf(blendSaveFormSchema, { ...blend, observation: `Moagem ${name}` })).toEqual({
      observation: [MSG.loneSurrogate],
    });
  });

  it('keeps whole characters written with two surrogates', () => {
    expect(errorsOf(blendSaveFormSchema, { ...blend, name: '🥩 Blend 🍔', observation: '𝄞\n🥩' })).toEqual(
      {},
    );
  });
});

describe('a multi-line field', () => {
  it.each(['\n', '\r\n', 'x\ny\nz'])('keeps the line break %j', (breaks) => {
    expect(errorsOf(observationFormSchema, { observation: `Cortar em bifes${breaks}sem gordura` })).toEqual(
      {},
    );
    expect(errorsOf(blendSaveFormSchema, { ...blend, observation: `Moagem grossa${breaks}fina` })).toEqual(
      {},
    );
  });

  it.each(CONTROLS)('refuses %s with one message', (_name, control) => {
    expect(errorsOf(observationFormSchema, { observation: `Cortar${control}fino` })).toEqual({
      observation: [MSG.controlCharacters],
    });
    expect(errorsOf(blendSaveFormSchema, { ...blend, observation: `Moagem${control}grossa` })).toEqual({
      observation: [MSG.controlCharacters],
    });
  });
});
