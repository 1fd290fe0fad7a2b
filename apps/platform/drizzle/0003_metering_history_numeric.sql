CREATE TABLE "business_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"now" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"uuid" text NOT NULL,
	"user_id" integer,
	"billing_account_id" integer,
	"location" text,
	"attributes" jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "subtotal" SET DATA TYPE numeric USING "subtotal"::numeric;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "vat_tax" SET DATA TYPE numeric USING "vat_tax"::numeric;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "total" SET DATA TYPE numeric USING "total"::numeric;--> statement-breakpoint
ALTER TABLE "usage_records" ALTER COLUMN "amount" SET DATA TYPE numeric USING "amount"::numeric;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "state_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "resource_history_current_idx" ON "resource_history" USING btree ("kind","uuid") WHERE "resource_history"."valid_to" is null;--> statement-breakpoint
CREATE INDEX "resource_history_from_idx" ON "resource_history" USING btree ("valid_from");--> statement-breakpoint
CREATE INDEX "resource_history_to_idx" ON "resource_history" USING btree ("valid_to");