CREATE TABLE "notice_texts" (
	"notice_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "notice_texts_notice_id_language_pk" PRIMARY KEY("notice_id","language"),
	CONSTRAINT "notice_texts_language_check" CHECK ("notice_texts"."language" in ('en', 'ru', 'zh'))
);
--> statement-breakpoint
ALTER TABLE "notice_texts" ADD CONSTRAINT "notice_texts_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every notice stored so far was published in one language, English: its words become its English text.
INSERT INTO "notice_texts" ("notice_id", "language", "title", "summary", "body") SELECT "id", 'en', "title", "summary", "body" FROM "notices";--> statement-breakpoint
ALTER TABLE "notices" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "notices" DROP COLUMN "summary";--> statement-breakpoint
ALTER TABLE "notices" DROP COLUMN "body";