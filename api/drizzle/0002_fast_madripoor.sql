CREATE TABLE "module_lesson_progress" (
	"user_id" text NOT NULL,
	"module_number" integer NOT NULL,
	"lesson_id" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_lesson_progress_user_id_module_number_lesson_id_pk" PRIMARY KEY("user_id","module_number","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "module_lesson_progress" ADD CONSTRAINT "module_lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;