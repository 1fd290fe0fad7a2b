CREATE TABLE "location_network_settings" (
	"location" text PRIMARY KEY NOT NULL,
	"private_subnet_prefix" integer DEFAULT 24 NOT NULL,
	"vlan_first" integer DEFAULT 100 NOT NULL,
	"vlan_last" integer DEFAULT 3999 NOT NULL,
	"dns_servers" jsonb DEFAULT '["1.1.1.1","8.8.8.8"]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_ip_ranges" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location" text NOT NULL,
	"cidr" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_ip_ranges_cidr_unique" UNIQUE("cidr")
);
--> statement-breakpoint
CREATE INDEX "public_ip_ranges_location_idx" ON "public_ip_ranges" USING btree ("location");