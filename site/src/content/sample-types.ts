/**
 * Types of the sample pages' content (spec §2, "Static mock-ups"). Every text a visitor reads is
 * a `Text` in a content module, never in a view. A module exports its page as `Localized`, one
 * object per language of the same shape, and the page shows `content[lang]` (issue 10).
 *
 * Rows that carry figures (marks, money, rolls, days) are written once, their words as
 * `Localized<Text>` beside the figures, and each language's object takes the rows in its words:
 * a figure cannot differ between the two languages. Figures stay numbers; the page writes them
 * with the kit's formatters, in Bengali digits on a Bengali page.
 */
import type { Lang, Localized } from '../i18n.ts';

export type { Lang, Localized };

/** A text a visitor reads, in the language of the object that holds it. */
export type Text = string;

/** One option of a select: the value the page keeps (the same in both languages), the label a visitor reads. */
export interface Choice {
  value: string;
  label: Text;
}

/** A labelled select and its options; the first option is the default. */
export interface SelectText {
  label: Text;
  options: readonly Choice[];
}

/** A labelled text input. */
export interface InputText {
  label: Text;
  /** A line under the label saying how to fill it in. */
  hint?: Text;
}

/** A column heading of a table. */
export interface ColumnText {
  label: Text;
  /** Figures are set to the right, so their digits line up. */
  numeric?: boolean;
}

/** A label and its value, as in a "Student's information" block. */
export interface InfoItem {
  label: Text;
  value: Text;
}

/** The texts at the top of every sample page. */
export interface PageText {
  /** The page's one h1. */
  title: Text;
  /** A sentence under the title saying what the page is for. */
  intro: Text;
}
