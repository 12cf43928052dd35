// /heist start | status | end | undo | rules | settings. Joining and leaving are the lobby's buttons.
// Game logic is the service's (src/game/service.ts); this module reads options and checks the bot's permissions.
import type { HeistOptions } from '../src/game/types.js';
import type { CommandModule } from '../src/discord/command.js';
import {
  booleanOption, command, integerOption, plainString, stringChoices, subcommand, targetOption,
} from '../src/discord/define.js';
import { missingPermissions } from '../src/discord/permissions.js';
import { ui } from '../src/discord/text.js';

const heist: CommandModule = {
  definition: command('heist', [
    subcommand('heist', 'start', [
      stringChoices('scenario', 'opt.scenario', ['bank', 'office', 'fortknox'], true),
      integerOption('crew', 'opt.crew', 1, 4),
      plainString('characters', 'opt.characters'),
      stringChoices('advanced', 'opt.advanced', ['no', 'yes', 'random']),
      stringChoices('walls', 'opt.walls', ['default', 'random']),
      booleanOption('lost-visual', 'opt.lost-visual'),
      integerOption('reminder-hours', 'opt.reminder-hours', 0, 168),
    ]),
    subcommand('heist', 'status'),
    subcommand('heist', 'end'),
    subcommand('heist', 'undo'),
    subcommand('heist', 'rules', [targetOption('topic', 'opt.topic', true)]),
    subcommand('heist', 'settings', [booleanOption('reminders', 'opt.reminders'), integerOption('interval', 'opt.interval', 1, 168)]),
  ]),

  execute({ interaction, service, where, user, locale, canManageChannel }) {
    const o = interaction.options;
    switch (o.getSubcommand()) {
      case 'start': {
        const missing = missingPermissions(interaction);
        if (missing.length) {
          const perms = missing.map((k) => ui(locale, `perm.${k}`)).join(', ');
          return { text: ui(locale, 'err.missing-permissions', { perms }), ephemeral: true };
        }
        const advanced = o.getString('advanced');
        const hours = o.getInteger('reminder-hours');
        const characters = o.getString('characters')?.split(/[,\s]+/).map((c) => c.trim().toLowerCase()).filter(Boolean);
        const options: HeistOptions = {
          scenario: o.getString('scenario', true) as HeistOptions['scenario'],
          ...(o.getInteger('crew') !== null ? { crew: o.getInteger('crew')! } : {}),
          ...(characters?.length ? { characters } : {}),
          ...(advanced ? { advanced: advanced === 'random' ? 'random' : advanced === 'yes' } : {}),
          ...(o.getString('walls') ? { walls: o.getString('walls') as 'default' | 'random' } : {}),
          ...(o.getBoolean('lost-visual') !== null ? { lostVisual: o.getBoolean('lost-visual')! } : {}),
          ...(hours !== null ? { reminderHours: hours === 0 ? null : hours } : {}),
        };
        return service.start(where, user, options);
      }
      case 'status':
        return service.status(where, user);
      case 'end':
        return service.end(where, user, canManageChannel, false);
      case 'undo':
        return service.undo(where, user);
      case 'rules': {
        const text = service.rulesHelp(o.getString('topic', true), locale);
        return { text: text || ui(locale, 'err.no-rules-topic'), ephemeral: true };
      }
      case 'settings': {
        const reminders = o.getBoolean('reminders');
        const interval = o.getInteger('interval');
        return service.settings(where, user, {
          ...(reminders !== null ? { reminders } : {}),
          ...(interval !== null ? { intervalHours: interval } : {}),
        });
      }
      default:
        return { text: ui(locale, 'err.unknown-command'), ephemeral: true };
    }
  },

  autocomplete({ service, locale, focused }) {
    return focused.name === 'topic' ? service.rulesTopics(focused.value, locale) : [];
  },
};

export default heist;
