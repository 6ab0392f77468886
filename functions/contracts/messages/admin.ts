export const adminMessages = {
  usersTitle: 'Usuários',
  showingUsers: (n: number) => `Exibindo ${n} usuários`,
  loadUsersError: 'Erro ao carregar usuários',
  roleAdmin: 'Administrador',
  roleUser: 'Usuário',
  createdAt: 'Data de Criação',
  role: 'Papel',
} as const;
