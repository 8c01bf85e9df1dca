-- What the text-to-image composer read in the prompt and drew (subjects with counts, setting, time, weather,
-- style, words it did not understand), as JSON; NULL for every other result. Reported in the task's result.
ALTER TABLE tasks ADD COLUMN result_scene TEXT;
