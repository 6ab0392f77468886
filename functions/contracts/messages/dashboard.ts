export const dashboardMessages = {
  greeting: (name: string) => `Olá, ${name}!`,
  intro: 'Este é o seu painel. Os diagnósticos e a sua jornada aparecem aqui.',
} as const;
