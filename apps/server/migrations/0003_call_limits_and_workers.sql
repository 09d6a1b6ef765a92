CREATE TABLE "workers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "worker_id" uuid;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "requester_address" text;--> statement-breakpoint
CREATE INDEX "calls_status_idx" ON "calls" USING btree ("status");