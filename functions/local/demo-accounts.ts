import { demoCompany } from './demo-company/company';

/**
 * The demo accounts `npm start` creates and prints. Local only: never used by the cloud stacks.
 * `purpose` is printed beside each account.
 */
export const demoAccounts = [
  {
    email: 'admin@rumo.local',
    password: 'admin123',
    firstName: 'Ana',
    lastName: 'Administradora',
    admin: true,
    purpose: 'in the Cognito admin group: the admin area',
  },
  {
    email: 'usuario@rumo.local',
    password: 'usuario123',
    firstName: 'Bruno',
    lastName: 'Fundador',
    admin: false,
    purpose: 'a plain user without a subscription: the paywall and the first steps',
  },
] as const;

/**
 * The demo founder: Luciana Ferraz of Doce Ponto (./demo-company), whose whole journey
 * (subscription, four diagnostics and analyses, dossier, action plan, learning, marketing) the demo
 * company runner builds through the API on the first `npm start` (functions/local/demo-company/runner.ts).
 * Not in `demoAccounts`: the seed does not create her, the runner signs her up as a user would.
 */
export const demoFounder = {
  email: 'fundadora@rumo.local',
  password: 'fundadora123',
  firstName: demoCompany.founder.firstName,
  lastName: demoCompany.founder.lastName,
  admin: false,
  purpose: `a subscriber who has walked the whole journey with her company, ${demoCompany.name}`,
} as const;
