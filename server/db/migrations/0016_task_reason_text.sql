-- A failure reason is stored as a message the server says (tasks.reason: the English text of a say() message, its
-- id) with its values (reason_values, JSON), and put in the reader's language at each read. What an engine said in
-- its own words is kept apart for the operator (reason_detail) and never shown. Reasons stored before were English
-- sentences: each is kept as the detail, and one that is not a message reads as the generic engine failure.
ALTER TABLE tasks ADD COLUMN reason_values TEXT;
ALTER TABLE tasks ADD COLUMN reason_detail TEXT;
UPDATE tasks SET reason_detail = reason WHERE reason != '';
