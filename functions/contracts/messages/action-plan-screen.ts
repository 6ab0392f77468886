/**
 * More texts of the action plan screen (its labels, confirmations and counts), beside
 * action-plan.ts, which holds the spec's catalogue and the API's messages.
 */
export const actionPlanScreenMessages = {
  tryAgain: 'Tentar novamente',
  planUpdated: 'Plano atualizado',
  planDeleted: 'Plano excluído',
  taskCreated: 'Tarefa criada',
  taskDeleted: 'Tarefa excluída',
  deleteTaskTitle: 'Excluir tarefa?',
  deleteTaskText: (title: string) =>
    `A tarefa "${title}", suas anotações e a conversa com o Genius serão excluídas. Esta ação não pode ser desfeita.`,
  fiveW2HTitle: 'Método 5W2H',
  fromDossier: 'Gerado do dossiê',
  planProgress: (completed: number, total: number) => `${completed} de ${total} concluídas`,
  pendingCount: (pending: number, total: number) => `${pending} pendentes de ${total}`,
  dueOn: (date: string) => `Prazo: ${date}`,
  noDueDate: 'Sem prazo definido',
  generationDialogText:
    'O plano é escrito a partir do seu dossiê estratégico: as lacunas, as prioridades e o cronograma tático viram tarefas com 5W2H e prazos nos próximos 90 dias.',
  itemsHint: 'De 1 a 10 tarefas em cada área',
  genius: {
    conversationLabel: 'Conversa com o Genius',
    welcome:
      'Olá! Sou o Genius. Conheço esta tarefa, o seu plano e o seu dossiê: pergunte por onde começar, quanto custa, quem envolver ou como medir o resultado.',
    close: 'Fechar',
  },
} as const;
