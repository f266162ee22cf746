CREATE TABLE "email_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"password_hash" text NOT NULL,
	"account_id" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "email_claims_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "email_claims" ADD CONSTRAINT "email_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_claims_email_idx" ON "email_claims" USING btree ("email","created_at");--> statement-breakpoint
-- Pending registrations used to be unverified identities holding the latest claimant's password (issue 7: a later
-- claim could replace the owner's password). They are claims now; the old unverified rows are dropped, and those
-- players register again.
DELETE FROM "account_identities" WHERE "kind" = 'email' AND NOT "verified";
