import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { moduleUnlocks } from '../db/schema.js';

@Injectable()
export class ModulesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async unlockedModules(userId: string): Promise<number[]> {
    const rows = await this.db
      .select({ moduleNumber: moduleUnlocks.moduleNumber })
      .from(moduleUnlocks)
      .where(eq(moduleUnlocks.userId, userId))
      .orderBy(asc(moduleUnlocks.moduleNumber));
    return rows.map((row) => row.moduleNumber);
  }
}
