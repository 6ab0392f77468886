export const validationMessages = {
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  passwordRequired: 'Senha é obrigatória',
  passwordMin6: 'Mínimo de 6 caracteres',
  firstNameRequired: 'Nome é obrigatório',
  lastNameRequired: 'Sobrenome é obrigatório',
  tooLong: 'Texto muito longo',
  codeRequired: 'Informe o código recebido por email.',
  urlInvalid: 'Endereço inválido',
} as const;
