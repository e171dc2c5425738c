/**
 * Chinese and Japanese characters and CJK punctuation: written without spaces between words,
 * so a line may break between any two of them, or between one and a Latin word (UAX #14's
 * ideographic class). Korean puts spaces between words and breaks there, as Korean
 * typesetting prefers (CSS's `word-break: keep-all`).
 */
const ideographic =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF01-\uFF60]/u;

/** Never first on a line (kinsoku): closing marks, small kana, the long vowel and repeat marks. */
const noLineStart =
  /^[、。，．・：；？！ー〜～)）」』】〕〉》〗〙〟］｝ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻ゝゞヽヾ]/u;

/** Never last on a line: opening marks, and the postcode mark 〒, which belongs to its number. */
const noLineEnd = /[(（「『【〔〈《〖〘〝［｛〒]$/u;

/** Whether a line may break between two clusters with no space between them. */
export function breaksBetween(before: string, after: string) {
  return (
    (ideographic.test(before) || ideographic.test(after)) &&
    !noLineStart.test(after) &&
    !noLineEnd.test(before)
  );
}
