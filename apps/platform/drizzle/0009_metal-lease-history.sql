-- The history of bare-metal leases (metering, services/meter-sources.ts metalLeaseSource): the trigger function of
-- 0004 on metal_leases. The status and the machine type price a lease (only `active` hours are billed).
CREATE TRIGGER metal_leases_history AFTER INSERT OR UPDATE OR DELETE ON metal_leases FOR EACH ROW EXECUTE FUNCTION
  resource_history_trigger('metal_lease', 'uuid', 'updated_at', 'display_name', 'status', 'type_name');
