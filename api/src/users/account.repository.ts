import { Inject, Injectable } from '@nestjs/common';
import { type SQL, sql } from 'drizzle-orm';
import { FieldCipher } from '../common/crypto/field-cipher.js';
import { openExportedRow } from '../common/crypto/health-text.js';
import { DATABASE, type Database } from '../db/database.js';

type Row = Record<string, unknown>;
const rowsOf = async (db: Pick<Database, 'execute'>, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * Token hashes (sessions, sign-in links) are credentials, not data about the person: the rows are
 * exported (which devices, when) without them.
 */
const CREDENTIAL_COLUMNS = ['token_hash'];
const withoutCredentials = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).filter(([column]) => !CREDENTIAL_COLUMNS.includes(column)),
  );

/**
 * Export and erasure over every table that has a `user_id` column, found in the catalogue at
 * call time: a table a later migration adds is covered without touching this code.
 */
@Injectable()
export class AccountRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
  ) {}

  private async userTables(db: Pick<Database, 'execute'> = this.db): Promise<string[]> {
    const rows = await rowsOf(
      db,
      sql`select table_name from information_schema.columns
          where table_schema = current_schema() and column_name = 'user_id'
          order by table_name`,
    );
    return rows.map((row) => String(row.table_name));
  }

  async export(userId: string): Promise<Record<string, Row[]>> {
    const tables: Record<string, Row[]> = {
      users: await rowsOf(this.db, sql`select * from users where id = ${userId}`),
    };
    for (const table of await this.userTables()) {
      const rows = await rowsOf(
        this.db,
        sql`select * from ${sql.identifier(table)} where user_id = ${userId}`,
      );
      // The person gets their own words back, not the encrypted form kept at rest.
      tables[table] = rows.map((row) =>
        openExportedRow(this.cipher, table, withoutCredentials(row)),
      );
    }
    return tables;
  }

  /** Deletes every row of the user (also in tables that would only null the reference). */
  async erase(userId: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      let deleted = 0;
      for (const table of await this.userTables(tx)) {
        const rows = await rowsOf(
          tx,
          sql`delete from ${sql.identifier(table)} where user_id = ${userId} returning 1`,
        );
        deleted += rows.length;
      }
      const users = await rowsOf(tx, sql`delete from users where id = ${userId} returning 1`);
      return deleted + users.length;
    });
  }
}
