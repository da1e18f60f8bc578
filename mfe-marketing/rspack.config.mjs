import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '@tm/build/federation';

export default federatedConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'marketing',
  port: 3001,
  exposes: { './routes': './src/routes.ts' },
});
