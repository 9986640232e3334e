-- Issue 32: no mail lost, no flood stored.
-- When the mail consumer last tried to send a row's mail (ms since the epoch; NULL until it did).
-- A row still `pending` an hour after it was last queued and last tried is queued again by the
-- scheduled sweep (a lost queue message, a "sent" update that failed), and flagged by
-- `npm run leads -- list`.
ALTER TABLE leads ADD COLUMN mail_attempted_at INTEGER;
ALTER TABLE applications ADD COLUMN mail_attempted_at INTEGER;
