/**
 * The pt-BR validation messages. Those the business rules quote (docs/business-rules.md) are verbatim; the
 * others (marked 'text ours') follow their wording for a limit stated without a text.
 */
export const MSG = {
  required: 'Campo é obrigatório',
  // Any text field (lib/rules/fields.ts, textRule). Texts ours.
  singleLine: 'Não use quebras de linha ou caracteres de controle',
  controlCharacters: 'Não use caracteres de controle',
  loneSurrogate: 'Texto com caractere inválido',
  // Users.
  cpfLength: 'CPF são 11 números',
  cpfInvalid: 'CPF inválido',
  emailInvalid: 'Email inválido',
  passwordShort: 'Senha muito curta. Mínimo de 6 caracteres',
  passwordLong: 'Senha muito longa. Máx de 50 caracteres',
  passwordMismatch: 'Senha e confirmação não são iguais',
  termsRequired: 'Favor aceitar os termos de uso',
  firstNameLong: 'Nome muito longo. Max 30 letras', // text ours
  lastNameLong: 'Sobrenome muito longo. Max 30 letras', // text ours
  loginFailed: 'Email ou senha incorretos',
  wrongPassword: 'Senha incorreta',
  deletionConfirm: 'Confirme que entendeu o que acontece com seus dados', // text ours
  // Addresses.
  nameRequired: 'Nome é obrigatório',
  nameLong: 'Nome muito longo. Max 100 letras',
  addressRequired: 'Endereço é obrigatório',
  addressShort: 'Nome muito curto.',
  addressLong: 'Endereço muito longo. Max 100 letras', // text ours
  complementLong: 'Complemento muito longo. Max 100 letras',
  cityRequired: 'Cidade é obrigatório',
  cepLength: 'CEP são 8 números',
  outOfArea: 'Fora da area de cobertura',
  zipcodeNotServed: 'Ainda não entregamos nesse CEP', // a CEP starting with 4 outside the three cities
  // The city typed against the CEP's (the delivery's price is the city's). Text ours.
  cityOfZipcode: (city: string) => `Este CEP é de ${city}`,
  phoneLength: 'Tel deve ter 9 a 13 números com DDD',
  neighborhoodLong: 'Bairro muito longo. Max 30 letras', // text ours
  referenceLong: 'Ponto de referência muito longo. Max 100 letras', // text ours
  additionalInformationLong: 'Informação adicional muito longa. Max 255 letras', // ours
  stateOnlyBahia: 'Entregamos apenas na Bahia', // ours
  cnpjLength: 'CNPJ são 14 números',
  cnpjInvalid: 'CNPJ inválido',
  ieLength: 'Inscrição Estadual são 8 ou 9 números',
  ieInvalid: 'Inscrição Estadual inválida',
  companyLong: 'Nome da empresa muito longo. Max 50 letras', // text ours
  // New credit card.
  cardName: 'Nome incorreto. Verifique o cartão',
  cardNameLong: 'Nome muito longo. Max 100 letras',
  cardNumber: 'O número deve conter entre 10 e 20 digitos',
  cardCvv: 'O CVV deve conter entre 2 e 5 dígitos',
  cardYear: 'Ano inválido',
  cardMonth: 'O mês deve ter 2 dígitos. Ex: 04=Abril.',
} as const;
