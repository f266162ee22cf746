CREATE TABLE "market_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"card_instance_id" uuid NOT NULL,
	"card_id" text NOT NULL,
	"level" integer NOT NULL,
	"rarity" text NOT NULL,
	"families" text[] NOT NULL,
	"element" text NOT NULL,
	"price" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"buyer_id" uuid,
	"create_key" text NOT NULL,
	CONSTRAINT "market_listings_status_check" CHECK ("market_listings"."status" in ('active', 'sold', 'cancelled', 'expired')),
	CONSTRAINT "market_listings_price_check" CHECK ("market_listings"."price" > 0 and "market_listings"."fee" >= 0 and "market_listings"."fee" < "market_listings"."price"),
	CONSTRAINT "market_listings_closed_check" CHECK (("market_listings"."status" = 'active') = ("market_listings"."closed_at" is null) and ("market_listings"."status" = 'sold') = ("market_listings"."buyer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "market_sales" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"level" integer NOT NULL,
	"price" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"seller_id" uuid,
	"buyer_id" uuid,
	"sold_at" timestamp with time zone NOT NULL,
	"in_price_history" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" uuid NOT NULL,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"app_version" text NOT NULL,
	"battle_id" text,
	"screenshot" "bytea",
	"screenshot_type" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "user_reports_status_check" CHECK ("user_reports"."status" in ('open', 'closed')),
	CONSTRAINT "user_reports_screenshot_check" CHECK (("user_reports"."screenshot" is null) = ("user_reports"."screenshot_type" is null))
);
--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_card_instance_id_card_instances_id_fk" FOREIGN KEY ("card_instance_id") REFERENCES "public"."card_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_buyer_id_accounts_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_sales" ADD CONSTRAINT "market_sales_listing_id_market_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."market_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_sales" ADD CONSTRAINT "market_sales_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_sales" ADD CONSTRAINT "market_sales_buyer_id_accounts_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_listings_one_active_idx" ON "market_listings" USING btree ("card_instance_id") WHERE "market_listings"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "market_listings_create_key_idx" ON "market_listings" USING btree ("seller_id","create_key");--> statement-breakpoint
CREATE INDEX "market_listings_browse_idx" ON "market_listings" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "market_listings_card_idx" ON "market_listings" USING btree ("card_id","status","price");--> statement-breakpoint
CREATE INDEX "market_listings_seller_idx" ON "market_listings" USING btree ("seller_id","status","created_at");--> statement-breakpoint
CREATE INDEX "market_listings_expiry_idx" ON "market_listings" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "market_sales_card_idx" ON "market_sales" USING btree ("card_id","sold_at");--> statement-breakpoint
CREATE INDEX "market_sales_seller_idx" ON "market_sales" USING btree ("seller_id","sold_at");--> statement-breakpoint
CREATE INDEX "market_sales_buyer_idx" ON "market_sales" USING btree ("buyer_id","sold_at");--> statement-breakpoint
CREATE INDEX "user_reports_account_idx" ON "user_reports" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "user_reports_status_idx" ON "user_reports" USING btree ("status","created_at");