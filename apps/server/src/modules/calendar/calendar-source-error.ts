/** A calendar source's failure whose message is safe to show the user. */
export class CalendarSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarSourceError';
  }
}
