CREATE TABLE "season_results" (
	"season" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"rating" integer NOT NULL,
	"league" text NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"battles" integer NOT NULL,
	"reset_rating" integer NOT NULL,
	"reward" jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "season_results_season_account_id_pk" PRIMARY KEY("season","account_id"),
	CONSTRAINT "season_results_league_check" CHECK ("season_results"."league" in ('bronze', 'silver', 'gold', 'platinum', 'diamond', 'master'))
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"number" integer PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "daily_quests" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"slot" integer NOT NULL,
	"quest" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"target" integer NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "daily_quests_account_id_day_slot_pk" PRIMARY KEY("account_id","day","slot")
);
--> statement-breakpoint
CREATE TABLE "login_streaks" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"last_day" date NOT NULL,
	"length" integer NOT NULL,
	"best" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "season_results" ADD CONSTRAINT "season_results_season_seasons_number_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_results" ADD CONSTRAINT "season_results_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_quests" ADD CONSTRAINT "daily_quests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_streaks" ADD CONSTRAINT "login_streaks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_results_rank_idx" ON "season_results" USING btree ("season","rank");