/** The chip colour of each dispute status: open ones ask for attention, closed ones say how they ended. */
export const STATUS_COLOURS = {
  Open: 'warning',
  UnderReview: 'info',
  Won: 'success',
  Lost: 'error',
} as const;
