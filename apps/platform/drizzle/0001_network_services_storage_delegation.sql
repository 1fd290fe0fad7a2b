CREATE TABLE "access_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"billing_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buckets" (
	"name" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"billing_account_id" integer NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"num_objects" integer DEFAULT 0 NOT NULL,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firewall_vms" (
	"firewall_uuid" uuid NOT NULL,
	"vm_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firewall_vms_firewall_uuid_vm_uuid_pk" PRIMARY KEY("firewall_uuid","vm_uuid")
);
--> statement-breakpoint
CREATE TABLE "firewalls" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location" text NOT NULL,
	"user_id" integer NOT NULL,
	"billing_account_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impersonations" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"grantee_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_balancers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location" text NOT NULL,
	"user_id" integer NOT NULL,
	"billing_account_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"network_uuid" uuid NOT NULL,
	"private_address" text NOT NULL,
	"forwarding_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"targets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "s3_keys" (
	"access_key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"secret_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_packages" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location" text NOT NULL,
	"user_id" integer NOT NULL,
	"billing_account_id" integer NOT NULL,
	"service" text NOT NULL,
	"version" text NOT NULL,
	"display_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_multi_node" boolean DEFAULT false NOT NULL,
	"vm_cpu" integer NOT NULL,
	"vm_ram" integer NOT NULL,
	"vm_disk_gb" integer NOT NULL,
	"network_uuid" uuid NOT NULL,
	"service_ip" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"package_parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" text NOT NULL,
	"whitelist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "storage_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subinterfaces" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vm_uuid" uuid NOT NULL,
	"parent_uuid" uuid NOT NULL,
	"network_uuid" uuid NOT NULL,
	"vlan_tag" integer NOT NULL,
	"mac" text NOT NULL,
	"private_ipv4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_groups" ADD CONSTRAINT "access_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_groups" ADD CONSTRAINT "access_groups_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buckets" ADD CONSTRAINT "buckets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firewall_vms" ADD CONSTRAINT "firewall_vms_firewall_uuid_firewalls_uuid_fk" FOREIGN KEY ("firewall_uuid") REFERENCES "public"."firewalls"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firewalls" ADD CONSTRAINT "firewalls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_group_id_access_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."access_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_grantee_user_id_users_id_fk" FOREIGN KEY ("grantee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_balancers" ADD CONSTRAINT "load_balancers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "s3_keys" ADD CONSTRAINT "s3_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_packages" ADD CONSTRAINT "service_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_accounts" ADD CONSTRAINT "storage_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_groups_user_idx" ON "access_groups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "buckets_user_idx" ON "buckets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "firewall_vms_vm_idx" ON "firewall_vms" USING btree ("vm_uuid");--> statement-breakpoint
CREATE INDEX "firewalls_user_idx" ON "firewalls" USING btree ("user_id","location");--> statement-breakpoint
CREATE UNIQUE INDEX "impersonations_group_grantee_idx" ON "impersonations" USING btree ("group_id","grantee_user_id");--> statement-breakpoint
CREATE INDEX "impersonations_grantee_idx" ON "impersonations" USING btree ("grantee_user_id");--> statement-breakpoint
CREATE INDEX "load_balancers_user_idx" ON "load_balancers" USING btree ("user_id","location");--> statement-breakpoint
CREATE INDEX "load_balancers_network_idx" ON "load_balancers" USING btree ("network_uuid");--> statement-breakpoint
CREATE INDEX "s3_keys_user_idx" ON "s3_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_packages_user_idx" ON "service_packages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_packages_network_idx" ON "service_packages" USING btree ("network_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "subinterfaces_parent_vlan_idx" ON "subinterfaces" USING btree ("parent_uuid","vlan_tag");--> statement-breakpoint
CREATE UNIQUE INDEX "subinterfaces_vm_network_idx" ON "subinterfaces" USING btree ("vm_uuid","network_uuid");--> statement-breakpoint
CREATE INDEX "subinterfaces_network_idx" ON "subinterfaces" USING btree ("network_uuid");