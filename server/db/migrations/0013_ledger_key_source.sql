-- Ledger keys get a source: 'client' (a key a player sent) or 'server' (a key the server derives). The unique index
-- becomes (account, source, key), so a player's key can never take or block a key the server needs later.
ALTER TABLE "ledger_movements" ADD COLUMN "key_source" text;--> statement-breakpoint
-- Existing rows are classified by their reason: the server-keyed reasons are exactly SERVER_KEY_KINDS's
-- (server/domain/economy/ledgerKey.ts); everything else, including a conversion a player posted under a key like
-- 'market-sale:<listing>', stays a client key. The ledger is append-only: its trigger is off for this one backfill.
ALTER TABLE "ledger_movements" DISABLE TRIGGER "ledger_movements_append_only";--> statement-breakpoint
UPDATE "ledger_movements" SET "key_source" = CASE
  WHEN "reason" IN ('starter_grant', 'battle_reward', 'market_sale', 'invite_reward', 'purchase', 'purchase_refund', 'deposit', 'activity_reward', 'admin_adjustment') THEN 'server'
  ELSE 'client' END;--> statement-breakpoint
ALTER TABLE "ledger_movements" ENABLE TRIGGER "ledger_movements_append_only";--> statement-breakpoint
ALTER TABLE "ledger_movements" ALTER COLUMN "key_source" SET NOT NULL;--> statement-breakpoint
DROP INDEX "ledger_movements_account_key_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_movements_account_source_key_idx" ON "ledger_movements" USING btree ("account_id","key_source","idempotency_key");--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_key_source_check" CHECK ("ledger_movements"."key_source" in ('client', 'server'));
