-- Paid top-ups through Stripe Checkout (docs/decisions/0062-paid-top-ups.md): one row per
-- Checkout session, credited once by the signed webhook, and the debt a refund can leave.
ALTER TABLE "profiles" ADD COLUMN "hearts_debt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_hearts_debt_non_negative" CHECK ("profiles"."hearts_debt" >= 0);--> statement-breakpoint
CREATE TABLE "heart_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"package_id" text NOT NULL,
	"hearts" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_intent_id" text,
	"receipt_url" text,
	"credit_transaction_id" bigint,
	"refunded_hearts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "heart_payments_checkout_session" UNIQUE("checkout_session_id"),
	CONSTRAINT "heart_payments_payment_intent" UNIQUE("payment_intent_id"),
	CONSTRAINT "heart_payments_status" CHECK ("heart_payments"."status" in ('open', 'paid', 'refunded', 'rejected')),
	CONSTRAINT "heart_payments_refunded_hearts" CHECK ("heart_payments"."refunded_hearts" between 0 and "heart_payments"."hearts")
);--> statement-breakpoint
ALTER TABLE "heart_payments" ADD CONSTRAINT "heart_payments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heart_payments" ADD CONSTRAINT "heart_payments_credit_transaction_id_heart_transactions_id_fk" FOREIGN KEY ("credit_transaction_id") REFERENCES "public"."heart_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "heart_payments_profile_idx" ON "heart_payments" USING btree ("profile_id","created_at");
