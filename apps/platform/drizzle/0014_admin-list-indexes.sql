CREATE INDEX "billing_accounts_created_idx" ON "billing_accounts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vms_created_idx" ON "vms" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vms_name_idx" ON "vms" USING btree ("name");