/**
 * Fixed credentials and region for the emulators. DynamoDB Local keeps one database per key and
 * region unless shared, and neither emulator checks signatures, so these are not secrets.
 */
export const localAws = {
  region: 'sa-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
} as const;
