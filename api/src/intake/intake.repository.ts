import { Inject, Injectable } from '@nestjs/common';
import type { IntakeFields } from '@tm/shared-contracts';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { intakeForms } from '../db/schema.js';

@Injectable()
export class IntakeRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findNombre(userId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ nombre: intakeForms.nombre })
      .from(intakeForms)
      .where(eq(intakeForms.userId, userId))
      .limit(1);
    return row?.nombre;
  }

  /** The stored intake answers (validated on save), or undefined before the first save. */
  async findFields(userId: string): Promise<IntakeFields | undefined> {
    const [row] = await this.db
      .select({ payload: intakeForms.payload })
      .from(intakeForms)
      .where(eq(intakeForms.userId, userId))
      .limit(1);
    return row?.payload as IntakeFields | undefined;
  }

  /** One intake per user: a later save replaces the earlier answers. */
  async upsert(userId: string, fields: IntakeFields, at: Date): Promise<void> {
    const values = { nombre: fields.nombre, email: fields.email, payload: fields, updatedAt: at };
    await this.db
      .insert(intakeForms)
      .values({ userId, ...values, createdAt: at })
      .onConflictDoUpdate({ target: intakeForms.userId, set: values });
  }
}
