// The one statistic the bench's figures are given as: the middle of a run's rounds.

/** The middle value (the upper one of an even count; NaN for none). */
export const median = (/** @type {readonly number[]} */ xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};
