ALTER TABLE "accounts" ADD COLUMN "sound_volume" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "music_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "music_volume" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "haptics_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "battle_speed" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_volumes_check" CHECK ("accounts"."sound_volume" between 0 and 100 and "accounts"."music_volume" between 0 and 100);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_battle_speed_check" CHECK ("accounts"."battle_speed" in (0.5, 1, 2, 4));