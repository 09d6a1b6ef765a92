CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"total_score" integer NOT NULL,
	"category_scores" jsonb NOT NULL,
	"strengths" jsonb NOT NULL,
	"areas_for_improvement" jsonb NOT NULL,
	"final_assessment" text NOT NULL,
	"metrics" jsonb NOT NULL,
	"engine" text NOT NULL,
	"transcript" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"type" text NOT NULL,
	"level" text NOT NULL,
	"amount" integer NOT NULL,
	"techstack" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"question_details" jsonb NOT NULL,
	"question_source" text NOT NULL,
	"cover_image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_interview_id_created_at_idx" ON "feedback" USING btree ("interview_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_user_id_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "interviews_user_id_created_at_idx" ON "interviews" USING btree ("user_id","created_at");