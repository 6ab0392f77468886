import { describe, expect, it } from 'vitest';
import { adminMessages } from '@contracts/messages/admin';
import {
  channelsTotal,
  initialValues,
  totalIsValid,
  validateRecommendation,
  type RecommendationValues,
} from './recommendation-form';

const text = adminMessages.recommendations.validation;
const defaults = initialValues(undefined, 'moderado');

const withValues = (changes: Partial<RecommendationValues>): RecommendationValues => ({
  ...defaults,
  ...changes,
});

describe('the recommendation form (spec 3 sections 5 and 9)', () => {
  it("starts from the spec's defaults, percentages with one decimal", () => {
    expect(defaults).toEqual({
      profileId: 'moderado',
      businessType: 'B2B',
      revenueMin: '0',
      revenueMax: '',
      marketingPercentage: '5.0',
      content: '20.0',
      performance: '30.0',
      awareness: '20.0',
      credibility: '10.0',
      influencers: '10.0',
      crm: '10.0',
    });
    expect(channelsTotal(defaults)).toBe(100);
  });

  it('starts from the band being edited', () => {
    const values = initialValues(
      {
        id: 'agressivo~B2C~100000',
        profileId: 'agressivo',
        businessType: 'B2C',
        revenueMin: 100000,
        revenueMax: 500000,
        marketingPercentage: 7.5,
        content: 25,
        performance: 25,
        awareness: 20,
        credibility: 10,
        influencers: 10,
        crm: 10,
      },
      '',
    );
    expect(values).toMatchObject({ profileId: 'agressivo', businessType: 'B2C', revenueMax: '500000' });
    expect(values.marketingPercentage).toBe('7.5');
  });

  it('sends numbers, an empty maximum as no upper limit', () => {
    expect(validateRecommendation(withValues({ revenueMin: '90000000000' })).data).toMatchObject({
      revenueMin: 90_000_000_000,
      revenueMax: null,
      content: 20,
    });
  });

  it.each([
    ['no profile', { profileId: '' }, 'profileId', text.profileRequired],
    ['no minimum', { revenueMin: '' }, 'revenueMin', text.revenueMinRequired],
    ['a negative minimum', { revenueMin: '-1' }, 'revenueMin', text.notNegative],
    ['cents', { revenueMin: '10.5' }, 'revenueMin', text.wholeReais],
    [
      'a maximum not above the minimum',
      { revenueMin: '100', revenueMax: '100' },
      'revenueMax',
      text.maxAboveMin,
    ],
    ['no marketing percentage', { marketingPercentage: '' }, 'marketingPercentage', text.marketingRequired],
    ['over 100%', { marketingPercentage: '100.1' }, 'marketingPercentage', text.atMost100],
    ['no CRM', { crm: '', content: '30' }, 'crm', text.channelRequired.crm],
    ['channels totalling 90', { content: '10' }, 'content', text.channelsSum],
  ])('%s', (_, changes, field, message) => {
    expect(validateRecommendation(withValues(changes)).errors).toMatchObject({ [field]: message });
  });

  it('accepts a total within 0.01 of 100', () => {
    const values = withValues({ content: '20.005' });
    expect(totalIsValid(channelsTotal(values))).toBe(true);
    expect(validateRecommendation(values).errors?.content).toBeUndefined();
    expect(totalIsValid(channelsTotal(withValues({ content: '19.9' })))).toBe(false);
  });
});
