export const landingMessages = {
  headline: 'Diagnóstico estratégico para fundadores e empresários',
  subheadline:
    'Conheça a si mesmo, o seu negócio e o seu mercado, e transforme o diagnóstico em um plano de ação.',
  cta: 'Começar agora',
} as const;
