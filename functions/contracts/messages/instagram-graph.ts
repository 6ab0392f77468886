/**
 * Texts of the Instagram data source (Meta's Graph API, Business Discovery): the reasons an analysis
 * ends failed and the labels computed from a profile's media (spec 3, "Instagram analysis").
 */
export const instagramGraphMessages = {
  failures: {
    /**
     * Meta answers the same error for a name that does not exist and for a personal account (Business
     * Discovery reads only business and creator accounts), so one text covers both.
     */
    notReadable: (username: string) =>
      `Não encontramos o perfil @${username} ou ele não é uma conta comercial ou de criador de conteúdo. ` +
      'Confira o nome de usuário: só perfis profissionais públicos podem ser analisados.',
    invalidUsername: (username: string) =>
      `"${username}" não é um nome de usuário do Instagram válido. Use apenas letras, números, ponto e sublinhado (até 30 caracteres).`,
    rateLimited: 'O Instagram limitou as consultas por alguns minutos. Tente novamente mais tarde.',
    /** Token or permission problems, server errors and anything unexpected: the user is not told which. */
    unavailable: 'Não foi possível consultar o Instagram agora. Tente novamente mais tarde.',
  },
  contentTypes: {
    IMAGE: 'Imagem',
    VIDEO: 'Vídeo',
    REELS: 'Reels',
    CAROUSEL_ALBUM: 'Carrossel',
  },
  weekdays: [
    'Domingo',
    'Segunda-feira',
    'Terça-feira',
    'Quarta-feira',
    'Quinta-feira',
    'Sexta-feira',
    'Sábado',
  ],
  /** 'Terça-feira, 19h' */
  postingTime: (weekday: string, hour: number) => `${weekday}, ${hour}h`,
} as const;
