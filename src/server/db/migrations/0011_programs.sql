CREATE TABLE "program_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"run_date" date NOT NULL,
	"campaign_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"charge_started_at" timestamp with time zone,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"contact_key" text NOT NULL,
	"occurrence_key" text NOT NULL,
	"occurrence" date NOT NULL,
	"written_on" date NOT NULL,
	"contact_name" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"run_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"saved_list_id" uuid,
	"date_column" text NOT NULL,
	"arrive_days_before" integer DEFAULT 3 NOT NULL,
	"recurrence" text DEFAULT 'yearly' NOT NULL,
	"time_zone" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"monthly_cap" integer,
	"message" text NOT NULL,
	"handwriting_style" text NOT NULL,
	"naturalness" real,
	"stationery_type" text DEFAULT 'postcard' NOT NULL,
	"design_source" text DEFAULT 'template' NOT NULL,
	"template_id" integer,
	"template_name" text,
	"selected_variant_id" text,
	"contact_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"front_design_file_id" uuid,
	"back_design_file_id" uuid,
	"logo_file_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"paused_reason" text,
	"last_run_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_runs" ADD CONSTRAINT "program_runs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_runs" ADD CONSTRAINT "program_runs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_sends" ADD CONSTRAINT "program_sends_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_sends" ADD CONSTRAINT "program_sends_run_id_program_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."program_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_saved_list_id_saved_lists_id_fk" FOREIGN KEY ("saved_list_id") REFERENCES "public"."saved_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_template_id_design_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."design_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_front_design_file_id_uploaded_files_id_fk" FOREIGN KEY ("front_design_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_back_design_file_id_uploaded_files_id_fk" FOREIGN KEY ("back_design_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_logo_file_id_uploaded_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_runs_day_idx" ON "program_runs" USING btree ("program_id","run_date");--> statement-breakpoint
CREATE UNIQUE INDEX "program_sends_once_idx" ON "program_sends" USING btree ("program_id","contact_key","occurrence_key");--> statement-breakpoint
CREATE INDEX "program_sends_run_idx" ON "program_sends" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "program_sends_program_written_idx" ON "program_sends" USING btree ("program_id","written_on");--> statement-breakpoint
CREATE INDEX "programs_account_idx" ON "programs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "programs_status_idx" ON "programs" USING btree ("status");