/**
 * Bengali letters, signs and digits, the danda, the joiners and the dotted circle: what the
 * Bengali font of the PDF draws. Everything else (Latin, punctuation, '—') stays in Helvetica.
 */
const BENGALI = /[\u0964\u0965\u0980-\u09ff\u25cc]|\u200c|\u200d/;

export function hasBengali(text: string): boolean {
  return BENGALI.test(text);
}

export interface ScriptRun {
  text: string;
  bengali: boolean;
}

/**
 * A text cut where it changes script: "নাম: মোছাঃ সুমাইয়া" is "নাম", ": " and "মোছাঃ সুমাইয়া".
 * A space belongs to the run before it, so the words of a Bengali name stay one run (one shaping,
 * one piece of text when copied).
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const bengali = char === ' ' && last ? last.bengali : hasBengali(char);
    if (last && last.bengali === bengali) last.text += char;
    else runs.push({ text: char, bengali });
  }
  return runs;
}
