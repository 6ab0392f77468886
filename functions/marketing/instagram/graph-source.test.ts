import { describe, expect, it, vi } from 'vitest';
import type { InstagramProfile } from '../../contracts/instagram-analysis';
import { graphProfileFixture } from '../../ai/testing/instagram-fixtures';
import type { GraphClient } from './graph-client';
import { graphInstagramSource } from './graph-source';
import { profileMetrics } from './metrics';

// The table's cache, in memory: what the source reads and writes through it.
const cache = vi.hoisted(() => new Map<string, unknown>());
vi.mock('./profile-cache', () => ({
  cachedProfile: async (name: string) => cache.get(name.toLowerCase()) ?? null,
  cacheProfile: async (name: string, profile: unknown) => void cache.set(name.toLowerCase(), profile),
}));

const config = {
  configured: true as const,
  graphUrl: 'https://graph.facebook.com/v25.0',
  accountId: '1784',
  token: { kind: 'value' as const, value: 'token' },
};

function countingClient() {
  const reads: string[] = [];
  const client: GraphClient = {
    async fetchProfile(username) {
      reads.push(username);
      return graphProfileFixture(username.toLowerCase());
    },
  };
  return { client, reads };
}

describe('the Graph API source', () => {
  it('reads the three names in parallel and computes each profile from its media', async () => {
    cache.clear();
    const { client, reads } = countingClient();
    const profiles = await graphInstagramSource(config, client).readProfiles({
      profile: 'doceponto',
      competitor: 'confeitariabelavista',
      benchmark: 'dolcevitabh',
    });
    expect(reads.sort()).toEqual(['confeitariabelavista', 'doceponto', 'dolcevitabh']);
    expect(profiles.profile).toEqual(profileMetrics(graphProfileFixture('doceponto')));
    expect(profiles.benchmark?.username).toBe('dolcevitabh');
  });

  it('serves a name read before from the cache, and reads a name given twice once', async () => {
    cache.clear();
    const { client, reads } = countingClient();
    const source = graphInstagramSource(config, client);
    await source.readProfiles({ profile: 'doceponto', competitor: 'confeitariabelavista', benchmark: null });
    const again = await source.readProfiles({
      profile: 'dolcevitabh',
      competitor: 'ConfeitariaBelaVista',
      benchmark: 'dolcevitabh',
    });
    expect(reads).toHaveLength(3);
    expect(reads.filter((name) => name.toLowerCase() === 'confeitariabelavista')).toHaveLength(1);
    expect(again.competitor).toEqual(cache.get('confeitariabelavista') as InstagramProfile);
    expect(again.benchmark).toEqual(again.profile);
  });

  it('lets a Graph failure through for the step to report', async () => {
    cache.clear();
    const failing: GraphClient = {
      fetchProfile: async () => {
        throw new Error('refused');
      },
    };
    await expect(
      graphInstagramSource(config, failing).readProfiles({ profile: 'x', competitor: null, benchmark: null }),
    ).rejects.toThrow('refused');
  });
});
