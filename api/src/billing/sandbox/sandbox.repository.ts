import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../../db/database.js';
import { sandboxObjects } from '../../db/schema.js';

export type SandboxKind =
  | 'customer'
  | 'setup_intent'
  | 'payment_method'
  | 'subscription'
  | 'portal_session'
  | 'idempotency';

/** Our user an object belongs to: Stripe-style `metadata.userId`, or `userId` on our own records. */
const ownerOf = (object: object): string | null =>
  (object as { metadata?: { userId?: string } }).metadata?.userId ??
  (object as { userId?: string }).userId ??
  null;

/** The sandbox's Stripe-shaped objects, one JSON document per id. */
@Injectable()
export class SandboxRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async get<T>(kind: SandboxKind, id: string): Promise<T | null> {
    const [row] = await this.db
      .select()
      .from(sandboxObjects)
      .where(eq(sandboxObjects.id, id))
      .limit(1);
    return row && row.kind === kind ? (row.data as T) : null;
  }

  async put<T extends { id: string }>(kind: SandboxKind, object: T): Promise<T> {
    await this.db
      .insert(sandboxObjects)
      .values({ id: object.id, kind, userId: ownerOf(object), data: object })
      .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: object } });
    return object;
  }

  /** Stores `object` under `id` unless it exists; false when someone else stored it first. */
  async putIfAbsent<T extends { id: string }>(kind: SandboxKind, object: T): Promise<boolean> {
    const inserted = await this.db
      .insert(sandboxObjects)
      .values({ id: object.id, kind, userId: ownerOf(object), data: object })
      .onConflictDoNothing()
      .returning({ id: sandboxObjects.id });
    return inserted.length === 1;
  }
}
