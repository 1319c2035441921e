/** `npm run build`: builds the web app and stamps it, so `npm start` knows it is current. */
import { join } from 'node:path';
import { buildWeb } from './web/build.ts';

await buildWeb(join(import.meta.dirname, '..', '..'));
