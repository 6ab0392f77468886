export const subscriptionMessages = {
  statusLabels: {
    active: 'Ativa',
    trialing: 'Em teste',
    past_due: 'Pagamento pendente',
    canceled: 'Cancelada',
  } as Record<string, string>,
  statusUnknown: 'Desconhecido',
  checkErrorTitle: 'Erro ao verificar assinatura',
} as const;
