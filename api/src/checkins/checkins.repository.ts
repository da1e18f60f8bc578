import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { weeklyCheckins } from '../db/schema.js';

export type CheckinRow = typeof weeklyCheckins.$inferSelect;

@Injectable()
export class CheckinsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  listByUser(userId: string): Promise<CheckinRow[]> {
    return this.db
      .select()
      .from(weeklyCheckins)
      .where(eq(weeklyCheckins.userId, userId))
      .orderBy(asc(weeklyCheckins.createdAt), asc(weeklyCheckins.id));
  }
}
