/**
 * What page components use to speak the page's language: `useI18n()` for text (`t` plain, `rich`
 * as page content), routes and dates; `<Message>` (`./message.tsx`) for text with numbered tags
 * (`<0>…</0>`) inside. Both read the Lingui instance of the nearest `I18nProvider` (the pre-render
 * step and each page script provide one).
 *
 * The provider is a plain React context rather than `@lingui/react`'s, which also follows locale
 * changes at run time: a page's locale never changes, and the page script is 1.3 KB gzip lighter.
 */
import type { I18n } from '@lingui/core';
import { createContext, Fragment, isValidElement, type ReactNode, useContext, useMemo } from 'react';
import { Days } from './days';
import { isLocale, type Locale, localeInfo, localizePath } from './locales';
import { joinLatinWords, withLtrIsolated } from './ltr';
import type { MessageValues } from './message-ids';

type Values = Record<string, unknown>;

/** An id of the English catalogue (`download.heading.choosing`): anything else does not compile. */
export type MessageId = keyof MessageValues;

/**
 * What a message needs after its id: nothing for a message without placeholders, else an object
 * with exactly its placeholders (for a union of ids, what any one of them needs).
 */
export type MessageArgs<Id extends MessageId> = Id extends MessageId
  ? [MessageValues[Id]] extends [never]
    ? [values?: undefined]
    : [values: MessageValues[Id]]
  : never;

/** Plain text of a message, typed by its id (see {@link PageI18n.t}). */
export type Translate = <Id extends MessageId>(id: Id, ...values: MessageArgs<Id>) => string;

export type PageI18n = {
  locale: Locale;
  /** BCP 47 tag of the locale, for `Intl` and `lang` attributes. */
  tag: string;
  /** The message with this id, its placeholders filled in: plain text, for attributes and other strings. */
  t: Translate;
  /**
   * The message with this id as page content: values may be elements (a link, emphasis), and
   * left-to-right values (file names, versions…) are isolated from the text around them.
   */
  rich: <Id extends MessageId>(id: Id, ...values: MessageArgs<Id>) => ReactNode;
  /** The route of a page in this locale. */
  path: (path: string) => string;
  /** A calendar day (`YYYY-MM-DD`) in this locale's short date form. */
  date: (day: string) => string;
  /** A number in this locale's digits and grouping. */
  number: (value: number) => string;
};

const numberFormats = new Map<string, Intl.NumberFormat>();

type Speech = { lingui: I18n; days: Days | undefined };

const I18nContext = createContext<Speech | null>(null);

/**
 * Gives the components inside it the Lingui instance of the page's locale and, where given, the
 * page's {@link Days} (the pre-render records the days it shows in one; a page's script starts
 * from them).
 */
export function I18nProvider({ i18n, days, children }: { i18n: I18n; days?: Days | undefined; children?: ReactNode }) {
  const speech = useMemo(() => ({ lingui: i18n, days }), [i18n, days]);
  return <I18nContext value={speech}>{children}</I18nContext>;
}

function useSpeech(): Speech {
  const speech = useContext(I18nContext);
  if (!speech) {
    throw new Error('A component that speaks the page language was rendered outside an I18nProvider.');
  }
  return speech;
}

/** The Lingui instance of the nearest {@link I18nProvider}. */
export function useLinguiInstance(): I18n {
  return useSpeech().lingui;
}

/** Messages, routes and formats of the page's locale, in components. */
export function useI18n(): PageI18n {
  const { lingui, days } = useSpeech();
  return pageI18n(lingui, days);
}

/**
 * Messages, routes and formats of a Lingui instance's locale; its dates through `days` where
 * given (which then remembers them), else through days of their own.
 */
export function pageI18n(i18n: I18n, days?: Days): PageI18n {
  const locale = i18n.locale;
  if (!isLocale(locale)) {
    throw new TypeError(`Unknown locale "${locale}"`);
  }
  const { tag, dir } = localeInfo(locale);
  const dates = days ?? new Days(tag);
  const text = (id: string, values?: Values) => i18n._(id, values);
  return {
    locale,
    tag,
    t: (id, ...[values]) => text(id, values),
    rich: (id, ...[values]) => withElements(text, id, withLtrIsolated(values) ?? {}, dir === 'rtl'),
    path: (path) => localizePath(locale, path),
    date: (day) => dates.format(day),
    number: (value) => {
      let format = numberFormats.get(tag);
      if (!format) {
        format = new Intl.NumberFormat(tag);
        numberFormats.set(tag, format);
      }
      return format.format(value);
    },
  };
}

/** Marks where an element goes in a message's text (a character no message or value contains). */
const SLOT = '\u0000';

/**
 * A message whose placeholders hold elements: the message is formatted with a marker in each such
 * placeholder, then the markers are replaced by the elements. Page scripts use this instead of
 * parsing tags in messages, which would cost them a parser. In a right-to-left locale, Latin words
 * beside a left-to-right value are drawn with it as one name ({@link joinLatinWords}).
 * @example
 * withElements(t, 'download.detect.detected', { client: <strong>Linux</strong> }, false) // → ['Detected: ', <strong>Linux</strong>, '.']
 */
function withElements(t: (id: string, values?: Values) => string, id: string, values: Values, rightToLeft: boolean): ReactNode {
  const elements = Object.entries(values).flatMap(([name, value]): [string, ReactNode][] =>
    isValidElement(value) || Array.isArray(value) ? [[name, value as ReactNode]] : [],
  );
  if (elements.length === 0) {
    return t(id, values);
  }
  const marked = { ...values, ...Object.fromEntries(elements.map(([name], index) => [name, `${SLOT}${index}${SLOT}`])) };
  const parts = t(id, marked).split(SLOT);
  const names = parts.map((part, index) => (index % 2 === 0 ? undefined : elements[Number(part)]?.[0]));
  const filled = parts.map((part, index): ReactNode => (index % 2 === 0 ? part : (elements[Number(part)]?.[1] ?? null)));
  return (rightToLeft ? joinLatinWords(filled) : filled).map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={names[index]}>{part}</Fragment>,
  );
}
