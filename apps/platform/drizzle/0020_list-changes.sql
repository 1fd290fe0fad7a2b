CREATE TABLE "list_changes" (
	"scope" text NOT NULL,
	"txid" "xid8" NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "list_changes_scope_txid_pk" PRIMARY KEY("scope","txid")
);
--> statement-breakpoint
-- HAND-WRITTEN (plat2): the list cache's change log (services/list-cache.ts). Statement-level triggers write one
-- row per scope a statement's rows belong to (before and after the change), in the writer's transaction:
-- `u:<user>:<location>`, `b:<billing account>:<location>` of the row and, for a disk, replica or floating IP, of the
-- VM it belongs to; `*` (every list) for a truncate or a host pool renamed or removed. PostgreSQL allows transition
-- tables on single-event triggers only, hence three per table.
CREATE FUNCTION list_changes_log() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' WHEN 'DELETE' THEN 'old_rows'
    ELSE '(SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows)' END;
  owners text;
BEGIN
  IF TG_OP = 'TRUNCATE' OR TG_ARGV[0] = 'all' THEN
    INSERT INTO list_changes (scope, txid) VALUES ('*', pg_current_xact_id()) ON CONFLICT DO NOTHING;
    RETURN NULL;
  END IF;
  owners := CASE TG_ARGV[0]
    WHEN 'vm' THEN format('SELECT r.user_id, r.billing_account_id, r.location FROM %s r', changed)
    WHEN 'disk' THEN format('SELECT r.user_id, r.billing_account_id, r.location FROM %1$s r UNION ALL '
      'SELECT v.user_id, v.billing_account_id, v.location FROM %1$s r JOIN vms v ON v.uuid = r.vm_uuid', changed)
    WHEN 'ip' THEN format('SELECT r.user_id, r.billing_account_id, r.location FROM %1$s r UNION ALL '
      'SELECT v.user_id, v.billing_account_id, v.location FROM %1$s r JOIN vms v ON v.uuid = r.assigned_to', changed)
    WHEN 'replica' THEN format('SELECT d.user_id, d.billing_account_id, d.location '
      'FROM %1$s r JOIN disks d ON d.uuid = r.disk_uuid UNION ALL '
      'SELECT v.user_id, v.billing_account_id, v.location '
      'FROM %1$s r JOIN disks d ON d.uuid = r.disk_uuid JOIN vms v ON v.uuid = d.vm_uuid', changed)
  END;
  EXECUTE format('INSERT INTO list_changes (scope, txid) SELECT DISTINCT s, pg_current_xact_id() '
    'FROM (%s) o (user_id, billing_account_id, location), '
    'LATERAL (VALUES (''u:'' || o.user_id || '':'' || o.location), '
    '(''b:'' || o.billing_account_id || '':'' || o.location)) AS v (s) '
    'WHERE s IS NOT NULL ON CONFLICT DO NOTHING', owners);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DO $do$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('vms', 'vm'), ('disks', 'disk'), ('floating_ips', 'ip'),
    ('replicas', 'replica')) AS x (name, kind) LOOP
    EXECUTE format('CREATE TRIGGER %1$s_list_changes_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION list_changes_log(%2$L)', t.name, t.kind);
    EXECUTE format('CREATE TRIGGER %1$s_list_changes_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows '
      'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_changes_log(%2$L)', t.name, t.kind);
    EXECUTE format('CREATE TRIGGER %1$s_list_changes_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION list_changes_log(%2$L)', t.name, t.kind);
    EXECUTE format('CREATE TRIGGER %1$s_list_changes_truncate AFTER TRUNCATE ON %1$I '
      'FOR EACH STATEMENT EXECUTE FUNCTION list_changes_log(%2$L)', t.name, t.kind);
  END LOOP;
END
$do$;
--> statement-breakpoint
CREATE TRIGGER host_pools_list_changes AFTER UPDATE OF name, uuid OR DELETE OR TRUNCATE ON host_pools
  FOR EACH STATEMENT EXECUTE FUNCTION list_changes_log('all');
-- END HAND-WRITTEN (plat2)
