CREATE TABLE "earnings_months" (
	"month" date NOT NULL,
	"professor_id" integer NOT NULL,
	"kind" "earning_kind" NOT NULL,
	"gross" integer NOT NULL,
	"amount" integer NOT NULL,
	"sales" integer NOT NULL,
	CONSTRAINT "earnings_months_month_professor_id_kind_pk" PRIMARY KEY("month","professor_id","kind")
);
--> statement-breakpoint
CREATE TABLE "report_months" (
	"month" date PRIMARY KEY NOT NULL,
	"card_points" integer NOT NULL,
	"card_dzd" integer NOT NULL,
	"code_points" integer NOT NULL,
	"summed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The earnings report's summed months (docs/decisions/139-closed-months-summed-once.md). A month is summed only
-- once it has been over for ten minutes (modules/points/report-months.ts), holding the advisory lock below; a row
-- written later into a summed month (a card payment settled after its month ended, a row written with an earlier
-- time) removes that month's summary under the same lock, so the next report sums it again. A row of a month not
-- yet closed, every sale as it happens, takes no lock and deletes nothing.
CREATE FUNCTION masar_report_month_written(written_at timestamptz) RETURNS void LANGUAGE plpgsql AS $written$
DECLARE
  written_month date := date_trunc('month', written_at AT TIME ZONE 'Africa/Algiers')::date;
BEGIN
  IF written_at IS NULL
     OR written_month >= date_trunc('month', (now() - interval '10 minutes') AT TIME ZONE 'Africa/Algiers')::date THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('masar:report-months'));
  DELETE FROM report_months WHERE month = written_month;
END
$written$;
--> statement-breakpoint
CREATE FUNCTION masar_report_row_written() RETURNS trigger LANGUAGE plpgsql AS $row$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM masar_report_month_written(OLD.created_at); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM masar_report_month_written(NEW.created_at); END IF;
  RETURN NULL;
END
$row$;
--> statement-breakpoint
CREATE TRIGGER professor_earnings_report_months
  AFTER INSERT OR DELETE OR UPDATE OF professor_id, kind, gross, amount, created_at ON professor_earnings
  FOR EACH ROW EXECUTE FUNCTION masar_report_row_written();
--> statement-breakpoint
-- Top-ups only (card payments and codes): a purchase's spend or an adjustment is in no month's summary.
CREATE TRIGGER point_transactions_report_months_insert AFTER INSERT ON point_transactions
  FOR EACH ROW WHEN (NEW.kind IN ('purchase', 'code')) EXECUTE FUNCTION masar_report_row_written();
--> statement-breakpoint
CREATE TRIGGER point_transactions_report_months_update
  AFTER UPDATE OF kind, status, amount, amount_dzd, created_at ON point_transactions
  FOR EACH ROW WHEN (OLD.kind IN ('purchase', 'code') OR NEW.kind IN ('purchase', 'code'))
  EXECUTE FUNCTION masar_report_row_written();
--> statement-breakpoint
CREATE TRIGGER point_transactions_report_months_delete AFTER DELETE ON point_transactions
  FOR EACH ROW WHEN (OLD.kind IN ('purchase', 'code')) EXECUTE FUNCTION masar_report_row_written();
