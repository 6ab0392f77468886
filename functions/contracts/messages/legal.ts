export const legalMessages = {
  privacyTitle: 'Política de Privacidade',
  termsTitle: 'Termos de Uso',
  version: (version: string, date: string) => `Versão ${version}, de ${date}`,
  contactTitle: 'Controlador e encarregado',
  controller: 'Controlador',
  cnpj: 'CNPJ',
  dpo: 'Encarregado (DPO)',
  dpoEmail: 'E-mail do encarregado',
  contactLoading: 'Carregando os dados de contato...',
  contactMissing: 'Os dados do controlador e do encarregado ainda não foram configurados neste ambiente.',
  backHome: 'Voltar para o início',
  otherDocument: 'Veja também:',
  footerLabel: 'Documentos legais',
  // The sign-up forms' checkbox: 'Li e aceito os Termos de Uso e a Política de Privacidade', both linked.
  acceptBefore: 'Li e aceito os ',
  acceptBetween: ' e a ',
  opensInNewTab: '(abre em nova aba)',
  acceptanceRequired: 'Para continuar, aceite os Termos de Uso e a Política de Privacidade.',
  // The signed-in shell's dialog, when a version changed.
  updateTitle: 'Atualizamos nossos termos',
  updateIntro:
    'Os Termos de Uso e a Política de Privacidade têm uma nova versão. Leia os documentos e aceite-os para seguir usando a plataforma nas novas condições. Se não concordar, você pode excluir a sua conta em Perfil → Meus dados.',
  accept: 'Aceitar',
  accepting: 'Aceitando...',
  later: 'Agora não',
  acceptedToast: 'Obrigado! Sua aceitação foi registrada.',
  acceptErrorTitle: 'Erro ao registrar a aceitação',
  acceptError: 'Não foi possível registrar a sua aceitação. Tente novamente.',
  impersonationRefused: 'Só o próprio usuário pode aceitar os termos; a personificação não pode fazê-lo.',
  // The profile's line.
  profileLine: 'Consulte os nossos',
  profileAccepted: (date: string) => `Você aceitou as versões em vigor em ${date}.`,
} as const;
