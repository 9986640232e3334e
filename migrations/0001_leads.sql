-- Messages sent through the contact form (/contact): one row per accepted message (issue 21).
-- A row is written before the visitor is told "sent"; the mail to the team follows from it.
CREATE TABLE leads (
  -- Ours: a random UUID, the reference in the team's e-mail and in `npm run leads`.
  id TEXT PRIMARY KEY,
  -- From the form (one key per form shown) with a hash of the message's fields: a send repeated
  -- with the same content stores nothing new; a different message from the same form does.
  idempotency_key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  -- Milliseconds since the epoch (UTC).
  created_at INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  company TEXT,
  topic TEXT NOT NULL CHECK (topic IN ('project', 'api', 'other')),
  message TEXT NOT NULL,
  -- When the visitor ticked the consent box (they cannot send without it).
  consent_at INTEGER NOT NULL,
  -- NULL, or the spam signals the message failed, comma-separated (honeypot, too-fast, token, pow).
  spam TEXT,
  -- pending: not mailed yet; sent: mailed; failed: every attempt failed (dead-letter queue);
  -- held: flagged as spam, not mailed (`npm run leads -- resend <id>` mails it).
  mail_status TEXT NOT NULL DEFAULT 'pending' CHECK (mail_status IN ('pending', 'sent', 'failed', 'held')),
  -- When it was last put on the mail queue; NULL until then (the scheduled sweep queues those).
  mail_queued_at INTEGER,
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  mail_sent_at INTEGER,
  mail_error TEXT,
  UNIQUE (idempotency_key, fingerprint)
);

CREATE INDEX leads_created_at ON leads (created_at);
CREATE INDEX leads_email ON leads (email);
CREATE INDEX leads_mail_status ON leads (mail_status, mail_queued_at);
