// Command definitions as Discord validates them, and the bot's own texts complete in both languages.
import { describe, expect, it } from 'vitest';
import { COMMANDS, commandDefinitions } from '../../src/app.js';
import { BOT_EN } from '../../src/discord/text/en.js';
import { HEIST_RU_NAMES, HEIST_SUBCOMMANDS } from '../../src/core/client-names.js';
import { BOT_RU } from '../../src/discord/text/ru.js';
import { INVITE_PERMISSIONS, answerOnly } from '../../src/discord/permissions.js';
import { langOf, ui } from '../../src/discord/text.js';
import { sentences } from '../i18n/sentences.js';

const NAME = /^[-_\p{L}\p{N}]{1,32}$/u;

type Opt = { name: string; description: string; name_localizations?: Record<string, string>; description_localizations?: Record<string, string>; options?: Opt[]; choices?: unknown[] };

function walk(o: Opt, visit: (o: Opt) => void): void {
  visit(o);
  for (const c of o.options ?? []) walk(c, visit);
}

describe('slash commands', () => {
  it('has every command issue 6 asks for, each once', () => {
    const names = commandDefinitions().map((d) => d.name);
    for (const n of ['heist', 'peek', 'move', 'crack', 'hack', 'add-die', 'escape', 'use', 'ability', 'give', 'take', 'end-turn']) {
      expect(names).toContain(n);
    }
    expect(new Set(names).size).toBe(names.length);
    const heist = commandDefinitions().find((d) => d.name === 'heist')!;
    expect(heist.options!.map((o) => o.name)).toEqual(['start', 'status', 'hand', 'join', 'leave', 'end', 'undo', 'rules', 'settings', 'sub', 'web']);
    // The Russian writer knows the same subcommands (core/client-names.ts).
    expect([...HEIST_SUBCOMMANDS].sort()).toEqual(heist.options!.map((o) => o.name).sort());
  });

  it('names, descriptions and localisations fit Discord\'s rules', () => {
    for (const def of commandDefinitions()) {
      walk(def as unknown as Opt, (o) => {
        expect(o.name).toMatch(NAME);
        expect(o.name).toBe(o.name.toLowerCase());
        expect(o.description.length).toBeGreaterThan(0);
        expect(o.description.length).toBeLessThanOrEqual(100);
        expect(o.description_localizations?.ru?.length ?? 0).toBeGreaterThan(0);
        expect(o.description_localizations!.ru.length).toBeLessThanOrEqual(100);
        if (o.name_localizations?.ru) {
          expect(o.name_localizations.ru).toMatch(NAME);
          expect(o.name_localizations.ru).toBe(o.name_localizations.ru.toLowerCase());
        }
        expect((o.options ?? []).length).toBeLessThanOrEqual(25);
        // A Russian client shows each of them by one name of its own.
        const shown = (o.options ?? []).map((x) => x.name_localizations?.ru ?? x.name);
        expect(new Set(shown).size, o.name).toBe(shown.length);
      });
    }
    const shown = commandDefinitions().map((d) => d.name_localizations?.ru ?? d.name);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('every command can be installed to guilds and users and used in guilds, bot DMs and private channels', () => {
    for (const def of commandDefinitions()) {
      expect(def.integration_types).toEqual([0, 1]);
      expect(def.contexts).toEqual([0, 1, 2]);
    }
  });

  it('every command has a handler', () => {
    for (const c of COMMANDS) expect(typeof c.execute).toBe('function');
  });
});

describe('bot texts', () => {
  it('every English key has a Russian text with the same placeholders', () => {
    for (const [key, en] of Object.entries(BOT_EN)) {
      expect(BOT_RU[key], key).toBeTruthy();
      const ph = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(ph(BOT_RU[key]), key).toEqual(ph(en));
    }
    expect(Object.keys(BOT_RU).sort()).toEqual(Object.keys(BOT_EN).sort());
  });

  it('every Russian command name is for a name the definitions use', () => {
    const used = new Set<string>();
    for (const def of commandDefinitions()) walk(def as unknown as Opt, (o) => used.add(o.name));
    for (const name of Object.keys(HEIST_RU_NAMES)) expect(used.has(name), name).toBe(true);
  });

  it('picks Russian for ru locales and English otherwise, filling parameters', () => {
    expect(langOf('ru')).toBe('ru');
    expect(langOf('en-US')).toBe('en');
    expect(langOf(undefined)).toBe('en');
    expect(ui('ru', 'offline.image', { path: 'a.png' })).toBe('[картинка сохранена: a.png]');
    expect(ui('de', 'offline.image', { path: 'a.png' })).toBe('[picture saved: a.png]');
  });

  it('knows where it may answer but never post: a server it is not in, a group DM', () => {
    const at = (guildId: string | null, context: number, owner: string | null) => answerOnly({ guildId, context, authorizingIntegrationOwners: { guildId: owner } });
    expect(at('42', 0, '42')).toBeNull(); // a server that added the bot
    expect(at(null, 1, '0')).toBeNull(); // the bot's own DM
    expect(at(null, 1, null)).toBeNull(); // the same, the app added by the person only
    expect(at('42', 0, null)).toBe('server'); // used in a server through the person's own install
    expect(at(null, 2, null)).toBe('group-dm');
  });

  it('invites with exactly the five permissions a game needs', () => {
    // View Channel, Send Messages, Embed Links, Attach Files, Read Message History.
    expect(INVITE_PERMISSIONS).toBe(1024n + 2048n + 16384n + 32768n + 65536n);
  });
});

describe('sentences and the client', () => {
  for (const lang of ['en', 'ru'] as const) it(`a command a sentence tells someone to type has the names the registration gives a client in ${lang}`, () => {
    const ru = (o: Opt) => (lang === 'ru' ? o.name_localizations?.ru ?? o.name : o.name);
    const defs = commandDefinitions() as unknown as Opt[];
    const byName = new Map<string, Opt>();
    for (const d of defs) byName.set(d.name, d).set(ru(d), d);
    const bad: string[] = [];
    let read = 0;
    for (const { where, text } of sentences(lang)) {
      for (const m of text.matchAll(/(?<![\w/.-])\/([\p{Ll}-]+)((?: [\p{Ll}-]+(?![\p{L}:-]))?)((?: [\p{Ll}-]+:[^\s`»]*)*)/gu)) {
        const cmd = byName.get(m[1]);
        if (!cmd) continue;
        read++;
        const wrong = (what: string) => bad.push(`${where}: ${what} in ${m[0]}`);
        if (m[1] !== ru(cmd)) wrong(`/${m[1]} is /${ru(cmd)}`);
        let scope = cmd;
        const subs = (cmd.options ?? []).filter((o) => o.options !== undefined || (o as { type?: number }).type === 1);
        if (subs.length) {
          const word = m[2].trim();
          const sub = subs.find((o) => o.name === word || ru(o) === word);
          // A word after it that is no subcommand of it (a typo, or a name the client does not show).
          if (!sub && word) wrong(`${word} is no subcommand of /${ru(cmd)}`);
          if (!sub) continue;
          if (word !== ru(sub)) wrong(`${word} is ${ru(sub)}`);
          scope = sub;
        }
        for (const [, option, value] of m[3].matchAll(/ ([\p{Ll}-]+):([^\s`»]*)/gu)) {
          const o = (scope.options ?? []).find((x) => x.name === option || ru(x) === option);
          if (!o) wrong(`${option}: is no option of it`);
          else if (option !== ru(o)) wrong(`${option}: is ${ru(o)}:`);
          // A choice as the client lists it (the start of one choice's name: the client narrows its list as one
          // types), or in English its value.
          const choices = (o as { choices?: { name: string; value: unknown; name_localizations?: Record<string, string> }[] } | undefined)?.choices;
          if (!choices?.length || !value || /^[{…]/.test(value)) continue;
          const shown = choices.map((c) => (lang === 'ru' ? c.name_localizations?.ru ?? c.name : c.name).toLowerCase());
          const typed = value.replace(/[.,;)]+$/, '').toLowerCase();
          const found = shown.filter((n) => n.startsWith(typed)).length === 1 || (lang === 'en' && choices.some((c) => String(c.value) === typed));
          if (!found) wrong(`${option}:${value} is none of the choices the client lists (${shown.join(', ')})`);
        }
      }
    }
    expect(bad).toEqual([]);
    expect(read).toBeGreaterThan(100);
  });
});
