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
 * Up to `count` (SEEDED_USERS by default) profiles with their search entries and the profiles counter,
 * written in batches (as sign-ups would index them), so the admin routes run over a
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
  const { searchEntries, UserSearchEntry } = await import('../functions/account/user-search');
  const { batchWrite } = await import('../functions/platform/data/raw-items');
  const base = Date.parse('2025-01-01T00:00:00Z');
  const from = seededSoFar;
  const requests = Array.from({ length: Math.max(0, count - from) }, (_, offset) => {
    const index = from + offset;
    const firstName = FIRST_NAMES[index % 10]!;
    const lastName = LAST_NAMES[Math.floor(index / 10) % 10]!;
    const user = {
      userId: `bench-admin-${String(index).padStart(5, '0')}`,
      email: seededEmail(index),
      firstName,
      lastName,
      createdAt: new Date(base + index * 60_000).toISOString(),
    };
    const profile = Profile.put({ ...user, roles: ['user'], updatedAt: user.createdAt }).params().Item;
    return [profile, ...searchEntries(user).map((entry) => UserSearchEntry.put(entry).params().Item)];
  }).flat();
  if (requests.length) {
    await batchWrite(requests.map((item) => ({ put: item as Record<string, unknown> })));
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
): Array<{ name: string; path: string }> {
  const search = (term: string) => `/api/admin/users?search=${encodeURIComponent(term)}`;
  return [
    { name: `admin users, first page (${users} users)`, path: '/api/admin/users' },
    { name: 'admin search, one letter ("a": the widest prefix)', path: search('a') },
    { name: 'admin search, a surname (1 in 10 users)', path: search(sample.lastName.toLowerCase()) },
    { name: 'admin search, name and surname', path: search(`joão ${sample.lastName}`) },
    { name: 'admin search, a full e-mail', path: search(sample.email) },
    { name: 'admin dashboard statistics', path: '/api/admin/stats' },
    // The content screens (their size does not grow with the users).
    { name: 'admin diagnostics list (with question counts)', path: '/api/admin/diagnostics' },
    { name: 'admin questions of a diagnostic (investidor)', path: '/api/admin/diagnostics/investidor' },
    { name: 'admin modules list', path: '/api/admin/modules' },
    { name: "admin a module's materials and items", path: '/api/admin/modules/autoconhecimento' },
  ];
}
