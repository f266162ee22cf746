CREATE TABLE "battles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attacker_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"attacker_name" text NOT NULL,
	"mode" text NOT NULL,
	"defender_id" uuid,
	"opponent_kind" text NOT NULL,
	"opponent_name" text NOT NULL,
	"stage_id" text,
	"floor" integer,
	"team_slot" integer,
	"input" jsonb NOT NULL,
	"rules_version" integer NOT NULL,
	"seed" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"event_hash" text NOT NULL,
	"winner" smallint,
	"rounds" integer NOT NULL,
	"rewards" jsonb NOT NULL,
	"stamina_cost" integer NOT NULL,
	"stars" smallint,
	"first_clear" boolean DEFAULT false NOT NULL,
	"attacker_rating_before" integer,
	"attacker_rating_after" integer,
	"defender_rating_before" integer,
	"defender_rating_after" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "battles_mode_check" CHECK ("battles"."mode" in ('campaign', 'tower', 'random_team', 'pvp')),
	CONSTRAINT "battles_winner_check" CHECK ("battles"."winner" is null or "battles"."winner" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "campaign_progress" (
	"account_id" uuid NOT NULL,
	"stage_id" text NOT NULL,
	"stars" smallint NOT NULL,
	"wins" integer DEFAULT 1 NOT NULL,
	"first_cleared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_progress_account_id_stage_id_pk" PRIMARY KEY("account_id","stage_id"),
	CONSTRAINT "campaign_progress_stars_check" CHECK ("campaign_progress"."stars" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "seed_commits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"opponent" jsonb
);
--> statement-breakpoint
CREATE TABLE "player_stats" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"pvp_wins" integer DEFAULT 0 NOT NULL,
	"pvp_losses" integer DEFAULT 0 NOT NULL,
	"pvp_battles" integer DEFAULT 0 NOT NULL,
	"campaign_stars" integer DEFAULT 0 NOT NULL,
	"best_floor" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_snapshot_days" (
	"day" date PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_snapshots" (
	"day" date NOT NULL,
	"board" text NOT NULL,
	"account_id" uuid NOT NULL,
	"slot" integer DEFAULT 0 NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "ranking_snapshots_day_board_account_id_slot_pk" PRIMARY KEY("day","board","account_id","slot"),
	CONSTRAINT "ranking_snapshots_board_check" CHECK ("ranking_snapshots"."board" in ('rating', 'users', 'teams'))
);
--> statement-breakpoint
CREATE TABLE "team_records" (
	"account_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"name" text NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"battles" integer DEFAULT 0 NOT NULL,
	"power" integer NOT NULL,
	"card_ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_records_account_id_slot_pk" PRIMARY KEY("account_id","slot")
);
--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_attacker_id_accounts_id_fk" FOREIGN KEY ("attacker_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_defender_id_accounts_id_fk" FOREIGN KEY ("defender_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_progress" ADD CONSTRAINT "campaign_progress_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_commits" ADD CONSTRAINT "seed_commits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_records" ADD CONSTRAINT "team_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battles_attacker_key_idx" ON "battles" USING btree ("attacker_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "battles_attacker_time_idx" ON "battles" USING btree ("attacker_id","created_at","id");--> statement-breakpoint
CREATE INDEX "battles_defender_time_idx" ON "battles" USING btree ("defender_id","created_at","id");--> statement-breakpoint
CREATE INDEX "seed_commits_account_idx" ON "seed_commits" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "player_stats_rating_idx" ON "player_stats" USING btree ("rating","account_id");--> statement-breakpoint
CREATE INDEX "player_stats_user_idx" ON "player_stats" USING btree ("campaign_stars","best_floor","account_id");--> statement-breakpoint
CREATE INDEX "team_records_rank_idx" ON "team_records" USING btree ("wins","power");