CREATE TABLE "team_units" (
	"account_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"instance_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "team_units_account_id_slot_position_pk" PRIMARY KEY("account_id","slot","position")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"account_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"name" text NOT NULL,
	"is_defence" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_account_id_slot_pk" PRIMARY KEY("account_id","slot"),
	CONSTRAINT "teams_slot_check" CHECK ("teams"."slot" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "team_units" ADD CONSTRAINT "team_units_instance_id_card_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."card_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_units" ADD CONSTRAINT "team_units_account_id_slot_teams_account_id_slot_fk" FOREIGN KEY ("account_id","slot") REFERENCES "public"."teams"("account_id","slot") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_units_instance_idx" ON "team_units" USING btree ("account_id","slot","instance_id");--> statement-breakpoint
CREATE INDEX "team_units_instance_lookup_idx" ON "team_units" USING btree ("instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_one_defence_idx" ON "teams" USING btree ("account_id") WHERE "teams"."is_defence";