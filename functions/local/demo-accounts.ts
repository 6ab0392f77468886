/** The demo accounts `npm start` creates and prints. Local only: never used by the cloud stacks. */
export const demoAccounts = [
  {
    email: 'admin@rumo.local',
    password: 'admin123',
    firstName: 'Ana',
    lastName: 'Administradora',
    admin: true,
  },
  {
    email: 'usuario@rumo.local',
    password: 'usuario123',
    firstName: 'Bruno',
    lastName: 'Fundador',
    admin: false,
  },
] as const;
