export const analysesMessages = {
  title: 'Minhas Análises',
  intro: 'As análises dos diagnósticos que você concluiu.',
  seeFull: 'Ver análise completa',
  completedOn: (date: string) => `Concluído em ${date}`,
  notAvailable: 'Não disponível',
  empty: 'Nenhuma análise disponível',
  emptyText: 'Conclua um diagnóstico para receber a sua primeira análise.',
  goToDiagnostics: 'Ir para os diagnósticos',
} as const;
