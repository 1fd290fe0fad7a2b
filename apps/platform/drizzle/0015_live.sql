CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_uuid" text,
	"resource_name" text,
	"location" text,
	"owner_user_id" integer,
	"billing_account_id" integer,
	"result" text NOT NULL,
	"status" integer NOT NULL,
	"message" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "events_owner_idx" ON "events" USING btree ("owner_user_id","id");--> statement-breakpoint
CREATE INDEX "events_billing_account_idx" ON "events" USING btree ("billing_account_id","id");--> statement-breakpoint
CREATE INDEX "events_finished_idx" ON "events" USING btree ("finished_at");