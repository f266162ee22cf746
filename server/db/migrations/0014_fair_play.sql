ALTER TABLE "battles" ADD COLUMN "placements" jsonb;--> statement-breakpoint
-- One open PvP commitment per player from now on: of any older ones, only each player's newest stays open.
DELETE FROM "seed_commits" s WHERE s."opponent" is not null and s."used_at" is null and exists (
  select 1 from "seed_commits" n where n."account_id" = s."account_id" and n."opponent" is not null and n."used_at" is null
    and (n."created_at", n."id") > (s."created_at", s."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "seed_commits_open_pvp_idx" ON "seed_commits" USING btree ("account_id") WHERE "seed_commits"."opponent" is not null and "seed_commits"."used_at" is null;
