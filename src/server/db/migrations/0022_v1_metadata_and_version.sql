ALTER TABLE "accounts" ADD COLUMN "api_version" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;