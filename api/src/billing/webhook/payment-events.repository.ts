import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../../db/database.js';
import { paymentEvents } from '../../db/schema.js';

/** Provider events already processed: the unique event id turns a redelivery into a no-op. */
@Injectable()
export class PaymentEventsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Claims an event id; false when it was processed (or is being processed) already. */
  async claim(event: { id: string; type: string; userId: string | null; payload: unknown }) {
    const inserted = await this.db
      .insert(paymentEvents)
      .values({
        providerEventId: event.id,
        type: event.type,
        userId: event.userId,
        payload: event.payload,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return inserted.length === 1;
  }

  /** Processing failed: forget the claim so the provider's next delivery is processed. */
  async release(eventId: string): Promise<void> {
    await this.db.delete(paymentEvents).where(eq(paymentEvents.providerEventId, eventId));
  }
}
