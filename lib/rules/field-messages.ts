/**
 * The pt-BR validation messages. Those quoted by specs 01 and 02 are verbatim; the others (marked) follow
 * their wording for limits the specs state without a text.
 */
export const MSG = {
  required: 'Campo é obrigatório',
  // Users (spec 02, section 5).
  cpfLength: 'CPF são 11 números',
  cpfInvalid: 'CPF inválido',
  emailInvalid: 'Email inválido',
  passwordShort: 'Senha muito curta. Mínimo de 6 caracteres',
  passwordLong: 'Senha muito longa. Máx de 50 caracteres',
  passwordMismatch: 'Senha e confirmação não são iguais',
  termsRequired: 'Favor aceitar os termos de uso',
  firstNameLong: 'Nome muito longo. Max 30 letras', // limit from the spec, text ours
  lastNameLong: 'Sobrenome muito longo. Max 30 letras', // limit from the spec, text ours
  loginFailed: 'Email ou senha incorretos',
  wrongPassword: 'Senha incorreta',
  // Addresses (spec 01 and 02, section 5).
  nameRequired: 'Nome é obrigatório',
  nameLong: 'Nome muito longo. Max 100 letras',
  addressRequired: 'Endereço é obrigatório',
  addressShort: 'Nome muito curto.',
  addressLong: 'Endereço muito longo. Max 100 letras', // limit from the spec, text ours
  complementLong: 'Complemento muito longo. Max 100 letras',
  cityRequired: 'Cidade é obrigatório',
  cepLength: 'CEP são 8 números',
  outOfArea: 'Fora da area de cobertura',
  phoneLength: 'Tel deve ter 9 a 13 números com DDD',
  neighborhoodLong: 'Bairro muito longo. Max 30 letras', // limit from the spec, text ours
  referenceLong: 'Ponto de referência muito longo. Max 100 letras', // limit from the spec, text ours
  additionalInformationLong: 'Informação adicional muito longa. Max 255 letras', // ours
  stateOnlyBahia: 'Entregamos apenas na Bahia', // ours
  cnpjLength: 'CNPJ são 14 números',
  cnpjInvalid: 'CNPJ inválido',
  ieLength: 'Inscrição Estadual são 8 ou 9 números',
  ieInvalid: 'Inscrição Estadual inválida',
  companyLong: 'Nome da empresa muito longo. Max 50 letras', // limit from the spec, text ours
  // New credit card (spec 01, section 5).
  cardName: 'Nome incorreto. Verifique o cartão',
  cardNameLong: 'Nome muito longo. Max 100 letras',
  cardNumber: 'O número deve conter entre 10 e 20 digitos',
  cardCvv: 'O CVV deve conter entre 2 e 5 dígitos',
  cardYear: 'Ano inválido',
  cardMonth: 'O mês deve ter 2 dígitos. Ex: 04=Abril.',
} as const;
