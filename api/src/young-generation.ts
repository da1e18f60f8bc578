// A larger young generation: each request allocates more than the default semi-space holds under
// load, so short-lived objects were promoted and collected again (docs/decisions.md, issue 22).
// Imported first by main.ts, before the app allocates.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--max-semi-space-size=32');
