export const onboardingMessages = {
  completed: 'Onboarding concluído',
  disabled: 'Onboarding desativado',
  videoTitle: 'Vídeo de boas-vindas',
} as const;
