import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { areaEntry } from '../infra/paths';
import { routes } from '../functions/routes';

/**
 * `npm run invoke -- <event.json>`: calls the area function of the event's routeKey once, in this process,
 * against the stack `npm start` is running (its environment is read from .local/runtime-env.json).
 */
const [eventFile] = process.argv.slice(2);
if (!eventFile) {
  console.error('Usage: npm run invoke -- events/api/<event>.json');
  process.exit(2);
}
const event = JSON.parse(readFileSync(eventFile, 'utf8')) as { routeKey: string };
const route = routes.find((candidate) => `${candidate.method} ${candidate.path}` === event.routeKey);
if (!route) throw new Error(`No route ${event.routeKey} in functions/routes.ts`);
try {
  Object.assign(process.env, JSON.parse(readFileSync('.local/runtime-env.json', 'utf8')));
} catch {
  console.error('Start the local stack first (`npm start`): .local/runtime-env.json is missing.');
  process.exit(1);
}
const { installLocalAdapters } = await import('../functions/local/adapters');
installLocalAdapters();
// The area's entry point, as Lambda runs it: it dispatches on the event's routeKey.
const { handler } = (await import(pathToFileURL(areaEntry(route.area)).href)) as {
  handler: (event: unknown, context: unknown) => Promise<unknown>;
};
console.log(JSON.stringify(await handler(event, {}), null, 2));
