CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"token_prefix" text NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"billing_account_id" integer,
	"kong_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "billing_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"credit_amount" double precision DEFAULT 0 NOT NULL,
	"vat_percentage" double precision DEFAULT 0 NOT NULL,
	"restriction_level" text,
	"suspend_reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disks" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"id" serial NOT NULL,
	"location" text NOT NULL,
	"user_id" integer NOT NULL,
	"billing_account_id" integer NOT NULL,
	"display_name" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"size_gb" integer NOT NULL,
	"source_image_type" text DEFAULT 'EMPTY' NOT NULL,
	"source_image" text,
	"storage_pool_uuid" uuid,
	"read_only_bootable" boolean DEFAULT false NOT NULL,
	"vm_uuid" uuid,
	"primary" boolean DEFAULT false NOT NULL,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disks_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "floating_ips" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"location" text NOT NULL,
	"user_id" integer NOT NULL,
	"billing_account_id" integer NOT NULL,
	"address" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"assigned_to" uuid,
	"assigned_to_resource_type" text,
	"assigned_to_private_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unassigned_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "floating_ips_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "host_pools" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default_designated" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"storage_pool_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"ui_position" integer DEFAULT 0 NOT NULL,
	"guest_limits" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'vm' NOT NULL,
	"os_name" text NOT NULL,
	"display_name" text NOT NULL,
	"ui_position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_app_catalog" boolean DEFAULT false NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"license_type" text,
	"versions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"billing_account_id" integer NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" text NOT NULL,
	"vat_percentage" double precision NOT NULL,
	"vat_tax" text NOT NULL,
	"total" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"slug" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_preferred" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order_nr" integer DEFAULT 0 NOT NULL,
	"country_code" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location" text NOT NULL,
	"user_id" integer NOT NULL,
	"billing_account_id" integer,
	"name" text NOT NULL,
	"type" text DEFAULT 'private' NOT NULL,
	"vlan_id" integer NOT NULL,
	"subnet" text NOT NULL,
	"subnet_ipv6" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"resource_uuid" text,
	"user_id" integer,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_month_unique" UNIQUE("month")
);
--> statement-breakpoint
CREATE TABLE "replicas" (
	"uuid" text PRIMARY KEY NOT NULL,
	"id" serial NOT NULL,
	"disk_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "replicas_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ssh_keys" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"billing_account_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"resource_type" text NOT NULL,
	"resource_uuid" text NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"amount" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "vms" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"id" serial NOT NULL,
	"location" text NOT NULL,
	"user_id" integer NOT NULL,
	"billing_account_id" integer NOT NULL,
	"name" text NOT NULL,
	"hostname" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"vcpu" integer NOT NULL,
	"memory" integer NOT NULL,
	"os_name" text NOT NULL,
	"os_version" text NOT NULL,
	"username" text,
	"password_hash" text,
	"public_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cloud_init" text,
	"mac" text NOT NULL,
	"private_ipv4" text NOT NULL,
	"network_uuid" uuid,
	"designated_pool_uuid" uuid,
	"license_type" text,
	"backup" boolean DEFAULT false NOT NULL,
	"boot_iso" text,
	"service_uuid" uuid,
	"busy_operation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "vms_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disks" ADD CONSTRAINT "disks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floating_ips" ADD CONSTRAINT "floating_ips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_pools" ADD CONSTRAINT "host_pools_location_locations_slug_fk" FOREIGN KEY ("location") REFERENCES "public"."locations"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssh_keys" ADD CONSTRAINT "ssh_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vms" ADD CONSTRAINT "vms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "billing_accounts_user_idx" ON "billing_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "disks_user_idx" ON "disks" USING btree ("user_id","location");--> statement-breakpoint
CREATE INDEX "disks_vm_idx" ON "disks" USING btree ("vm_uuid");--> statement-breakpoint
CREATE INDEX "floating_ips_user_idx" ON "floating_ips" USING btree ("user_id","location");--> statement-breakpoint
CREATE UNIQUE INDEX "floating_ips_live_address_idx" ON "floating_ips" USING btree ("address") WHERE "floating_ips"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "images_kind_os_idx" ON "images" USING btree ("kind","os_name");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_account_month_idx" ON "invoices" USING btree ("billing_account_id","month");--> statement-breakpoint
CREATE INDEX "networks_user_idx" ON "networks" USING btree ("user_id","location");--> statement-breakpoint
CREATE UNIQUE INDEX "networks_one_default_idx" ON "networks" USING btree ("user_id","location") WHERE "networks"."is_default";--> statement-breakpoint
CREATE INDEX "operations_open_idx" ON "operations" USING btree ("status") WHERE "operations"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "replicas_disk_idx" ON "replicas" USING btree ("disk_uuid");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ssh_keys_user_name_idx" ON "ssh_keys" USING btree ("user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_records_hour_idx" ON "usage_records" USING btree ("resource_type","resource_uuid","hour");--> statement-breakpoint
CREATE INDEX "usage_records_account_idx" ON "usage_records" USING btree ("billing_account_id","hour");--> statement-breakpoint
CREATE INDEX "vms_user_idx" ON "vms" USING btree ("user_id","location");--> statement-breakpoint
CREATE INDEX "vms_billing_idx" ON "vms" USING btree ("billing_account_id");--> statement-breakpoint
CREATE INDEX "vms_network_idx" ON "vms" USING btree ("network_uuid");