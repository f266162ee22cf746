CREATE TABLE "card_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"card_id" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_reason" text NOT NULL,
	"source_ref" text,
	"locked_by" text,
	"burned_at" timestamp with time zone,
	"burn_fragments" integer,
	"burn_ref" text,
	CONSTRAINT "card_instances_level_check" CHECK ("card_instances"."level" between 1 and 10),
	CONSTRAINT "card_instances_locked_by_check" CHECK ("card_instances"."locked_by" in ('team', 'market')),
	CONSTRAINT "card_instances_burn_check" CHECK (("card_instances"."burned_at" is null) = ("card_instances"."burn_fragments" is null) and ("card_instances"."burned_at" is null or "card_instances"."locked_by" is null))
);
--> statement-breakpoint
ALTER TABLE "card_instances" ADD CONSTRAINT "card_instances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_instances_account_idx" ON "card_instances" USING btree ("account_id","card_id");--> statement-breakpoint
CREATE INDEX "card_instances_burn_ref_idx" ON "card_instances" USING btree ("account_id","burn_ref");--> statement-breakpoint
INSERT INTO "card_instances" ("id", "account_id", "card_id", "level", "acquired_at", "source_reason", "source_ref")
SELECT "id", "account_id", "card_id", "level", "acquired_at", "source_reason", "source_ref" FROM "owned_cards";
