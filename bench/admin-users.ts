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

/**
 * SEEDED_USERS profiles with their search entries and the profiles counter, written in batches (as the
 * one-time baseline would index them), so the admin routes run over a realistic base. Names repeat as
 * in a real base: 10 × 10 names, e-mails unique.
 */
export async function seedAdminUsers(): Promise<{
  users: number;
  sample: { email: string; lastName: string };
}> {
  const { Profile } = await import('../functions/data/profiles');
  const { StatsEntity } = await import('../functions/data/stats');
  const { searchEntries, UserSearchEntry } = await import('../functions/data/user-search');
  const { batchWrite } = await import('../functions/data/raw-items');
  const base = Date.parse('2025-01-01T00:00:00Z');
  const requests = Array.from({ length: SEEDED_USERS }, (_, index) => {
    const firstName = FIRST_NAMES[index % 10]!;
    const lastName = LAST_NAMES[Math.floor(index / 10) % 10]!;
    const user = {
      userId: `bench-admin-${String(index).padStart(5, '0')}`,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}.${index}@empresa${index % 37}.com.br`
        .normalize('NFD')
        .replace(/\p{M}/gu, ''),
      firstName,
      lastName,
      createdAt: new Date(base + index * 60_000).toISOString(),
    };
    const profile = Profile.put({ ...user, roles: ['user'], updatedAt: user.createdAt }).params().Item;
    return [profile, ...searchEntries(user).map((entry) => UserSearchEntry.put(entry).params().Item)];
  }).flat();
  await batchWrite(requests.map((item) => ({ put: item as Record<string, unknown> })));
  await StatsEntity.update({}).add({ profiles: SEEDED_USERS }).go();
  return { users: SEEDED_USERS, sample: { email: 'joao.gomes.9999@empresa9.com.br', lastName: 'Gomes' } };
}

/**
 * The admin screens' reads over the seeded base: the users' first page and searches as typed, the
 * statistics, and the content screens (diagnostics, questions, modules, materials).
 */
export function adminUserReads(sample: {
  email: string;
  lastName: string;
}): Array<{ name: string; path: string }> {
  const search = (term: string) => `/api/admin/users?search=${encodeURIComponent(term)}`;
  return [
    { name: `admin users, first page (${SEEDED_USERS} users)`, path: '/api/admin/users' },
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
