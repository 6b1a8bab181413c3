/**
 * Types of the sample pages' content (spec §2, "Static mock-ups"). Every text a visitor reads is
 * a `Text` in a content module, never in a view: a later pass adds Bengali next to each one.
 */

/** A text a visitor reads. English for now; the Bengali pass widens this type. */
export type Text = string;

/** One option of a select: the value the page keeps, the label a visitor reads. */
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
