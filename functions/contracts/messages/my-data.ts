/** "Meus dados" in the profile: the user's own data export and account deletion (LGPD art. 18). */
export const myDataMessages = {
  title: 'Meus dados',
  intro:
    'Você pode baixar uma cópia de tudo o que a plataforma guarda sobre você ou excluir sua conta definitivamente.',
  export: {
    button: 'Baixar meus dados',
    downloading: 'Preparando arquivo...',
    hint: 'Um arquivo JSON com seu perfil, assinatura, respostas, análises, dossiê, planos, tarefas, notas, conversas com o Genius, progresso nas trilhas e análises de marketing.',
    doneTitle: 'Arquivo baixado',
    done: 'Seus dados foram baixados.',
    failedTitle: 'Não foi possível baixar seus dados',
    fileName: (day: string) => `meus-dados-rumo-estrategico-${day}.json`,
    limit: (max: number) =>
      `Você atingiu o limite diário de ${max} downloads dos seus dados. O limite é renovado à meia-noite (horário de Brasília).`,
    tooLarge: (megabytes: string) =>
      `Seus dados somam ${megabytes} MB, mais do que conseguimos entregar por aqui. Escreva para o encarregado de dados (veja a Política de Privacidade) e enviaremos o arquivo por outro meio.`,
    notWhileImpersonating: 'Durante a personificação não é possível baixar os dados do usuário.',
  },
  deletion: {
    button: 'Excluir minha conta',
    dialogTitle: 'Excluir minha conta',
    explanation:
      'A exclusão é definitiva e não pode ser desfeita. Excluímos seu perfil e seu acesso, todas as suas respostas, análises, relatório do investidor, dossiê, planos de ação, tarefas, notas, conversas com o Genius, progresso nas trilhas, análises de site e de Instagram e sua assinatura (a cobrança é cancelada).',
    kept: 'O que a lei nos permite guardar: os registros de pagamento (faturas e cobranças) ficam com o Stripe, nosso processador de pagamentos, pelo prazo das obrigações fiscais; os registros de ações administrativas sobre a conta ficam por até 5 anos, sem seu e-mail.',
    again: 'Você poderá criar uma nova conta com o mesmo e-mail depois, mas ela começará vazia.',
    passwordLabel: 'Sua senha',
    passwordRequired: 'Digite sua senha para confirmar.',
    wrongPassword: 'Senha incorreta. Nada foi excluído.',
    cancel: 'Cancelar',
    confirm: 'Excluir definitivamente',
    deleting: 'Excluindo...',
    failedTitle: 'Não foi possível excluir sua conta',
    stripeFailed:
      'Não foi possível excluir seus dados de pagamento no Stripe. Nada foi excluído; tente novamente.',
    notWhileImpersonating: 'Durante a personificação não é possível excluir a conta do usuário.',
    deletedTitle: 'Conta excluída',
    deleted: 'Sua conta e seus dados foram excluídos. Obrigado por ter usado o Rumo Estratégico.',
    deletedBack: 'Voltar para a página inicial',
  },
} as const;
