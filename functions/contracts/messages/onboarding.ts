export const onboardingMessages = {
  completed: 'Onboarding concluído',
  disabled: 'Onboarding desativado',
  defaultTitle: 'Seja bem-vindo à nossa plataforma!',
  defaultButton: 'Vamos começar',
  videoTitle: 'Vídeo de boas-vindas',
} as const;
