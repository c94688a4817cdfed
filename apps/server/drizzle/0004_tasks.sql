CREATE TABLE "task_items" (
	"task_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"key" text NOT NULL,
	"state" text NOT NULL,
	"result" jsonb,
	"error_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_items_task_id_seq_pk" PRIMARY KEY("task_id","seq"),
	CONSTRAINT "task_items_state_check" CHECK ("task_items"."state" in ('DONE', 'FAILED')),
	CONSTRAINT "task_items_error_check" CHECK (("task_items"."state" = 'FAILED') = ("task_items"."error_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"owner_id" uuid,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"done_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error_code" integer,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"singleton_key" text,
	"locked_by" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tasks_state_check" CHECK ("tasks"."state" in ('PENDING', 'RUNNING', 'DONE', 'FAILED')),
	CONSTRAINT "tasks_counts_check" CHECK ("tasks"."failed_count" between 0 and "tasks"."done_count" and "tasks"."done_count" >= 0 and "tasks"."total_count" >= 0),
	CONSTRAINT "tasks_running_check" CHECK (("tasks"."state" = 'RUNNING') = ("tasks"."locked_by" is not null)),
	CONSTRAINT "tasks_failed_check" CHECK (("tasks"."state" = 'FAILED') = ("tasks"."error_code" is not null))
);
--> statement-breakpoint
ALTER TABLE "task_items" ADD CONSTRAINT "task_items_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_items_key" ON "task_items" USING btree ("task_id","key");--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("run_at") WHERE state = 'PENDING';--> statement-breakpoint
CREATE INDEX "tasks_running_idx" ON "tasks" USING btree ("heartbeat_at") WHERE state = 'RUNNING';--> statement-breakpoint
CREATE INDEX "tasks_owner_idx" ON "tasks" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_kind_finished_idx" ON "tasks" USING btree ("kind","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_singleton_key" ON "tasks" USING btree ("singleton_key") WHERE state in ('PENDING', 'RUNNING');