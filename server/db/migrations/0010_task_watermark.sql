-- 1 when the task's outputs carry the product's watermark: its owner was on the free plan when it was created
-- (outputWatermarked in src/core/output-watermark.ts). Tasks made before this column existed stay unmarked.
ALTER TABLE tasks ADD COLUMN watermark INTEGER NOT NULL DEFAULT 0;
