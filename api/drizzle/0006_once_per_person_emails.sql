-- The hourly trial-ending reminder or Module 1's e-mail queued twice by two instances before this
-- index existed: keep the first of each.
DELETE FROM "outbox_emails" AS "later" USING "outbox_emails" AS "first"
WHERE "later"."user_id" = "first"."user_id"
  AND "later"."template" = "first"."template"
  AND "later"."id" > "first"."id"
  AND ("later"."template" = 'module1_completed' OR ("later"."template" = 'trial_ending' AND "later"."payload"->>'subscribed' = 'false' AND "first"."payload"->>'subscribed' = 'false'));--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_emails_once_per_person_idx" ON "outbox_emails" USING btree ("user_id","template") WHERE template = 'module1_completed' or (template = 'trial_ending' and payload->>'subscribed' = 'false');
