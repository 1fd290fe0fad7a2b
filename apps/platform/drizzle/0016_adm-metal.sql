ALTER TABLE "metal_machines" ADD COLUMN "serial" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "metal_machines" ADD COLUMN "state" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "metal_machines" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "metal_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
-- HAND-WRITTEN (adm-metal): machines stocked before serial numbers existed get one from their host name.
UPDATE "metal_machines" SET "serial" = upper(replace("hostname", '-', '')) WHERE "serial" = '';
-- END HAND-WRITTEN (adm-metal)
