export const trialMessages = {
  title: 'Teste grátis por 30 dias',
  subtitle: 'Sem cartão de crédito. Cancele quando quiser.',
  noCard: 'Não pedimos cartão de crédito.',
  benefitsTitle: 'O que você recebe',
  benefits: [
    'Todos os diagnósticos',
    'Dossiê estratégico completo',
    'Materiais exclusivos',
    '30 dias de acesso completo',
  ],
  submit: 'Começar meu teste grátis',
  submitting: 'Criando conta...',
  errorTitle: 'Erro no cadastro',
  errorFallback: 'Não foi possível criar sua conta trial. Tente novamente.',
  success: 'Conta trial criada com sucesso!',
  haveAccount: 'Já tem uma conta?',
  signIn: 'Entrar',
} as const;
