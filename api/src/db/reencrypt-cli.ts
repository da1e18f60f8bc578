import { FieldCipher } from '../common/crypto/field-cipher.js';
import { loadConfigOrExit } from '../config/config.js';
import { resolveDataKeys } from '../config/data-keys.js';
import { openDatabase } from './database.js';
import { reencryptAll } from './reencrypt.js';

/**
 * `npm run db:reencrypt -w @tm/api` (after a build): rewrites every stored health text with the
 * first key of DATA_ENCRYPTION_KEYS, same environment as the API. Prints counts and row ids only.
 * On PGlite stop the API first (one process per data directory); on PostgreSQL it may run live.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const cipher = new FieldCipher(resolveDataKeys(config));
  const database = await openDatabase({ ...config, poolSize: 2 });
  try {
    await database.migrate();
    const report = await reencryptAll(database.db, cipher);
    console.log(JSON.stringify({ currentKey: cipher.currentKeyId, ...report }, null, 2));
    const unreadable = Object.values(report).reduce((n, table) => n + table.unreadable.length, 0);
    if (unreadable > 0) {
      console.error(
        `${unreadable} fila(s) no se pudieron descifrar con las claves configuradas; no se cambiaron. No borres ninguna clave antigua todavía.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `No se pudo volver a cifrar: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
