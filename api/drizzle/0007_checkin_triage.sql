ALTER TABLE "weekly_checkins" ADD COLUMN "triage_tier" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_checkins" ADD COLUMN "alert" text;