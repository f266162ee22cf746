-- The live feed reads battles by the transaction that stored them, in commit order: a battle's created_at is taken
-- before its transaction commits, so reading by time loses a late commit. Existing battles get this migration's id.
ALTER TABLE "battles" ADD COLUMN "tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "battles_tx_idx" ON "battles" USING btree ("tx");