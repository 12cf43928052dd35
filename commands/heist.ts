// /heist start | status | hand | join | leave | end | undo | rules | settings | web: the commands every game shares.
// `start` gets a `game` choice and the options of every registered game (as data from their modules); the table
// checks them for the chosen game. This module reads options and checks the bot's permissions; logic is the table's.
import { ApplicationCommandOptionType, type APIApplicationCommandBasicOption } from 'discord.js';
import type { GameRegistry } from '../src/core/registry.js';
import type { CommandModule } from '../src/discord/command.js';
import {
  booleanOption, command, integerOption, stringOption, subcommand, targetOption,
} from '../src/discord/define.js';
import { missingPermissions } from '../src/discord/permissions.js';
import { DISCORD_TEXTS, ui } from '../src/discord/text.js';
import type { StartInput } from '../src/table/types.js';

/** The `/heist start` options: `game`, then each game's options (one per name across games), then reminder-hours. */
export function startOptions(games: GameRegistry): APIApplicationCommandBasicOption[] {
  const kinds = games.all();
  const out: APIApplicationCommandBasicOption[] = [
    stringOption('game', 'opt.game', DISCORD_TEXTS, kinds.map((g) => ({ value: g.kind, texts: g.texts, key: 'game.title' }))),
  ];
  const seen = new Map<string, APIApplicationCommandBasicOption>();
  for (const g of kinds) {
    for (const o of g.options) {
      const shared = DISCORD_TEXTS.en[`opt.${o.name}`] !== undefined;
      const texts = shared ? DISCORD_TEXTS : g.texts;
      const prev = seen.get(o.name);
      if (prev) {
        // Two games with one option name share one Discord option: same type; ranges and choices widened.
        const type = { string: ApplicationCommandOptionType.String, integer: ApplicationCommandOptionType.Integer, boolean: ApplicationCommandOptionType.Boolean }[o.type];
        if (prev.type !== type) throw new Error(`The /heist start option "${o.name}" has two types (${g.kind}).`);
        if (prev.type === ApplicationCommandOptionType.Integer) {
          if (o.min !== undefined) prev.min_value = Math.min(Number(prev.min_value ?? o.min), o.min);
          if (o.max !== undefined) prev.max_value = Math.max(Number(prev.max_value ?? o.max), o.max);
        }
        if (prev.type === ApplicationCommandOptionType.String && o.choices && prev.choices) {
          for (const c of o.choices) {
            if (prev.choices.some((x) => x.value === c)) continue;
            const d = stringOption('x', `opt.${o.name}.${c}`, g.texts, [{ value: c, texts: g.texts, key: `opt.${o.name}.${c}` }]);
            (prev.choices as { name: string; value: string }[]).push(...((d as unknown as { choices: { name: string; value: string }[] }).choices));
          }
        }
        continue;
      }
      const def = o.type === 'boolean' ? booleanOption(o.name, `opt.${o.name}`, texts)
        : o.type === 'integer' ? integerOption(o.name, `opt.${o.name}`, o.min ?? 0, o.max ?? 1000, texts)
        : stringOption(o.name, `opt.${o.name}`, texts, o.choices?.map((c) => ({ value: c, texts: g.texts, key: `opt.${o.name}.${c}` })));
      seen.set(o.name, def);
      out.push(def);
    }
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
      subcommand('heist', 'rules', [targetOption('topic', 'opt.topic', true)]),
      subcommand('heist', 'settings', [booleanOption('reminders', 'opt.reminders'), integerOption('interval', 'opt.interval', 1, 168), booleanOption('preview', 'opt.preview')]),
      subcommand('heist', 'web', [booleanOption('revoke', 'opt.revoke')]),
    ]),

    execute({ interaction, table, where, user, locale, canManageChannel }) {
      const o = interaction.options;
      switch (o.getSubcommand()) {
        case 'start': {
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
        case 'web': return table.web(where, user, o.getBoolean('revoke') ?? false);
        case 'rules': {
          const text = table.rulesHelp(o.getString('topic', true), locale, where);
          return { text: text || ui(locale, 'err.no-rules-topic'), ephemeral: true };
        }
        case 'settings': {
          const reminders = o.getBoolean('reminders');
          const interval = o.getInteger('interval');
          const preview = o.getBoolean('preview');
          return table.settings(where, user, {
            ...(reminders !== null ? { reminders } : {}),
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
