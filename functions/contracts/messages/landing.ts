export const landingMessages = {
  headline: 'Diagnóstico estratégico para fundadores e empresários',
  subheadline:
    'Conheça a si mesmo, o seu negócio e o seu mercado, e transforme o diagnóstico em um plano de ação.',
  cta: 'Começar agora',
  ctaSignIn: 'Entrar',
  ctaActionPlan: 'Ver o plano de ação',
  statsTitle: 'Resultados que falam por si',
  stats: [
    { value: '10.000+', label: 'empresas atendidas' },
    { value: '50+', label: 'países' },
    { value: '15+', label: 'anos de experiência' },
    { value: '95%', label: 'taxa de sucesso' },
  ],
  sectorsTitle: 'Setores que atendemos',
  sectors: [
    'Varejo e comércio',
    'Serviços profissionais',
    'Tecnologia e startups',
    'Indústria',
    'Saúde e bem-estar',
    'Educação',
    'Alimentação',
    'Agronegócio',
  ],
  methodologyTitle: 'A metodologia em 7 passos',
  methodologyIntro: 'Um caminho estruturado do autoconhecimento à rotina que sustenta a execução.',
  methodology: [
    {
      title: 'Autoconhecimento',
      text: 'Entenda o seu perfil de fundador, suas motivações e seu estilo de decisão.',
    },
    { title: 'Ambiente externo', text: 'Mercado, concorrentes e oportunidades que cercam o seu negócio.' },
    {
      title: 'Ambiente interno',
      text: 'Produto, canais, funil, preço, mensuração e conteúdo da sua empresa.',
    },
    {
      title: 'Perfil de risco e investidor',
      text: 'Quanto e como investir em crescimento, de acordo com o seu perfil.',
    },
    {
      title: 'Dossiê da empresa para 5 anos',
      text: 'Um dossiê estratégico com a visão e as escolhas para os próximos anos.',
    },
    { title: 'Plano de ação', text: 'Tarefas priorizadas com o método 5W2H e um assistente para cada uma.' },
    {
      title: 'Ritmo, rotina e ritual',
      text: 'A cadência de acompanhamento que transforma o plano em resultado.',
    },
  ],
  finalTitle: 'Pronto para dar o próximo passo?',
  finalText: 'Comece pelos diagnósticos e receba análises e um plano de ação feitos para o seu negócio.',
} as const;
