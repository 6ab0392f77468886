import { AsyncLocalStorage } from 'node:async_hooks';
import { observeDataCalls, type DataCall } from '../../functions/platform/data/observe-calls';
import { observeRequests } from '../../functions/local/gateway';
import { roundTrips } from './probe';
import { round, sum } from './stats';

/**
 * A light counter for the scale runs: per route, the calls served and the DynamoDB requests, consumed
 * capacity and sequential round trips they made (the same SDK middleware and gateway hook as the probe,
 * without keeping every call). Must be imported after startLocalStack; install it only while the probe
 * is stopped (one request observer at a time).
 */

interface Tally {
  calls: number;
  requests: number;
  readUnits: number;
  writeUnits: number;
  roundTripsMax: number;
  scans: number;
  statuses: Record<string, number>;
  failures: string[];
}

export interface RouteCapacity {
  route: string;
  calls: number;
  /** Per call (mean). */
  requests: number;
  readUnits: number;
  writeUnits: number;
  roundTripsMax: number;
  scans: number;
  /** The handler's answers by status code (a thrown error counts as 'threw'). */
  statuses: Record<string, number>;
  /** The first few non-2xx answers (status and body, shortened), to tell what failed. */
  failures: string[];
}

export interface Meter {
  /** What was counted since the last take (or the start), per route; starts counting afresh. */
  take(): RouteCapacity[];
  stop(): void;
}

export function startMeter(): Meter {
  const storage = new AsyncLocalStorage<DataCall[]>();
  let tallies = new Map<string, Tally>();
  const stopData = observeDataCalls((call) => storage.getStore()?.push(call));
  observeRequests(async (routeKey, run) => {
    const calls: DataCall[] = [];
    let status = 'threw';
    let body = '';
    try {
      const result = await storage.run(calls, run);
      const answer = result as { statusCode?: number; body?: unknown } | null;
      status = String(answer?.statusCode ?? 200);
      body = typeof answer?.body === 'string' ? answer.body : '';
      return result;
    } catch (error) {
      body = String(error);
      throw error;
    } finally {
      const tally = tallies.get(routeKey) ?? {
        calls: 0,
        requests: 0,
        readUnits: 0,
        writeUnits: 0,
        roundTripsMax: 0,
        scans: 0,
        statuses: {},
        failures: [],
      };
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
      if (!status.startsWith('2') && tally.failures.length < 3)
        tally.failures.push(`${status} ${body.slice(0, 240)}`);
      tally.calls += 1;
      tally.requests += calls.length;
      tally.readUnits += sum(calls.map((call) => call.readUnits));
      tally.writeUnits += sum(calls.map((call) => call.writeUnits));
      tally.roundTripsMax = Math.max(tally.roundTripsMax, roundTrips(calls));
      tally.scans += calls.filter((call) => call.command === 'ScanCommand').length;
      tallies.set(routeKey, tally);
    }
  });
  return {
    take() {
      const taken = [...tallies.entries()].map(([route, tally]) => ({
        route,
        calls: tally.calls,
        requests: round(tally.requests / tally.calls, 2),
        readUnits: round(tally.readUnits / tally.calls, 2),
        writeUnits: round(tally.writeUnits / tally.calls, 2),
        roundTripsMax: tally.roundTripsMax,
        scans: tally.scans,
        statuses: tally.statuses,
        failures: tally.failures,
      }));
      tallies = new Map();
      return taken;
    },
    stop() {
      stopData();
      observeRequests(undefined);
    },
  };
}
