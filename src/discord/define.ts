// Helpers for command definitions: English names, English + Russian descriptions from src/i18n/bot-*.ts, and the
// install types and contexts every command shares (guild + user install; guild, bot DM, private channel).
import {
  ApplicationCommandOptionType, ApplicationCommandType, ApplicationIntegrationType, InteractionContextType,
  type APIApplicationCommandBasicOption, type APIApplicationCommandOption, type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { BOT_RU_NAMES } from '../i18n/bot-ru.js';
import { both } from './text.js';

/** A name and its Russian form (Discord shows it to Russian clients; interactions still carry the English name). */
const named = (name: string) => ({ name, ...(BOT_RU_NAMES[name] ? { name_localizations: { ru: BOT_RU_NAMES[name] } } : {}) });

const desc = (key: string) => {
  const d = both(key);
  return { description: d.en.slice(0, 100), description_localizations: { ru: d.ru.slice(0, 100) } };
};

export function command(name: string, options: APIApplicationCommandOption[] = []): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return {
    type: ApplicationCommandType.ChatInput,
    ...named(name),
    ...desc(`cmd.${name}`),
    options,
    integration_types: [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall],
    contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
  };
}

export function subcommand(parent: string, name: string, options: APIApplicationCommandBasicOption[] = []): APIApplicationCommandOption {
  return { type: ApplicationCommandOptionType.Subcommand, ...named(name), ...desc(`cmd.${parent}.${name}`), options };
}

/** A string option whose value comes from autocomplete (legal targets offered by the service). */
export function targetOption(name: string, key: string, required: boolean): APIApplicationCommandBasicOption {
  return { type: ApplicationCommandOptionType.String, ...named(name), ...desc(key), required, autocomplete: true, max_length: 100 };
}

export function stringChoices(name: string, key: string, values: string[], required = false): APIApplicationCommandBasicOption {
  return {
    type: ApplicationCommandOptionType.String, ...named(name), ...desc(key), required,
    choices: values.map((v) => {
      const d = both(`${key}.${v}`);
      return { name: d.en.slice(0, 100), name_localizations: { ru: d.ru.slice(0, 100) }, value: v };
    }),
  };
}

export function integerOption(name: string, key: string, min: number, max: number): APIApplicationCommandBasicOption {
  return { type: ApplicationCommandOptionType.Integer, ...named(name), ...desc(key), required: false, min_value: min, max_value: max };
}

export function booleanOption(name: string, key: string): APIApplicationCommandBasicOption {
  return { type: ApplicationCommandOptionType.Boolean, ...named(name), ...desc(key), required: false };
}

export function plainString(name: string, key: string): APIApplicationCommandBasicOption {
  return { type: ApplicationCommandOptionType.String, ...named(name), ...desc(key), required: false, max_length: 200 };
}
