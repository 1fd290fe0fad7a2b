-- The history of billable resources (schema.ts resourceHistory): written by triggers in the transaction of every
-- insert, update and delete of vms, disks, replicas, floating_ips, load_balancers and buckets, then back-filled
-- from the rows that exist. Metering prices each hour from these rows (services/metering.ts).

-- Business time for changes that carry no timestamp of their own (hard deletes): the injected clock of a test
-- platform when it wrote one (business_clock), else the wall clock.
CREATE FUNCTION business_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT "now" FROM business_clock WHERE id = 1), statement_timestamp())
$$;
--> statement-breakpoint
-- The priced attributes of a row: the named keys of its JSON form.
CREATE FUNCTION resource_history_attributes(r jsonb, keys text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(k, r -> k), '{}'::jsonb) FROM unnest(keys) AS k
$$;
--> statement-breakpoint
-- Arguments: kind, key column, the column that dates an update (updated_at or modified_at), then the priced
-- attribute columns. An insert is dated by created_at, a soft delete by deleted_at, an update by the dating
-- column when the update moved it, anything else (hard deletes) by business_now(). The current state is closed
-- and the new one opened, unless nothing priced changed.
CREATE FUNCTION resource_history_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  r jsonb := coalesce(new_row, old_row);
  kind_ text := TG_ARGV[0];
  uuid_ text := r ->> TG_ARGV[1];
  dating text := TG_ARGV[2];
  attributes_ jsonb := resource_history_attributes(r, TG_ARGV[3:TG_NARGS - 1]);
  alive boolean := TG_OP <> 'DELETE' AND (r ->> 'deleted_at') IS NULL;
  at timestamptz;
  current_ resource_history%ROWTYPE;
BEGIN
  at := CASE
    WHEN TG_OP = 'INSERT' THEN (r ->> 'created_at')::timestamptz
    WHEN TG_OP = 'UPDATE' AND (new_row ->> 'deleted_at') IS NOT NULL AND (old_row ->> 'deleted_at') IS NULL
      THEN (new_row ->> 'deleted_at')::timestamptz
    WHEN TG_OP = 'UPDATE' AND (new_row -> dating) IS DISTINCT FROM (old_row -> dating)
      THEN (new_row ->> dating)::timestamptz
    ELSE business_now()
  END;
  IF TG_OP = 'UPDATE' AND (old_row ->> TG_ARGV[1]) IS DISTINCT FROM uuid_ THEN
    RAISE EXCEPTION 'resource_history: the key of a % cannot change', kind_;
  END IF;
  SELECT * INTO current_ FROM resource_history h
    WHERE h.kind = kind_ AND h.uuid = uuid_ AND h.valid_to IS NULL FOR UPDATE;
  IF FOUND THEN
    IF alive AND current_.attributes = attributes_
      AND current_.user_id IS NOT DISTINCT FROM (r ->> 'user_id')::integer
      AND current_.billing_account_id IS NOT DISTINCT FROM (r ->> 'billing_account_id')::integer
      AND current_.location IS NOT DISTINCT FROM (r ->> 'location') THEN
      RETURN NULL;
    END IF;
    at := greatest(at, current_.valid_from);
    UPDATE resource_history SET valid_to = at WHERE id = current_.id;
  END IF;
  IF alive THEN
    INSERT INTO resource_history (kind, uuid, user_id, billing_account_id, location, attributes, valid_from)
    VALUES (kind_, uuid_, (r ->> 'user_id')::integer, (r ->> 'billing_account_id')::integer, r ->> 'location',
            attributes_, at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vms_history AFTER INSERT OR UPDATE OR DELETE ON vms FOR EACH ROW EXECUTE FUNCTION
  resource_history_trigger('vm', 'uuid', 'updated_at', 'name', 'vcpu', 'memory', 'status', 'license_type', 'designated_pool_uuid');
--> statement-breakpoint
CREATE TRIGGER disks_history AFTER INSERT OR UPDATE OR DELETE ON disks FOR EACH ROW EXECUTE FUNCTION
  resource_history_trigger('disk', 'uuid', 'updated_at', 'display_name', 'size_gb', 'vm_uuid', 'primary');
--> statement-breakpoint
CREATE TRIGGER replicas_history AFTER INSERT OR UPDATE OR DELETE ON replicas FOR EACH ROW EXECUTE FUNCTION
  resource_history_trigger('replica', 'uuid', 'updated_at', 'disk_uuid', 'type', 'size');
--> statement-breakpoint
CREATE TRIGGER floating_ips_history AFTER INSERT OR UPDATE OR DELETE ON floating_ips FOR EACH ROW EXECUTE FUNCTION
  resource_history_trigger('floating_ip', 'uuid', 'updated_at', 'address', 'assigned_to');
--> statement-breakpoint
CREATE TRIGGER load_balancers_history AFTER INSERT OR UPDATE OR DELETE ON load_balancers FOR EACH ROW EXECUTE FUNCTION
  resource_history_trigger('load_balancer', 'uuid', 'updated_at', 'display_name');
--> statement-breakpoint
CREATE TRIGGER buckets_history AFTER INSERT OR UPDATE OR DELETE ON buckets FOR EACH ROW EXECUTE FUNCTION
  resource_history_trigger('bucket', 'name', 'modified_at', 'size_bytes');
--> statement-breakpoint
-- Back-fill: each existing resource as one state from its creation (to its soft deletion). Before this history
-- a VM deleted during an hour was billed as running for it, so a deleted VM's last state is `running`.
INSERT INTO resource_history (kind, uuid, user_id, billing_account_id, location, attributes, valid_from, valid_to)
SELECT 'vm', v.uuid::text, v.user_id, v.billing_account_id, v.location,
       resource_history_attributes(to_jsonb(v) || CASE WHEN v.deleted_at IS NULL THEN '{}'::jsonb ELSE '{"status":"running"}'::jsonb END,
         ARRAY['name', 'vcpu', 'memory', 'status', 'license_type', 'designated_pool_uuid']),
       v.created_at, v.deleted_at
FROM vms v
UNION ALL
SELECT 'disk', d.uuid::text, d.user_id, d.billing_account_id, d.location,
       resource_history_attributes(to_jsonb(d), ARRAY['display_name', 'size_gb', 'vm_uuid', 'primary']), d.created_at, NULL
FROM disks d
UNION ALL
SELECT 'replica', r.uuid, NULL, NULL, NULL, resource_history_attributes(to_jsonb(r), ARRAY['disk_uuid', 'type', 'size']),
       r.created_at, NULL
FROM replicas r
UNION ALL
SELECT 'floating_ip', f.uuid::text, f.user_id, f.billing_account_id, f.location,
       resource_history_attributes(to_jsonb(f), ARRAY['address', 'assigned_to']), f.created_at, f.deleted_at
FROM floating_ips f
UNION ALL
SELECT 'load_balancer', l.uuid::text, l.user_id, l.billing_account_id, l.location,
       resource_history_attributes(to_jsonb(l), ARRAY['display_name']), l.created_at, l.deleted_at
FROM load_balancers l
UNION ALL
SELECT 'bucket', b.name, b.user_id, b.billing_account_id, NULL, resource_history_attributes(to_jsonb(b), ARRAY['size_bytes']),
       b.created_at, NULL
FROM buckets b;
