CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"key" text,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_runs_queue_key_idx" ON "job_runs" USING btree ("queue","key");