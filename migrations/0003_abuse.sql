-- Issue 32: no mail lost, no flood stored.
-- When the mail consumer last tried to send a row's mail (ms since the epoch; NULL until it did).
-- A row still `pending` an hour after it was last queued and last tried is queued again by the
-- scheduled sweep (a lost queue message, a "sent" update that failed), and flagged by
-- `npm run leads -- list`.
ALTER TABLE leads ADD COLUMN mail_attempted_at INTEGER;
ALTER TABLE applications ADD COLUMN mail_attempted_at INTEGER;

-- What one sender may store (decision 0171): each row keeps a keyed hash of its sender's network
-- (an IPv4 address or an IPv6 /64, HMAC-SHA-256 with FORM_SECRET, never the address), so the
-- worker counts a network's clean and held rows over 24 hours. NULL for rows stored before.
ALTER TABLE leads ADD COLUMN sender_network TEXT;
ALTER TABLE applications ADD COLUMN sender_network TEXT;
CREATE INDEX leads_sender_network ON leads (sender_network, created_at);
CREATE INDEX applications_sender_network ON applications (sender_network, created_at);
-- Held rows are deleted after a shorter retention (LEGAL.retentionDays.held): by status and age.
CREATE INDEX leads_status_created ON leads (mail_status, created_at);
CREATE INDEX applications_status_created ON applications (mail_status, created_at);
