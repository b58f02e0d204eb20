CREATE TYPE "public"."question_type" AS ENUM('multiple-choice', 'true-false');--> statement-breakpoint
CREATE TYPE "public"."quiz_attempt_status" AS ENUM('open', 'submitted', 'expired');--> statement-breakpoint
CREATE TYPE "public"."quiz_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"attempt_number" integer NOT NULL,
	"status" "quiz_attempt_status" DEFAULT 'open' NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" integer,
	"total_points" integer NOT NULL,
	"passing_score" integer NOT NULL,
	"passed" boolean,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"time_spent" integer,
	"answers_saved_at" timestamp with time zone,
	CONSTRAINT "quiz_attempts_number_positive" CHECK ("quiz_attempts"."attempt_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"type" "question_type" NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_answer" jsonb NOT NULL,
	"points" integer NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	CONSTRAINT "quiz_questions_points_positive" CHECK ("quiz_questions"."points" >= 1)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quizzes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"time_limit" integer NOT NULL,
	"passing_score" integer NOT NULL,
	"max_attempts" integer NOT NULL,
	"status" "quiz_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_time_limit_range" CHECK ("quizzes"."time_limit" between 1 and 300),
	CONSTRAINT "quizzes_passing_score_range" CHECK ("quizzes"."passing_score" between 0 and 100),
	CONSTRAINT "quizzes_max_attempts_range" CHECK ("quizzes"."max_attempts" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_number_key" ON "quiz_attempts" USING btree ("quiz_id","student_id","attempt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open_key" ON "quiz_attempts" USING btree ("quiz_id","student_id") WHERE "quiz_attempts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "quiz_attempts_student_idx" ON "quiz_attempts" USING btree ("student_id","quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_open_deadline_idx" ON "quiz_attempts" USING btree ("deadline") WHERE "quiz_attempts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz_idx" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "quizzes_course_idx" ON "quizzes" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "quizzes_created_by_idx" ON "quizzes" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "quizzes_status_idx" ON "quizzes" USING btree ("status","created_at");