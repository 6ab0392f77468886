import { appConfig } from '../functions/platform/config/app-config';

/** How many users the admin list and search are measured over (issue: "stays fast with 10,000 users"). */
export const SEEDED_USERS = 10_000;

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Íris',
  'João',
];
const LAST_NAMES = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Lima',
  'Costa',
  'Ribeiro',
  'Almeida',
  'Gomes',
];

/** How many seeded users the table holds so far (one stack per bench run): seeding goes on from there. */
let seededSoFar = 0;

/** The e-mail of seeded user `index` (unique; names repeat). */
const seededEmail = (index: number) =>
  `${FIRST_NAMES[index % 10]!.toLowerCase()}.${LAST_NAMES[Math.floor(index / 10) % 10]!.toLowerCase()}.${index}@empresa${index % 37}.com.br`
    .normalize('NFD')
    .replace(/\p{M}/gu, '');

/**
 * Up to `count` (SEEDED_USERS by default) profiles with their search index lines and the profiles
 * counter, written in bulk (the lines as sign-ups would write them), so the admin routes run over a
 * realistic base. Names repeat as in a real base: 10 × 10 names, e-mails unique. Seeding goes on from
 * what an earlier call seeded (the scale figure grows the base 1,000 → 10,000; the latency figure then
 * finds it seeded). The sample is the last seeded user (a João Gomes when count is a multiple of 100).
 */
export async function seedAdminUsers(count: number = SEEDED_USERS): Promise<{
  users: number;
  sample: { email: string; lastName: string };
}> {
  const { Profile } = await import('../functions/account/profiles');
  const { StatsEntity } = await import('../functions/platform/data/stats');
  const { writeIndexLines } = await import('../functions/account/user-search');
  const { batchWrite } = await import('../functions/platform/data/raw-items');
  const base = Date.parse('2025-01-01T00:00:00Z');
  const from = seededSoFar;
  const users = Array.from({ length: Math.max(0, count - from) }, (_, offset) => {
    const index = from + offset;
    const firstName = FIRST_NAMES[index % 10]!;
    const lastName = LAST_NAMES[Math.floor(index / 10) % 10]!;
    return {
      userId: `bench-admin-${String(index).padStart(5, '0')}`,
      email: seededEmail(index),
      firstName,
      lastName,
      createdAt: new Date(base + index * 60_000).toISOString(),
    };
  });
  if (users.length) {
    const profiles = users.map(
      (user) => Profile.put({ ...user, roles: ['user'], updatedAt: user.createdAt }).params().Item,
    );
    await batchWrite(profiles.map((item) => ({ put: item as Record<string, unknown> })));
    await writeIndexLines(users);
    await StatsEntity.update({})
      .add({ profiles: count - from })
      .go();
    seededSoFar = count;
  }
  const last = Math.max(seededSoFar, 1) - 1;
  return {
    users: seededSoFar,
    sample: { email: seededEmail(last), lastName: LAST_NAMES[Math.floor(last / 10) % 10]! },
  };
}

/** Issue #37 item 15: a search of two or more characters answers within the screen's debounce (p95). */
export const SEARCH_P95_BUDGET_MS = appConfig.searchDebounceMs;

/**
 * The admin screens' reads over the seeded base: the users' first page and searches as typed, the
 * statistics, and the content screens (diagnostics, questions, modules, materials).
 */
export function adminUserReads(
  sample: {
    email: string;
    lastName: string;
  },
  users: number = SEEDED_USERS,
): Array<{ name: string; path: string; p95BudgetMs?: number }> {
  const search = (term: string) => ({
    path: `/api/admin/users?search=${encodeURIComponent(term)}`,
    ...(term.length >= 2 ? { p95BudgetMs: SEARCH_P95_BUDGET_MS } : {}),
  });
  return [
    { name: `admin users, first page (${users} users)`, path: '/api/admin/users' },
    // Every search reads the whole index (decision 0051); they differ in how many users match.
    { name: 'admin search, one letter ("a": nearly every user)', ...search('a') },
    { name: 'admin search, "com.br" (in every e-mail: the widest term budgeted)', ...search('com.br') },
    { name: 'admin search, inside a surname ("ilva": 1 in 10 users)', ...search('ilva') },
    { name: 'admin search, a surname (1 in 10 users)', ...search(sample.lastName.toLowerCase()) },
    { name: 'admin search, name and surname', ...search(`joão ${sample.lastName}`) },
    { name: 'admin search, a full e-mail', ...search(sample.email) },
    { name: 'admin dashboard statistics', path: '/api/admin/stats' },
    // The content screens (their size does not grow with the users).
    { name: 'admin diagnostics list (with question counts)', path: '/api/admin/diagnostics' },
    { name: 'admin questions of a diagnostic (investidor)', path: '/api/admin/diagnostics/investidor' },
    { name: 'admin modules list', path: '/api/admin/modules' },
    { name: "admin a module's materials and items", path: '/api/admin/modules/autoconhecimento' },
  ];
}
