-- Applications sent on a position's page (/careers/<id>): one row per accepted application (issue 22).
-- The CV is an object in the R2 bucket CVS under `cv_key`; the row is written after the file and
-- before the applicant is told "sent". Mail columns as in `leads` (worker/mail/outbox.ts).
CREATE TABLE applications (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL,
  -- A hash of the fields and of the CV's bytes: the same application sent again stores nothing new.
  fingerprint TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  position_id TEXT NOT NULL,
  -- The title when it was sent (a position may be renamed or closed later).
  position_title TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  link TEXT,
  message TEXT NOT NULL,
  cv_key TEXT NOT NULL,
  cv_name TEXT NOT NULL,
  cv_size INTEGER NOT NULL,
  consent_at INTEGER NOT NULL,
  spam TEXT,
  mail_status TEXT NOT NULL DEFAULT 'pending' CHECK (mail_status IN ('pending', 'sent', 'failed', 'held')),
  mail_queued_at INTEGER,
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  mail_sent_at INTEGER,
  mail_error TEXT,
  UNIQUE (idempotency_key, fingerprint)
);

CREATE INDEX applications_created_at ON applications (created_at);
CREATE INDEX applications_email ON applications (email);
CREATE INDEX applications_mail_status ON applications (mail_status, mail_queued_at);
