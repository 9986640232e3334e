-- Issue 30: the language of the site a message or an application was sent from ('en' for /contact
-- and /careers/<id>, 'de' for /de/kontakt and /de/karriere/<id>), so the team answers in it. Rows
-- stored before were all sent from the English site.
ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'de'));
ALTER TABLE applications ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'de'));
