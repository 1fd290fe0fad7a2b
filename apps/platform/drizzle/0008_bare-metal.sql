CREATE TABLE "metal_leases" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"id" serial NOT NULL,
	"location" text NOT NULL,
	"user_id" integer NOT NULL,
	"billing_account_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"type_name" text NOT NULL,
	"spec" jsonb NOT NULL,
	"machine_uuid" uuid NOT NULL,
	"hostname" text NOT NULL,
	"ip_address" text,
	"os_name" text NOT NULL,
	"os_version" text NOT NULL,
	"login" text NOT NULL,
	"status" text DEFAULT 'provisioning' NOT NULL,
	"busy_operation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "metal_leases_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "metal_machines" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"type_id" integer NOT NULL,
	"hostname" text NOT NULL,
	"ip_address" text NOT NULL,
	"lease_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_machines_hostname_unique" UNIQUE("hostname")
);
--> statement-breakpoint
CREATE TABLE "metal_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"cpu_model" text NOT NULL,
	"cpu_cores" integer NOT NULL,
	"ram_gb" integer NOT NULL,
	"disks" jsonb NOT NULL,
	"ui_position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_types_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "metal_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "billing_account_quotas" ADD COLUMN "metal_leases" integer;--> statement-breakpoint
ALTER TABLE "metal_leases" ADD CONSTRAINT "metal_leases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_machines" ADD CONSTRAINT "metal_machines_type_id_metal_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."metal_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metal_leases_user_idx" ON "metal_leases" USING btree ("user_id","location");--> statement-breakpoint
CREATE INDEX "metal_machines_free_idx" ON "metal_machines" USING btree ("location","type_id","lease_uuid");