ALTER TABLE "account_sign_in_links" ADD COLUMN "nonce_hash" text;--> statement-breakpoint
ALTER TABLE "account_sign_in_links" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;