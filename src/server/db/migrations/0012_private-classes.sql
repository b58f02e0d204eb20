CREATE TYPE "public"."private_class_status" AS ENUM('pending', 'confirmed', 'rejected', 'scheduled', 'completed', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'private_class_requested';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'private_class_confirmed';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'private_class_rejected';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'private_class_paid';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'private_class_cancelled';--> statement-breakpoint
CREATE TABLE "private_class_sessions" (
	"private_class_id" integer NOT NULL,
	"live_session_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "private_class_sessions_private_class_id_live_session_id_pk" PRIMARY KEY("private_class_id","live_session_id")
);
--> statement-breakpoint
CREATE TABLE "private_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "private_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"professor_id" integer NOT NULL,
	"material_id" integer,
	"language_level_id" integer,
	"sessions_count" integer NOT NULL,
	"preferred_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferred_times" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" "private_class_status" DEFAULT 'pending' NOT NULL,
	"session_minutes" integer NOT NULL,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_per_session" integer,
	"total" integer,
	"commission_percent" integer,
	"rejection_reason" text,
	"cancellation_reason" text,
	"cancelled_by" integer,
	"refunded" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_classes_sessions_count" CHECK ("private_classes"."sessions_count" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "professor_private_class_settings" (
	"professor_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"price_per_session" integer NOT NULL,
	"session_minutes" integer DEFAULT 60 NOT NULL,
	"timezone" text DEFAULT 'Africa/Algiers' NOT NULL,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"material_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language_level_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professor_pc_settings_minutes" CHECK ("professor_private_class_settings"."session_minutes" between 15 and 480),
	CONSTRAINT "professor_pc_settings_price" CHECK ("professor_private_class_settings"."price_per_session" >= 0)
);
--> statement-breakpoint
ALTER TABLE "point_transactions" ADD COLUMN "private_class_id" integer;--> statement-breakpoint
ALTER TABLE "professor_earnings" ADD COLUMN "private_class_id" integer;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "individual_student_id" integer;--> statement-breakpoint
ALTER TABLE "private_class_sessions" ADD CONSTRAINT "private_class_sessions_private_class_id_private_classes_id_fk" FOREIGN KEY ("private_class_id") REFERENCES "public"."private_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_class_sessions" ADD CONSTRAINT "private_class_sessions_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_classes" ADD CONSTRAINT "private_classes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_classes" ADD CONSTRAINT "private_classes_professor_id_users_id_fk" FOREIGN KEY ("professor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_classes" ADD CONSTRAINT "private_classes_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_classes" ADD CONSTRAINT "private_classes_language_level_id_language_levels_id_fk" FOREIGN KEY ("language_level_id") REFERENCES "public"."language_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_classes" ADD CONSTRAINT "private_classes_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professor_private_class_settings" ADD CONSTRAINT "professor_private_class_settings_professor_id_users_id_fk" FOREIGN KEY ("professor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "private_class_sessions_live_key" ON "private_class_sessions" USING btree ("live_session_id");--> statement-breakpoint
CREATE INDEX "private_classes_student_idx" ON "private_classes" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "private_classes_professor_idx" ON "private_classes" USING btree ("professor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "private_classes_status_idx" ON "private_classes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "professor_pc_settings_enabled_idx" ON "professor_private_class_settings" USING btree ("enabled");--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_private_class_id_private_classes_id_fk" FOREIGN KEY ("private_class_id") REFERENCES "public"."private_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professor_earnings" ADD CONSTRAINT "professor_earnings_private_class_id_private_classes_id_fk" FOREIGN KEY ("private_class_id") REFERENCES "public"."private_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_individual_student_id_users_id_fk" FOREIGN KEY ("individual_student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;