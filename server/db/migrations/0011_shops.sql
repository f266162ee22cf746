CREATE TABLE "mystery_accounts" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"pity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mystery_accounts_pity_check" CHECK ("mystery_accounts"."pity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mystery_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"seed_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"pity_before" integer NOT NULL,
	"box_version" integer NOT NULL,
	"rarity" text NOT NULL,
	"card_id" text NOT NULL,
	"instance_id" uuid NOT NULL,
	"paid_with" text NOT NULL,
	"paid_fragments" integer DEFAULT 0 NOT NULL,
	"traded_instance_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mystery_draws_paid_with_check" CHECK ("mystery_draws"."paid_with" in ('fragments', 'cards'))
);
--> statement-breakpoint
CREATE TABLE "mystery_seeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fragment_store_counts" (
	"account_id" uuid NOT NULL,
	"rotation" text NOT NULL,
	"card_id" text NOT NULL,
	"bought" integer NOT NULL,
	CONSTRAINT "fragment_store_counts_account_id_rotation_card_id_pk" PRIMARY KEY("account_id","rotation","card_id"),
	CONSTRAINT "fragment_store_counts_bought_check" CHECK ("fragment_store_counts"."bought" >= 1)
);
--> statement-breakpoint
CREATE TABLE "fragment_store_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"rotation" text NOT NULL,
	"card_id" text NOT NULL,
	"price_fragments" integer NOT NULL,
	"instance_id" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "invite_milestones" (
	"invitee_id" uuid NOT NULL,
	"milestone" text NOT NULL,
	"points" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invite_milestones_invitee_id_milestone_pk" PRIMARY KEY("invitee_id","milestone")
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"invitee_id" uuid PRIMARY KEY NOT NULL,
	"inviter_id" uuid NOT NULL,
	"code" text NOT NULL,
	"ip" text,
	"device_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invites_not_self_check" CHECK ("invites"."invitee_id" <> "invites"."inviter_id")
);
--> statement-breakpoint
CREATE TABLE "apple_notifications" (
	"notification_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"subtype" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"external_id" text NOT NULL,
	"pack_id" text NOT NULL,
	"gold" integer NOT NULL,
	"environment" text,
	"status" text DEFAULT 'credited' NOT NULL,
	"refund_debited" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('credited', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "stars_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"pack_id" text NOT NULL,
	"stars" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mystery_accounts" ADD CONSTRAINT "mystery_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mystery_draws" ADD CONSTRAINT "mystery_draws_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mystery_draws" ADD CONSTRAINT "mystery_draws_seed_id_mystery_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."mystery_seeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mystery_draws" ADD CONSTRAINT "mystery_draws_instance_id_card_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."card_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mystery_seeds" ADD CONSTRAINT "mystery_seeds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fragment_store_counts" ADD CONSTRAINT "fragment_store_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fragment_store_purchases" ADD CONSTRAINT "fragment_store_purchases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fragment_store_purchases" ADD CONSTRAINT "fragment_store_purchases_instance_id_card_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."card_instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_milestones" ADD CONSTRAINT "invite_milestones_invitee_id_invites_invitee_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."invites"("invitee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invitee_id_accounts_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_inviter_id_accounts_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stars_orders" ADD CONSTRAINT "stars_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mystery_draws_key_idx" ON "mystery_draws" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mystery_draws_nonce_idx" ON "mystery_draws" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "mystery_draws_account_idx" ON "mystery_draws" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "mystery_seeds_account_idx" ON "mystery_seeds" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mystery_seeds_one_active_idx" ON "mystery_seeds" USING btree ("account_id") WHERE "mystery_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "fragment_store_purchases_key_idx" ON "fragment_store_purchases" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "invites_inviter_idx" ON "invites" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE INDEX "invites_device_idx" ON "invites" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_external_idx" ON "purchases" USING btree ("channel","external_id");--> statement-breakpoint
CREATE INDEX "purchases_account_idx" ON "purchases" USING btree ("account_id","created_at");