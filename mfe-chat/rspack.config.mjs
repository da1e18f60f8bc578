import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '@tm/build/federation';

export default federatedConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'chat',
  port: 3003,
  exposes: { './routes': './src/routes.ts' },
});
