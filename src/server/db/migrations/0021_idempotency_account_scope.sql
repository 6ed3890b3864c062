ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_api_key_id_api_keys_id_fk";
--> statement-breakpoint
DROP INDEX "idempotency_keys_key_idx";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "api_key_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "livemode" boolean;--> statement-breakpoint
UPDATE "idempotency_keys" SET "account_id" = "api_keys"."account_id", "livemode" = ("api_keys"."mode" = 'live') FROM "api_keys" WHERE "api_keys"."id" = "idempotency_keys"."api_key_id";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "livemode" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_scope_key_idx" ON "idempotency_keys" USING btree ("account_id","livemode","key");