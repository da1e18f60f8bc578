CREATE TABLE "module_check_answers" (
	"user_id" text NOT NULL,
	"module_number" integer NOT NULL,
	"question" integer NOT NULL,
	"answer" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_check_answers_user_id_module_number_question_pk" PRIMARY KEY("user_id","module_number","question")
);
--> statement-breakpoint
CREATE TABLE "module_reflections" (
	"user_id" text NOT NULL,
	"module_number" integer NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_reflections_user_id_module_number_pk" PRIMARY KEY("user_id","module_number")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "programme_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "module_check_answers" ADD CONSTRAINT "module_check_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_reflections" ADD CONSTRAINT "module_reflections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_emails_once_per_module_idx" ON "outbox_emails" USING btree ("user_id","template",(payload->>'module')) WHERE template = 'module_opened';