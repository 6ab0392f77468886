/**
 * Texts of the pure diagnostics rules (functions/domain): answer refusals, investor revenue checks,
 * diagnostic card and dossier labels, journey step titles. Texts quoted by the spec are copied exactly.
 */
export const diagnosticsDomainMessages = {
  answer: {
    /** Spec: shown by the distribution question, and the API's refusal of a total other than 100. */
    distributionMustTotal100: 'Deve somar 100%',
    /** Spec: an unknown question type. */
    unknownQuestionType: 'Tipo de pergunta não reconhecido',
    optionRequired: 'Selecione uma opção.',
    optionNotInQuestion: 'A opção escolhida não pertence a esta pergunta.',
    valueRequired: 'Informe um valor.',
    valueNotInteger: 'O valor deve ser um número inteiro.',
    valueOutOfRange: (min: number, max: number) => `O valor deve estar entre ${min} e ${max}.`,
    valueWithoutOption: 'O valor escolhido não corresponde a nenhuma opção desta pergunta.',
    optionValueMismatch: 'A opção escolhida não corresponde ao valor informado.',
    distributionRequired: 'Distribua os percentuais entre as categorias.',
    distributionUnknownCategory: (category: string) => `Categoria desconhecida: ${category}.`,
    distributionDuplicateCategory: (category: string) => `Categoria repetida: ${category}.`,
    distributionPercentageOutOfRange: 'Cada percentual deve estar entre 0 e 100.',
    dateInvalid: 'Informe uma data válida no formato AAAA-MM-DD.',
    timeInvalid: 'Informe um horário válido no formato HH:mm.',
    textRequired: 'Escreva sua resposta.',
    textTooLong: (max: number) => `A resposta deve ter no máximo ${max} caracteres.`,
  },
  revenue: {
    mustBePositive: 'Faturamento deve ser maior que zero',
    tooLow: 'Faturamento muito baixo. Verifique se o valor está correto.',
    tooHigh: 'Faturamento muito alto. Verifique se o valor está em reais.',
  },
  card: {
    completed: 'Concluído',
    progress: (percentage: number) => `${percentage}% Completo`,
    /** The spec names the state (progress 0) but shows no text for it. */
    notStarted: 'Não iniciado',
    start: 'Iniciar',
    view: 'Visualizar',
  },
  dossier: {
    locked: 'Bloqueado',
    available: 'Disponível',
    count: (completed: number, total: number) => `${completed} de ${total}`,
  },
  /** The spec lists the six steps but shows no titles; these are ours. */
  journey: {
    founder: 'Diagnóstico do Fundador',
    business: 'Diagnóstico do Negócio',
    management: 'Diagnóstico do Sistema de Gestão',
    investor: 'Diagnóstico do Investidor',
    dossier: 'Dossiê Estratégico',
    actionPlan: 'Plano de Ação',
  },
} as const;
