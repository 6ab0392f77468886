import { createWriteTransaction, Entity, type EntityItem } from 'electrodb';
import { auditOp, settled, type AuditEntry } from '../platform/data/audit-log';
import type { OnboardingSettings } from '../contracts/onboarding';
import { DEFAULT_ONBOARDING } from '../domain/onboarding';
import { documentClient, tableName } from '../platform/data/client';
import { serviceName } from '../platform/data/table';
import { now } from '../platform/data/clock';
import { createdAt, updatedAt, key } from '../platform/data/schema';

/** The single onboarding settings row (the spec's id 1): `SETTINGS` / `ONBOARDING`. */
export const OnboardingSettingsEntity = new Entity(
  {
    model: { entity: 'onboardingSettings', version: '1', service: serviceName },
    attributes: {
      videoUrl: { type: 'string', required: true },
      welcomeTitle: { type: 'string', required: true },
      welcomeDescription: { type: 'string', required: true },
      buttonText: { type: 'string', required: true },
      enabled: { type: 'boolean', required: true },
      createdAt,
      updatedAt,
    },
    indexes: {
      singleton: {
        pk: key('pk', 'SETTINGS', []),
        sk: key('sk', 'ONBOARDING', []),
      },
    },
  },
  { client: documentClient, table: tableName },
);

/** The stored settings, or the spec's defaults (with `updatedAt: null`) when none were saved. */
export async function getOnboardingSettings(): Promise<OnboardingSettings> {
  const { data } = await OnboardingSettingsEntity.get({}).go();
  return data ? toSettings(data) : { ...DEFAULT_ONBOARDING, updatedAt: null };
}

function toSettings(data: EntityItem<typeof OnboardingSettingsEntity>): OnboardingSettings {
  return {
    videoUrl: data.videoUrl,
    welcomeTitle: data.welcomeTitle,
    welcomeDescription: data.welcomeDescription,
    buttonText: data.buttonText,
    enabled: data.enabled,
    updatedAt: data.updatedAt,
  };
}

type SettingsFields = Omit<OnboardingSettings, 'updatedAt'>;

/**
 * Writes the given fields of the settings row and, when the row is new, the defaults for the others
 * (an update with `if_not_exists`, in ONE transaction with its audit), so the switch and the form saved
 * at the same moment never undo each other. Returns the row as read with the change applied.
 */
export async function saveOnboardingSettings(
  change: Partial<SettingsFields>,
  audit: AuditEntry,
): Promise<OnboardingSettings> {
  const defaults = Object.fromEntries(
    Object.entries(DEFAULT_ONBOARDING).filter(([name]) => !(name in change)),
  ) as Partial<SettingsFields>;
  // Read first: a transaction answers nothing, and the answer is the row after the change.
  const stored = await getOnboardingSettings();
  const outcome = await createWriteTransaction({ settings: OnboardingSettingsEntity }, ({ settings }) => [
    settings
      .upsert({})
      .set(change as SettingsFields)
      .ifNotExists(defaults as never)
      .commit(),
    ...auditOp(audit),
  ]).go();
  const codes = settled(outcome, audit);
  if (codes) throw new Error(`onboarding settings write canceled (${codes.join(', ')})`);
  return { ...stored, ...change, updatedAt: now() };
}
