CREATE TABLE "observation_log_keys" (
	"user_id" text NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "observation_log_keys_user_id_idempotency_key_pk" PRIMARY KEY("user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "progress_readings" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "observation_log_keys" ADD CONSTRAINT "observation_log_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "progress_readings_idempotency_idx" ON "progress_readings" USING btree ("user_id","idempotency_key");