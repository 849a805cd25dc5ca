-- Search in plain words: the words a visitor's sentence leaves over search the listings' titles
-- and descriptions in the visitor's language only (a Dutch word finds a Dutch description, not a
-- French one). One FTS5 index per language, keyed by the estate's id (its rowid), contentless
-- (content=''): the texts stay in estates.document alone, the index holds only the words.
-- Accents are folded (unicode61 remove_diacritics 2: 'eglise' finds 'église').
--
-- Kept in step by triggers on estates, so every write path (ingest, CRM sync, the console's
-- editor, the import, the seed, a move to another database, delete and retire, a site's
-- cascade) keeps it without knowing of it. Every estate has a row in each index, empty texts
-- included, so the 'delete' command always names what was inserted.

CREATE VIRTUAL TABLE estate_text_nl USING fts5(title, description, content='', tokenize='unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE estate_text_fr USING fts5(title, description, content='', tokenize='unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE estate_text_en USING fts5(title, description, content='', tokenize='unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE estate_text_de USING fts5(title, description, content='', tokenize='unicode61 remove_diacritics 2');

CREATE TRIGGER estates_text_insert AFTER INSERT ON estates BEGIN
  INSERT INTO estate_text_nl(rowid, title, description) VALUES (new.id, json_extract(new.document, '$.general.title.nl'), json_extract(new.document, '$.general.description.nl'));
  INSERT INTO estate_text_fr(rowid, title, description) VALUES (new.id, json_extract(new.document, '$.general.title.fr'), json_extract(new.document, '$.general.description.fr'));
  INSERT INTO estate_text_en(rowid, title, description) VALUES (new.id, json_extract(new.document, '$.general.title.en'), json_extract(new.document, '$.general.description.en'));
  INSERT INTO estate_text_de(rowid, title, description) VALUES (new.id, json_extract(new.document, '$.general.title.de'), json_extract(new.document, '$.general.description.de'));
END;

CREATE TRIGGER estates_text_update AFTER UPDATE OF id, document ON estates BEGIN
  INSERT INTO estate_text_nl(estate_text_nl, rowid, title, description) VALUES ('delete', old.id, json_extract(old.document, '$.general.title.nl'), json_extract(old.document, '$.general.description.nl'));
  INSERT INTO estate_text_fr(estate_text_fr, rowid, title, description) VALUES ('delete', old.id, json_extract(old.document, '$.general.title.fr'), json_extract(old.document, '$.general.description.fr'));
  INSERT INTO estate_text_en(estate_text_en, rowid, title, description) VALUES ('delete', old.id, json_extract(old.document, '$.general.title.en'), json_extract(old.document, '$.general.description.en'));
  INSERT INTO estate_text_de(estate_text_de, rowid, title, description) VALUES ('delete', old.id, json_extract(old.document, '$.general.title.de'), json_extract(old.document, '$.general.description.de'));
  INSERT INTO estate_text_nl(rowid, title, description) VALUES (new.id, json_extract(new.document, '$.general.title.nl'), json_extract(new.document, '$.general.description.nl'));
  INSERT INTO estate_text_fr(rowid, title, description) VALUES (new.id, json_extract(new.document, '$.general.title.fr'), json_extract(new.document, '$.general.description.fr'));
  INSERT INTO estate_text_en(rowid, title, description) VALUES (new.id, json_extract(new.document, '$.general.title.en'), json_extract(new.document, '$.general.description.en'));
  INSERT INTO estate_text_de(rowid, title, description) VALUES (new.id, json_extract(new.document, '$.general.title.de'), json_extract(new.document, '$.general.description.de'));
END;

CREATE TRIGGER estates_text_delete AFTER DELETE ON estates BEGIN
  INSERT INTO estate_text_nl(estate_text_nl, rowid, title, description) VALUES ('delete', old.id, json_extract(old.document, '$.general.title.nl'), json_extract(old.document, '$.general.description.nl'));
  INSERT INTO estate_text_fr(estate_text_fr, rowid, title, description) VALUES ('delete', old.id, json_extract(old.document, '$.general.title.fr'), json_extract(old.document, '$.general.description.fr'));
  INSERT INTO estate_text_en(estate_text_en, rowid, title, description) VALUES ('delete', old.id, json_extract(old.document, '$.general.title.en'), json_extract(old.document, '$.general.description.en'));
  INSERT INTO estate_text_de(estate_text_de, rowid, title, description) VALUES ('delete', old.id, json_extract(old.document, '$.general.title.de'), json_extract(old.document, '$.general.description.de'));
END;

-- The estates already there.
INSERT INTO estate_text_nl(rowid, title, description) SELECT id, json_extract(document, '$.general.title.nl'), json_extract(document, '$.general.description.nl') FROM estates;
INSERT INTO estate_text_fr(rowid, title, description) SELECT id, json_extract(document, '$.general.title.fr'), json_extract(document, '$.general.description.fr') FROM estates;
INSERT INTO estate_text_en(rowid, title, description) SELECT id, json_extract(document, '$.general.title.en'), json_extract(document, '$.general.description.en') FROM estates;
INSERT INTO estate_text_de(rowid, title, description) SELECT id, json_extract(document, '$.general.title.de'), json_extract(document, '$.general.description.de') FROM estates;
