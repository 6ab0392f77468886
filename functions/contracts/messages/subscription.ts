export const subscriptionMessages = {
  checkErrorTitle: 'Erro ao verificar assinatura',
} as const;
