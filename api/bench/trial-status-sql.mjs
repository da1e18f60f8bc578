// The SQL of GET /api/trial-status/{id}, as the API's prepared statements send it; the bare server
// sends these texts and api/test/bench-sql.test.ts checks they are still the API's.
export const SESSION_SQL =
  'select "user_id", "last_seen_at" from "sessions" where ("sessions"."token_hash" = $1 and "sessions"."expires_at" > $2) limit $3';
export const TRIAL_SQL =
  'select "trial_start", "subscription_status", "current_period_end" from "users" where "users"."id" = $1 limit $2';
