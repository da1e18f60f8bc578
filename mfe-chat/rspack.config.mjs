import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../build/federation.mjs';

export default federatedConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'chat',
  port: 3003,
  exposes: { './routes': './src/routes.ts' },
});
