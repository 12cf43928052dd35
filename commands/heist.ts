// /heist start | status | hand | join | leave | end | undo | rules | settings | web: the commands every game shares.
// `start` gets a `game` choice and the options of every registered game (as data from their modules); the table
// checks them for the chosen game. This module reads options and checks the bot's permissions; logic is the table's.
import { ApplicationCommandOptionType, type APIApplicationCommandBasicOption } from 'discord.js';
import type { AnyGame, OptionSpec } from '../src/core/module.js';
import type { GameRegistry } from '../src/core/registry.js';
import type { CommandModule } from '../src/discord/command.js';
import {
  booleanOption, command, desc, integerOption, stringOption, subcommand, targetOption, userOption,
} from '../src/discord/define.js';
import { answerOnly, missingPermissions } from '../src/discord/permissions.js';
import { DISCORD_TEXTS, ui } from '../src/discord/text.js';
import { MAX_AWAY_HOURS } from '../src/table/handover.js';
import type { StartInput, UserRef } from '../src/table/types.js';
import { sharedTexts } from './shared.js';

/** The `/heist start` options: `game`, then each game's options (one per name across games), then reminder-hours. An
 * option several games share is one Discord option: the same type, ranges and choices widened, its description made
 * from each game's own (commands/shared.ts). */
function startOptions(games: GameRegistry): APIApplicationCommandBasicOption[] {
  const kinds = games.all();
  // The default is the registry's first game, named as it names itself.
  const game = stringOption('game', 'opt.game', DISCORD_TEXTS, kinds.map((g) => ({ value: g.kind, texts: g.texts, key: 'game.title' })));
  const first = desc('game.title', kinds[0].texts);
  game.description = game.description.replace('{game}', first.description);
  game.description_localizations = { ru: game.description_localizations!.ru!.replace('{game}', first.description_localizations.ru) };
  const out: APIApplicationCommandBasicOption[] = [game];
  // Each option name once, with every game that has it (in the registry's order).
  const byName = new Map<string, { spec: OptionSpec; game: AnyGame }[]>();
  for (const g of kinds) for (const o of g.options) byName.set(o.name, [...(byName.get(o.name) ?? []), { spec: o, game: g }]);
  const TYPES = { string: ApplicationCommandOptionType.String, integer: ApplicationCommandOptionType.Integer, boolean: ApplicationCommandOptionType.Boolean };
  for (const [name, all] of byName) {
    const { spec: o, game: g } = all[0];
    const texts = all.length === 1 ? g.texts : sharedTexts(all.map((x) => x.game), [`opt.${name}`], [name]);
    const def = o.type === 'boolean' ? booleanOption(name, `opt.${name}`, texts)
      : o.type === 'integer' ? integerOption(name, `opt.${name}`, o.min ?? 0, o.max ?? 1000, texts)
      : stringOption(name, `opt.${name}`, texts, o.choices?.map((c) => ({ value: c, texts: g.texts, key: `opt.${name}.${c}` })));
    for (const { spec: other, game } of all.slice(1)) {
      if (TYPES[other.type] !== def.type) throw new Error(`The /heist start option "${name}" has two types (${g.kind}, ${game.kind}).`);
      // A Russian client shows one name for it, so each game's sentences must write that one.
      const [before, now] = [g, game].map((x) => x.texts.ru[`name.${name}`]);
      if (before !== now) throw new Error(`The /heist start option "${name}" has different Russian names in ${g.kind} (${before ?? 'none'}) and ${game.kind} (${now ?? 'none'}): give both games' Russian texts the same "name.${name}".`);
      if (def.type === ApplicationCommandOptionType.Integer) {
        def.min_value = Math.min(Number(def.min_value), other.min ?? 0);
        def.max_value = Math.max(Number(def.max_value), other.max ?? 1000);
      }
      if (def.type === ApplicationCommandOptionType.String && def.choices && other.choices) {
        const known = new Set(def.choices.map((x) => x.value));
        const more = other.choices.filter((c) => !known.has(c)).map((c) => ({ value: c, texts: game.texts, key: `opt.${name}.${c}` }));
        if (more.length) (def.choices as unknown[]).push(...(stringOption(name, `opt.${name}`, texts, more) as { choices: unknown[] }).choices);
      }
    }
    out.push(def);
  }
  out.push(integerOption('reminder-hours', 'opt.reminder-hours', 0, 168));
  if (out.length > 25) throw new Error(`/heist start would have ${out.length} options; Discord allows 25.`);
  return out;
}

export function heistCommand(games: GameRegistry): CommandModule {
  const starting = startOptions(games);
  return {
    kind: 'table',
    definition: command('heist', [
      subcommand('heist', 'start', starting),
      subcommand('heist', 'status'),
      subcommand('heist', 'hand'),
      subcommand('heist', 'join'),
      subcommand('heist', 'leave'),
      subcommand('heist', 'end'),
      subcommand('heist', 'undo'),
      subcommand('heist', 'rules', [targetOption('topic', 'opt.topic', false)]),
      subcommand('heist', 'settings', [
        booleanOption('reminders', 'opt.reminders'), integerOption('interval', 'opt.interval', 1, 168), booleanOption('preview', 'opt.preview'),
        integerOption('away-after', 'opt.away-after', 0, MAX_AWAY_HOURS), booleanOption('dm', 'opt.dm'),
      ]),
      subcommand('heist', 'sub', [userOption('seat', 'opt.seat', true), userOption('player', 'opt.player', true)]),
      subcommand('heist', 'web', [booleanOption('revoke', 'opt.revoke')]),
    ]),

    execute({ interaction, table, where, user, locale, canManageChannel }) {
      const o = interaction.options;
      switch (o.getSubcommand()) {
        case 'start': {
          const absent = answerOnly(interaction);
          if (absent) return { text: ui(locale, `err.answer-only.${absent}`), ephemeral: true };
          const missing = missingPermissions(interaction);
          if (missing.length) {
            const perms = missing.map((k) => ui(locale, `perm.${k}`)).join(', ');
            return { text: ui(locale, 'err.missing-permissions', { perms }), ephemeral: true };
          }
          const input: StartInput = {};
          for (const def of starting) {
            const v = o.get(def.name)?.value;
            if (v === undefined || v === null) continue;
            if (def.name === 'reminder-hours') input.reminderHours = v === 0 ? null : Number(v);
            else input[def.name] = v as string | number | boolean;
          }
          return table.start(where, user, input);
        }
        case 'status': return table.status(where, user);
        case 'hand': return table.hand(where, user);
        case 'join': return table.join(where, user);
        case 'leave': return table.leave(where, user);
        case 'end': return table.end(where, user, canManageChannel, false);
        case 'undo': return table.undo(where, user);
        case 'sub': {
          // Names as the server shows them (a member's display name), as userOf does for the one who typed.
          // Discord resolves a member for everyone named who belongs to the server: none for the substitute means outside.
          const person = (name: string): UserRef => {
            const u = o.getUser(name, true);
            const m = o.getMember(name) as { displayName?: string } | null;
            return {
              id: u.id, name: m?.displayName ?? u.globalName ?? u.username,
              ...(u.bot ? { bot: true as const } : {}), ...(interaction.inGuild() && !m ? { outside: true as const } : {}),
            };
          };
          return table.sub(where, user, person('seat'), person('player'), { canManageChannel });
        }
        case 'web': return table.web(where, user, o.getBoolean('revoke') ?? false);
        case 'rules': {
          const text = table.rulesHelp(o.getString('topic'), locale, where);
          return { text: text || ui(locale, 'err.no-rules-topic'), ephemeral: true };
        }
        case 'settings': {
          const reminders = o.getBoolean('reminders');
          const interval = o.getInteger('interval');
          const preview = o.getBoolean('preview');
          const awayAfter = o.getInteger('away-after');
          const dm = o.getBoolean('dm');
          return table.settings(where, user, {
            ...(dm !== null ? { dm } : {}),
            ...(reminders !== null ? { reminders } : {}),
            ...(awayAfter !== null ? { awayAfterHours: awayAfter } : {}),
            ...(interval !== null ? { intervalHours: interval } : {}),
            ...(preview !== null ? { preview } : {}),
          }, { canManageChannel });
        }
        default:
          return { text: ui(locale, 'err.unknown-command'), ephemeral: true };
      }
    },

    autocomplete({ table, locale, focused, where }) {
      return focused.name === 'topic' ? table.rulesTopics(focused.value, locale, where) : [];
    },
  };
}
