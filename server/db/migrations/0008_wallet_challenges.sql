CREATE TABLE "wallet_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "wallet_challenges_kind_check" CHECK ("wallet_challenges"."kind" in ('ton_proof', 'siwe'))
);
--> statement-breakpoint
CREATE INDEX "wallet_challenges_expires_idx" ON "wallet_challenges" USING btree ("expires_at");