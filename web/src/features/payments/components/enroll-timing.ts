/** The simulated processing time before the call, and the success pause before closing (SPEC section 9). */
export const PROCESSING_MS = 2000;
export const SUCCESS_CLOSE_MS = 2000;
