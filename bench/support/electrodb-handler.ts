import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import * as z from 'zod';

/**
 * Figure 3's second reference: the floor (floor-handler.ts) plus ElectroDB and one entity, what every
 * function reading the table through functions/platform/data/ loads before any code of ours.
 */
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const key = z.object({ userId: z.string() });
const profile = new Entity(
  {
    model: { entity: 'profile', version: '1', service: 'rumo' },
    attributes: { userId: { type: 'string', required: true }, email: { type: 'string', required: true } },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'PROFILE', casing: 'none' },
      },
    },
  },
  { client, table: process.env.TABLE_NAME },
);

export const handler = async (event: unknown) => profile.get(key.parse(event)).go();
