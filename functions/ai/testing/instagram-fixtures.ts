import { readFileSync } from 'node:fs';
import type { GraphProfile } from '../../marketing/instagram/graph-client';
import { profileMetrics } from '../../marketing/instagram/metrics';
import type { InstagramRecommendationsInput } from '../tasks/instagram-recommendations';

/** A profile of the Graph stand-in's fixtures (functions/marketing/instagram/testing/fixtures) as read. */
export function graphProfileFixture(username: string): GraphProfile {
  const file = new URL(`../../marketing/instagram/testing/fixtures/${username}.json`, import.meta.url);
  const { business_discovery: profile } = JSON.parse(readFileSync(file, 'utf8')) as {
    business_discovery: GraphProfile;
  };
  return profile;
}

/** The demo bakery against its competitor and benchmark, computed as the source computes them. */
export function instagramInputFor(
  names: { competitor?: string | null; benchmark?: string | null } = {},
): InstagramRecommendationsInput {
  const competitor = names.competitor === undefined ? 'confeitariabelavista' : names.competitor;
  const benchmark = names.benchmark === undefined ? 'dolcevitabh' : names.benchmark;
  return {
    profile: profileMetrics(graphProfileFixture('doceponto')),
    competitor: competitor ? profileMetrics(graphProfileFixture(competitor)) : null,
    benchmark: benchmark ? profileMetrics(graphProfileFixture(benchmark)) : null,
  };
}
