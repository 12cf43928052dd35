// The game's rules on the web pages (`/w/<token>/rules`): the same topics `/heist rules` tells, by kind, in the reader's
// language, the summary open. Nothing of the game's state is on it, so every link's reader sees the same page.
import { writtenWith } from '../core/client-names.js';
import { translator } from '../core/text.js';
import { esc, formatText, shell } from './html.js';
import { title, type Reading } from './model.js';

const T = translator({
  en: { rules: 'Rules', back: 'Back to now', ask: 'The same help in Discord: /heist rules topic:NAME.' },
  ru: writtenWith({ rules: 'Правила', back: 'Назад к игре', ask: 'Та же справка в Discord: /heist rules topic:НАЗВАНИЕ.' }),
});

export function rulesPage(r: Reading): string {
  const rules = r.game.rules;
  const all = rules.all?.(r.lang)
    ?? rules.topics('', r.lang).map((c) => ({ key: c.value, name: c.name, kind: '', text: (rules.help(c.value, r.lang) ?? '').split('\n').slice(1).join('\n') }));
  const groups = rules.index?.(r.lang) ?? [{ group: '', names: all.map((x) => x.name) }];
  const none = new Map<string, string>();
  let at = 0;
  const parts = groups.map(({ group, names }) => {
    const items = all.slice(at, at + names.length).map((x, i) => `<details class="box"${at === 0 && i === 0 ? ' open' : ''}>`
      + `<summary><strong>${esc(x.name)}</strong></summary><div class="lines">${formatText(x.text, none)}</div></details>`).join('');
    at += names.length;
    return `${group ? `<h2>${esc(group)}</h2>` : ''}${items}`;
  }).join('');
  const body = `<header><h1>${esc(title(r))}</h1><p class="who">${esc(T(r.lang, 'rules'))}</p><nav><a href="./">${esc(T(r.lang, 'back'))}</a></nav></header>`
    + `<main>${parts}<p class="note">${esc(T(r.lang, 'ask'))}</p></main>`;
  return shell({ lang: r.lang, title: `${title(r)} — ${T(r.lang, 'rules')}`, body, script: null });
}
