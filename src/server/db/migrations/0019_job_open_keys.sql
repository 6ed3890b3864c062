ALTER TABLE "job_runs" ADD COLUMN "open_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_open_key_idx" ON "job_runs" USING btree ("queue","open_key");