CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"cpu_threads" integer NOT NULL,
	"ram_mb" integer NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "price_lists" DROP CONSTRAINT "price_lists_month_unique";--> statement-breakpoint
ALTER TABLE "host_pools" ADD COLUMN "cpu_allocation_coefficient" double precision DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "host_pools" ADD COLUMN "ram_allocation_coefficient" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_lists" ADD COLUMN "valid_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "price_lists" SET "valid_from" = ("month" || '-01T00:00:00Z')::timestamptz;--> statement-breakpoint
ALTER TABLE "vms" ADD COLUMN "host_uuid" uuid;--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_pool_uuid_host_pools_uuid_fk" FOREIGN KEY ("pool_uuid") REFERENCES "public"."host_pools"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hosts_pool_idx" ON "hosts" USING btree ("pool_uuid");--> statement-breakpoint
CREATE INDEX "price_lists_valid_from_idx" ON "price_lists" USING btree ("valid_from");--> statement-breakpoint
CREATE INDEX "vms_host_idx" ON "vms" USING btree ("host_uuid");