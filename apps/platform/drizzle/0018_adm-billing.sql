CREATE TABLE "campaign_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"billing_account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" numeric NOT NULL,
	"currency" text NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_products" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"billing_account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"description" text NOT NULL,
	"price_per_unit" numeric NOT NULL,
	"currency" text NOT NULL,
	"qty_unit" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"creator_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_redemptions_once_idx" ON "campaign_redemptions" USING btree ("campaign_id","billing_account_id");--> statement-breakpoint
CREATE INDEX "campaign_redemptions_account_idx" ON "campaign_redemptions" USING btree ("billing_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_code_idx" ON "campaigns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "custom_products_account_idx" ON "custom_products" USING btree ("billing_account_id");