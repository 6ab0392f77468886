export const shellMessages = {
  signOut: 'Sair',
  dashboard: 'Inicio',
  admin: 'Administração',
  adminPanelTitle: 'Painel de Administração',
  loading: 'Carregando...',
} as const;
