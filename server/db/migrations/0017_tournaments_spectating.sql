CREATE TABLE "tournament_entries" (
	"tournament_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"seat" integer NOT NULL,
	"team" jsonb NOT NULL,
	"fee_held" integer NOT NULL,
	"place" integer,
	"prize" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_entries_tournament_id_account_id_pk" PRIMARY KEY("tournament_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_matches" (
	"tournament_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"table_no" integer NOT NULL,
	"stage" text NOT NULL,
	"player_a" uuid NOT NULL,
	"player_b" uuid,
	"battle_id" uuid,
	"result" text NOT NULL,
	CONSTRAINT "tournament_matches_tournament_id_round_table_no_pk" PRIMARY KEY("tournament_id","round","table_no"),
	CONSTRAINT "tournament_matches_result_check" CHECK ("tournament_matches"."result" in ('a', 'b', 'draw'))
);
--> statement-breakpoint
CREATE TABLE "tournament_round_seeds" (
	"tournament_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"revealed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tournament_round_seeds_tournament_id_round_pk" PRIMARY KEY("tournament_id","round")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"created_by" uuid,
	"create_key" text,
	"invite_code" text,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"next_round_at" timestamp with time zone,
	"round_seconds" integer NOT NULL,
	"max_players" integer NOT NULL,
	"min_players" integer NOT NULL,
	"entry_fee" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"prize_shares" jsonb NOT NULL,
	"top_cut" boolean NOT NULL,
	"swiss_rounds" integer DEFAULT 0 NOT NULL,
	"rounds_played" integer DEFAULT 0 NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" in ('open', 'running', 'finished', 'cancelled')),
	CONSTRAINT "tournaments_kind_check" CHECK ("tournaments"."kind" in ('official', 'private'))
);
--> statement-breakpoint
CREATE TABLE "battle_watchers" (
	"battle_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "battle_watchers_battle_id_account_id_pk" PRIMARY KEY("battle_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"followed_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follows_follower_id_followed_id_pk" PRIMARY KEY("follower_id","followed_id")
);
--> statement-breakpoint
ALTER TABLE "battles" DROP CONSTRAINT "battles_mode_check";--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_round_seeds" ADD CONSTRAINT "tournament_round_seeds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_watchers" ADD CONSTRAINT "battle_watchers_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_watchers" ADD CONSTRAINT "battle_watchers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_accounts_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_id_accounts_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_entries_seat_idx" ON "tournament_entries" USING btree ("tournament_id","seat");--> statement-breakpoint
CREATE INDEX "tournament_entries_account_idx" ON "tournament_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "tournament_matches_battle_idx" ON "tournament_matches" USING btree ("battle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_invite_code_idx" ON "tournaments" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_create_key_idx" ON "tournaments" USING btree ("created_by","create_key");--> statement-breakpoint
CREATE INDEX "battle_watchers_seen_idx" ON "battle_watchers" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "follows_followed_idx" ON "follows" USING btree ("followed_id");--> statement-breakpoint
CREATE INDEX "battles_created_idx" ON "battles" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_mode_check" CHECK ("battles"."mode" in ('campaign', 'tower', 'random_team', 'pvp', 'tournament'));