CREATE TABLE "progress_readings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"marker" text,
	"value" double precision NOT NULL,
	"unit" text NOT NULL,
	"original_value" double precision NOT NULL,
	"original_unit" text NOT NULL,
	"diastolic" integer,
	"moment" text,
	"note" text,
	"measured_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "progress_readings" ADD CONSTRAINT "progress_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_readings_user_id_idx" ON "progress_readings" USING btree ("user_id","measured_at");