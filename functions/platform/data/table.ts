/**
 * The single table's key schema: read by CDK (data stack) and by the local bootstrap, so the cloud
 * table and DynamoDB Local are the same table.
 */
export const tableSchema = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  /**
   * DynamoDB's time-to-live attribute (Unix seconds): items that carry it are deleted some time after
   * it passes (usually within days). Written only by the entities of functions/platform/data/expiry.ts.
   */
  timeToLiveAttribute: 'ttl',
} as const;

/** The ElectroDB service name stamped on every item. */
export const serviceName = 'rumo';
