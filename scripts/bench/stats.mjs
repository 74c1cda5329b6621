// @ts-check
/** The p-th percentile of an ascending list (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
