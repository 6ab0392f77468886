export const adminMessages = {
  usersTitle: 'Usuários',
  showingUsers: (n: number) => `Exibindo ${n} usuários`,
  loadUsersError: 'Erro ao carregar usuários',
  loadMoreUsers: 'Carregar mais usuários',
  roleAdmin: 'Administrador',
  roleUser: 'Usuário',
  createdAt: 'Data de Criação',
  role: 'Papel',
  // Impersonation (server side).
  impersonateError: (message: string) => `Erro ao personificar usuário: ${message}`,
  impersonationTargetNotFound: 'Usuário não encontrado.',
  impersonationSelf: 'Você não pode personificar a si mesmo.',
  impersonationRefused:
    'Personificação não autorizada: não há sessão de personificação aberta para este usuário.',
  impersonationAdminOnly: 'Apenas administradores podem personificar usuários.',
} as const;
