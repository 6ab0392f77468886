import {
  CHANNEL_SUM_TOLERANCE,
  RECOMMENDATION_CHANNELS,
  RECOMMENDATION_DEFAULTS,
  recommendationFields,
  type AdminRecommendation,
  type RecommendationFields,
} from '@contracts/admin-recommendations';

/** The form's fields: the contract's, as the inputs hold them (text). */
export type RecommendationField = keyof RecommendationFields;
export type RecommendationValues = Record<RecommendationField, string>;
export type RecommendationErrors = Partial<Record<RecommendationField, string>>;

const PERCENT_FIELDS = ['marketingPercentage', ...RECOMMENDATION_CHANNELS] as const;

/** Spec 9: percentages show one decimal (20 → '20.0', the number input's own notation). */
const percentText = (value: number) => value.toFixed(1);

/** The starting values: a band being edited, or the spec's defaults for a new one (the filter's profile). */
export function initialValues(
  band: AdminRecommendation | undefined,
  profileId: string,
): RecommendationValues {
  const source = band ?? { ...RECOMMENDATION_DEFAULTS, profileId };
  const values = {
    profileId: source.profileId,
    businessType: source.businessType,
    revenueMin: String(source.revenueMin),
    revenueMax: source.revenueMax === null ? '' : String(source.revenueMax),
  } as RecommendationValues;
  for (const name of PERCENT_FIELDS) values[name] = percentText(source[name]);
  return values;
}

/** A number input's text as a number: empty is missing (the contract then says which value to type). */
const numberOrMissing = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The values in the contract's shape: numbers, an empty maximum as null (no upper limit). */
export function toRequest(values: RecommendationValues): Record<RecommendationField, unknown> {
  const request: Record<string, unknown> = {
    profileId: values.profileId,
    businessType: values.businessType,
    revenueMin: numberOrMissing(values.revenueMin),
    revenueMax: numberOrMissing(values.revenueMax) ?? null,
  };
  for (const name of PERCENT_FIELDS) request[name] = numberOrMissing(values[name]);
  return request as Record<RecommendationField, unknown>;
}

/** The contract's verdict: the fields to send, or each field's first message (the channels' sum on Conteúdo). */
export function validateRecommendation(
  values: RecommendationValues,
): { data: RecommendationFields; errors?: undefined } | { data?: undefined; errors: RecommendationErrors } {
  const result = recommendationFields.safeParse(toRequest(values));
  if (result.success) return { data: result.data };
  const errors: RecommendationErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as RecommendationField;
    errors[name] ??= issue.message;
  }
  return { errors };
}

/** The six channels' live total (a channel not yet typed counts as 0). */
export function channelsTotal(values: RecommendationValues): number {
  return RECOMMENDATION_CHANNELS.reduce((sum, channel) => {
    const value = Number(values[channel]);
    return sum + (values[channel].trim() === '' || !Number.isFinite(value) ? 0 : value);
  }, 0);
}

export const totalIsValid = (total: number) => Math.abs(total - 100) <= CHANNEL_SUM_TOLERANCE;
