import { describe, expect, it } from 'vitest';
import { INSTAGRAM_DETAIL_POLL_MS } from '@contracts/instagram-analysis';
import { creationOutcome, creationPollInterval, detailPollInterval, listPollInterval } from './polling';

describe('Instagram polling (spec 4)', () => {
  it('polls the list every 5 s while any analysis is pending or processing', () => {
    expect(INSTAGRAM_DETAIL_POLL_MS).toBe(5000);
    expect(listPollInterval([{ status: 'completed' }, { status: 'pending' }])).toBe(5000);
    expect(listPollInterval([{ status: 'failed' }, { status: 'processing' }])).toBe(5000);
  });

  it('stops the list once every analysis is completed or failed, or before it has loaded', () => {
    expect(listPollInterval([{ status: 'completed' }, { status: 'failed' }])).toBe(false);
    expect(listPollInterval([])).toBe(false);
    expect(listPollInterval(undefined)).toBe(false);
  });

  it('polls the detail while it runs, not once it ended', () => {
    expect(detailPollInterval({ status: 'pending' })).toBe(5000);
    expect(detailPollInterval({ status: 'processing' })).toBe(5000);
    expect(detailPollInterval({ status: 'completed' })).toBe(false);
    expect(detailPollInterval({ status: 'failed' })).toBe(false);
    expect(detailPollInterval(undefined)).toBe(false);
  });

  it('polls a new analysis every 3 s up to 30 reads, then it has timed out', () => {
    expect(creationPollInterval(undefined, 0)).toBe(3000);
    expect(creationPollInterval('pending', 1)).toBe(3000);
    expect(creationPollInterval('processing', 29)).toBe(3000);
    expect(creationPollInterval('processing', 30)).toBe(false);
    expect(creationOutcome('processing', 30)).toBe('timed-out');
    expect(creationOutcome('pending', 12)).toBe('waiting');
  });

  it('stops polling a new analysis once it is completed or failed', () => {
    expect(creationOutcome('completed', 3)).toBe('completed');
    expect(creationOutcome('failed', 30)).toBe('failed');
    expect(creationPollInterval('completed', 3)).toBe(false);
  });
});
