/** A contact message's status badge colour. */
export const STATUS_COLOR = { new: 'ball', pending: '#8a4b00', resolved: 'pitch.8' } as const;
