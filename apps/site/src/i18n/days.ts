/**
 * Calendar days as a page shows them, carried from the pre-render to the page's script.
 *
 * The first `Intl.DateTimeFormat` a browser builds for a locale loads that locale's calendar data:
 * one step of 15-20 ms on this kind of machine, 70 ms on a phone four times slower, which made
 * hydrating /download/current one long task (Lighthouse counts every millisecond past 50). The
 * pre-render records each day the hydrated markup shows, the page's script starts from those
 * (`PageMessages.days`), and hydrating formats none again; a day the page shows later (another
 * version picked) is formatted when first shown.
 */
import { formatDate } from '@node-downloads/ui';

/** Days (`YYYY-MM-DD`) and their text in one locale. */
export type FormattedDays = Readonly<Record<string, string>>;

/** Formats days in one locale, remembering each text it gave or was handed. */
export class Days {
  readonly #tag: string;
  readonly #texts: Map<string, string>;

  /** `tag` is the locale's BCP 47 tag; `known` the days already formatted in it (from the pre-render). */
  constructor(tag: string, known: FormattedDays = {}) {
    this.#tag = tag;
    this.#texts = new Map(Object.entries(known));
  }

  /** The day in this locale's short date form. */
  format(day: string): string {
    let text = this.#texts.get(day);
    if (text === undefined) {
      text = formatDate(day, this.#tag);
      this.#texts.set(day, text);
    }
    return text;
  }

  /** Every day formatted or handed over so far, with its text. */
  known(): FormattedDays {
    return Object.fromEntries(this.#texts);
  }
}
