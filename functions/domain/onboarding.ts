import type { OnboardingSettings } from '../contracts/onboarding';

/**
 * The onboarding settings before an admin saves any (spec: a sample video, title 'Seja bem-vindo à
 * nossa plataforma!', button 'Vamos começar', disabled). The sample video is the Blender
 * Foundation's open film Big Buck Bunny, a placeholder until an admin sets the real one.
 */
export const DEFAULT_ONBOARDING: Omit<OnboardingSettings, 'updatedAt'> = {
  videoUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
  welcomeTitle: 'Seja bem-vindo à nossa plataforma!',
  welcomeDescription:
    'Aqui você vai entender o momento do seu negócio e o seu perfil como fundador. Comece pelos ' +
    'diagnósticos: com eles montamos suas análises, o dossiê estratégico da sua empresa e um plano ' +
    'de ação com as prioridades dos próximos meses.',
  buttonText: 'Vamos começar',
  enabled: false,
};
