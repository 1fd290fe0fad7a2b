DROP INDEX "invoices_account_month_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "type" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_account_month_idx" ON "invoices" USING btree ("billing_account_id","type","month");