-- finished_at orders the history (newest first, and which records the bound
-- drops). It was written as RFC 3339 with trailing zeros of the fraction cut
-- (…:05Z, …:05.1Z, …:05.25Z), and such strings do not sort in time order:
-- "Z" sorts after ".". Rows are now written with a fixed nine-digit
-- fraction; this rewrites the older ones the same way. SQLite keeps
-- milliseconds, which is enough for an order (the record itself keeps the
-- exact time).
UPDATE history SET finished_at = strftime('%Y-%m-%dT%H:%M:%f', finished_at) || '000000Z'
	WHERE finished_at NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]Z'
	AND strftime('%Y', finished_at) IS NOT NULL;
