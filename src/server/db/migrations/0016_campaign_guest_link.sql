ALTER TABLE "campaigns" ADD COLUMN "guest_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing campaigns: made without an owner when they still have none, are staff's, or are older than the
-- account that holds them (claimed later). Others stay their owner's only.
UPDATE "campaigns" SET "guest_link" = true
WHERE "account_id" IS NULL
   OR "source" = 'admin'
   OR "created_at" < (SELECT "created_at" FROM "accounts" WHERE "accounts"."id" = "campaigns"."account_id");
