import { describe, expect, it } from 'vitest';
import { formatStorageSize, KB, MB } from '../../../src/core/storage-size';

describe('formatStorageSize', () => {
  it('uses 1024 steps with two decimals', () => {
    expect(KB).toBe(1024);
    expect(MB).toBe(1048576);
    expect(formatStorageSize(512)).toBe('0.50 KB');
    expect(formatStorageSize(1024)).toBe('1.00 KB');
    expect(formatStorageSize(1.5 * MB)).toBe('1.50 MB');
    expect(formatStorageSize(5 * 1024 * MB)).toBe('5.00 GB');
    expect(formatStorageSize(2 * 1024 * 1024 * MB)).toBe('2.00 TB');
  });
  it('moves to the next unit at 0.98 of it', () => {
    expect(formatStorageSize(0.98 * MB)).toBe('0.98 MB');
    expect(formatStorageSize(0.98 * MB - 1)).toBe('1003.52 KB');
    expect(formatStorageSize(1003 * KB)).toBe('1003.00 KB');
    expect(formatStorageSize(0.98 * 1024 * MB)).toBe('0.98 GB');
    expect(formatStorageSize(0.97 * 1024 * MB)).toBe('993.28 MB');
  });
  it('stops at TB', () => {
    expect(formatStorageSize(4096 * 1024 * 1024 * MB)).toBe('4096.00 TB');
  });
  it('shows 0 for empty, negative or invalid sizes', () => {
    expect(formatStorageSize(0)).toBe('0.00 KB');
    expect(formatStorageSize(-10)).toBe('0.00 KB');
    expect(formatStorageSize(Number.NaN)).toBe('0.00 KB');
  });
});
