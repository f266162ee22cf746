CREATE TABLE "chain_blocks" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "chain_blocks_chain_id_contract_number_pk" PRIMARY KEY("chain_id","contract","number")
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"scanned_block" bigint NOT NULL,
	"head_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_cursors_chain_id_contract_pk" PRIMARY KEY("chain_id","contract")
);
--> statement-breakpoint
CREATE TABLE "chain_deposits" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"player" text NOT NULL,
	"ref" text NOT NULL,
	"amount_wei" text NOT NULL,
	"gold_coin" bigint NOT NULL,
	"status" text NOT NULL,
	"review_reason" text,
	"account_id" uuid,
	"movement_id" integer,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_deposits_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index"),
	CONSTRAINT "chain_deposits_status_check" CHECK ("chain_deposits"."status" in ('credited', 'review'))
);
--> statement-breakpoint
CREATE TABLE "chain_pending_deposits" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"ref" text NOT NULL,
	"amount_wei" text NOT NULL,
	"account_id" uuid,
	CONSTRAINT "chain_pending_deposits_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "deposit_refs" (
	"ref" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_refs_ref_check" CHECK ("deposit_refs"."ref" ~ '^0x[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_pending_deposits" ADD CONSTRAINT "chain_pending_deposits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refs" ADD CONSTRAINT "deposit_refs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chain_deposits_account_idx" ON "chain_deposits" USING btree ("account_id","block_number");--> statement-breakpoint
CREATE INDEX "chain_deposits_status_idx" ON "chain_deposits" USING btree ("status","handled_at");--> statement-breakpoint
CREATE INDEX "chain_pending_deposits_account_idx" ON "chain_pending_deposits" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_refs_account_idx" ON "deposit_refs" USING btree ("account_id");