import { Inject, Injectable } from '@nestjs/common';
import type { IntakeFields } from '@tm/shared-contracts/contracts';
import { eq } from 'drizzle-orm';
import { FieldCipher } from '../common/crypto/field-cipher.js';
import { openIntake, sealIntake } from '../common/crypto/health-text.js';
import { DATABASE, type Database } from '../db/database.js';
import { intakeForms } from '../db/schema.js';

@Injectable()
export class IntakeRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
  ) {}

  /** The stored intake answers (validated on save, health text decrypted), or undefined before the first save. */
  async findFields(userId: string): Promise<IntakeFields | undefined> {
    const [row] = await this.db
      .select({ payload: intakeForms.payload })
      .from(intakeForms)
      .where(eq(intakeForms.userId, userId))
      .limit(1);
    return row ? openIntake(this.cipher, row.payload) : undefined;
  }

  /** One intake per user: a later save replaces the earlier answers. Health text is encrypted. */
  async upsert(userId: string, fields: IntakeFields, at: Date): Promise<void> {
    const payload = sealIntake(this.cipher, fields);
    const values = { nombre: fields.nombre, email: fields.email, payload, updatedAt: at };
    await this.db
      .insert(intakeForms)
      .values({ userId, ...values, createdAt: at })
      .onConflictDoUpdate({ target: intakeForms.userId, set: values });
  }
}
