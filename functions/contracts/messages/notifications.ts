export const notificationsMessages = {
  bellLabel: 'Notificações',
  bellLabelWithCount: (count: number) =>
    count === 1 ? 'Notificações: 1 não lida' : `Notificações: ${count} não lidas`,
  title: 'Notificações',
  empty: 'Nenhuma notificação no momento.',
  markAsRead: 'Marcar como lida',
  dismiss: 'Dispensar',
  clearAll: 'Limpar todas',
  overdueTitle: 'Tarefa atrasada',
  overdue: (task: string, days: number) =>
    days === 1 ? `"${task}" venceu ontem.` : `"${task}" está atrasada há ${days} dias.`,
  dueTodayTitle: 'Tarefa vence hoje',
  dueToday: (task: string) => `"${task}" vence hoje.`,
  dueTomorrowTitle: 'Tarefa vence amanhã',
  dueTomorrow: (task: string) => `"${task}" vence amanhã.`,
} as const;
