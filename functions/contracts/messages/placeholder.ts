export const placeholderMessages = {
  comingSoon: 'Em breve',
  comingSoonText: 'Esta área está sendo preparada e ficará disponível em breve.',
  backToDashboard: 'Voltar para o painel',
} as const;
