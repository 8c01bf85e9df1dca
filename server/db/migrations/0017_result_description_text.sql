-- A successful task's description is stored as a message the server says (tasks.result_description: the English
-- text of a say() message, its id) with its values (result_description_values, JSON), and put in the reader's
-- language at each read. Descriptions stored before were English sentences and stay as they are: one that is a
-- message (a module's fixed line) reads translated, any other is shown as written.
ALTER TABLE tasks ADD COLUMN result_description_values TEXT;
