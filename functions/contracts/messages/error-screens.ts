/** The error screens (spec: app, route, component and diagnostic levels) and the dashboard's. */
export const errorScreensMessages = {
  appTitle: 'Algo deu errado',
  appDescription:
    'Ocorreu um erro inesperado na aplicação. Tente novamente, recarregue a página ou volte ao painel.',
  routeTitle: 'Erro na página',
  routeDescription: 'Não foi possível exibir esta página. Tente novamente ou volte para a página anterior.',
  routeNotFoundDescription: 'A página que você procura não existe ou foi removida.',
  componentTitle: 'Não foi possível exibir este conteúdo',
  componentDescription: 'Esta parte da página encontrou um erro. O restante continua funcionando.',
  diagnosticTitle: 'Erro no Diagnóstico',
  diagnosticDescription:
    'Ocorreu um erro ao exibir o diagnóstico. Tente novamente ou volte para a lista de diagnósticos.',
  retriesLeft: (n: number) => (n === 1 ? 'Resta 1 tentativa.' : `Restam ${n} tentativas.`),
  retriesExhausted: 'O erro continuou após novas tentativas. Recarregue a página ou volte ao painel.',
  technicalDetails: 'Detalhes técnicos',
  retry: 'Tentar novamente',
  goToDashboard: 'Ir para o painel',
  reload: 'Recarregar página',
  back: 'Voltar',
  backToDiagnostics: 'Voltar para diagnósticos',
  dashboardTitle: 'Ops! Ocorreu um problema ao carregar o dashboard',
  dashboardDescription: 'Estamos trabalhando para resolver isso.',
  dashboardRetry: 'Tentar novamente',
} as const;
