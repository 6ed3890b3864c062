CREATE TABLE "production_packs" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid,
	"file_id" uuid,
	"notes" integer DEFAULT 0 NOT NULL,
	"built_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "production_packs" ADD CONSTRAINT "production_packs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_packs" ADD CONSTRAINT "production_packs_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;