CREATE TABLE "billing_account_quotas" (
	"billing_account_id" integer PRIMARY KEY NOT NULL,
	"vms" integer,
	"vcpu" integer,
	"ram_mb" integer,
	"disks" integer,
	"disk_gb" integer,
	"public_ips" integer,
	"networks" integer,
	"load_balancers" integer,
	"buckets" integer,
	"managed_services" integer
);
--> statement-breakpoint
ALTER TABLE "billing_account_quotas" ADD CONSTRAINT "billing_account_quotas_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE cascade ON UPDATE no action;