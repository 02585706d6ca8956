-- Editors write clubs and questions in the studio: a club's own pass mark, a version on each
-- club and question for editors' conditional updates, questions retired instead of deleted, and
-- each attempt's draw holding a copy of the questions it asked, so editing never changes it.
ALTER TABLE "clubs" ADD COLUMN "pass_percent" integer DEFAULT 66 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_pass_percent_range" CHECK ("clubs"."pass_percent" between 50 and 100);--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_options_count" CHECK (cardinality("quiz_questions"."options") between 2 and 6);--> statement-breakpoint
UPDATE "quiz_attempts" a SET "draw" = (
  SELECT coalesce(jsonb_agg(
           d.elem || jsonb_build_object('question', q.question, 'options', to_jsonb(q.options),
                                        'answerIndex', q.answer_index)
           ORDER BY d.ord), '[]'::jsonb)
    FROM jsonb_array_elements(a.draw) WITH ORDINALITY AS d(elem, ord)
    JOIN "quiz_questions" q ON q.club_id = a.club_id AND q.position = (d.elem->>'position')::int
);
