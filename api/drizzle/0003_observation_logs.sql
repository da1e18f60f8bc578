CREATE TABLE "observation_logs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"days" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "input_hash" text;--> statement-breakpoint
ALTER TABLE "observation_logs" ADD CONSTRAINT "observation_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;