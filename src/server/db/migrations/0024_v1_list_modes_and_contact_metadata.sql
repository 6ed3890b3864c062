ALTER TABLE "saved_list_contacts" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD COLUMN "livemode" boolean DEFAULT true NOT NULL;