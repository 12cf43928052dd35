// The checkable parts of the house style for refusals (docs/texts.md): a sentence that ends with a full stop, reads
// as words (no "Error:", no program text), and says what to do instead.

/** An instruction: a slash command, an action in backticks, or a verb telling the reader what to do, at the start of
 * a clause (English: from the list; Russian: the polite imperative, -те/-тесь). */
const EN_DO = /(^|[:;.,(—]\s*|\b(or|and|then|instead|first|just|please)\s+)(try|use|type|write|press|pick|choose|wait|ask|start|join|watch|end|leave|name|give|play|answer|shift|rob|accuse|search|show|draw|swap|stun|kill|discard|move|make|have|add|open|reload|take|restore|stand|let|put|look|check|finish|follow|keep|see|give|send|come|enter|place|set|call|leave|accept|stay|rob|hack|say|peek|crack|spend|go|get|bring|walk|climb|rename|do)\b/i;
const RU_DO = /[А-Яа-яЁё]+(те|тесь)(?![А-Яа-яЁё])/;
const instructs = (text: string, lang: 'en' | 'ru') => /(^|\s|«|\()\/[a-zа-яё]/.test(text) || /`[^`]+`/.test(text) || (lang === 'en' ? EN_DO : RU_DO).test(text);

export function problems(text: string, lang: 'en' | 'ru'): string[] {
  const out: string[] = [];
  if (!/[.?!][»"”)`]*$/.test(text.trim())) out.push('does not end with a full stop');
  if (/^\s*(error|ошибка)\b/i.test(text) || /\b(undefined|NaN|null)\b|\[object |\bat \S+ \(|\.ts:\d|\{\w+\}/.test(text)) out.push('reads like program text');
  if (!/^[\p{Lu}/"«`(\d]/u.test(text.trim())) out.push('does not begin a sentence');
  if (!instructs(text, lang)) out.push('says nothing to do instead');
  return out;
}

