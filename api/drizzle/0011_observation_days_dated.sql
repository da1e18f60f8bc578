-- Days of the 5-day log saved before each day carried its calendar date (issue 17) get one:
-- the last day is the date the log was last saved (UTC), each earlier day one day before it, so
-- none lies in the future and no two share a date. The old ordinal `dia` is dropped.
UPDATE "observation_logs" AS log
SET "days" = COALESCE(
  (
    SELECT jsonb_agg(
      (day.value - 'dia') || jsonb_build_object(
        'fecha',
        to_char(
          (log."updated_at" AT TIME ZONE 'UTC')::date
            - (jsonb_array_length(log."days") - day.ordinality)::int,
          'YYYY-MM-DD'
        )
      )
      ORDER BY day.ordinality
    )
    FROM jsonb_array_elements(log."days") WITH ORDINALITY AS day(value, ordinality)
  ),
  '[]'::jsonb
)
WHERE EXISTS (
  SELECT 1 FROM jsonb_array_elements(log."days") AS day(value) WHERE NOT (day.value ? 'fecha')
);
