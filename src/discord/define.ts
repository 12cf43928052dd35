// Helpers for command definitions: English names, English + Russian descriptions and Russian names, and the install
// types and contexts every command shares (guild + user install; guild, bot DM, private channel). Texts come from a
// `Texts` pair: the Discord layer's own (src/discord/text/) or a game module's.
import {
  ApplicationCommandOptionType, ApplicationCommandType, ApplicationIntegrationType, InteractionContextType,
  type APIApplicationCommandBasicOption, type APIApplicationCommandOption, type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { Texts } from '../core/text.js';
import type { Locale } from '../core/types.js';
import { DISCORD_TEXTS } from './text.js';
import { HEIST_RU_NAMES } from '../core/client-names.js';

const str = (texts: Texts, lang: Locale, key: string): string | undefined => {
  const e = texts[lang][key] ?? (lang === 'ru' ? texts.en[key] : undefined);
  return typeof e === 'string' ? e : typeof e === 'function' ? e({}) : undefined;
};

/** A name and its Russian form (Discord shows it to Russian clients; interactions still carry the English name). */
export function named(name: string, texts: Texts = DISCORD_TEXTS): { name: string; name_localizations?: { ru: string } } {
  const ru = (Object.hasOwn(HEIST_RU_NAMES, name) ? HEIST_RU_NAMES[name] : undefined) ?? str(texts, 'ru', `name.${name}`);
  return { name, ...(ru ? { name_localizations: { ru } } : {}) };
}

export function desc(key: string, texts: Texts = DISCORD_TEXTS): { description: string; description_localizations: { ru: string } } {
  const en = str(texts, 'en', key) ?? key;
  const ru = str(texts, 'ru', key) ?? en;
  return { description: en.slice(0, 100), description_localizations: { ru: ru.slice(0, 100) } };
}

export function command(name: string, options: APIApplicationCommandOption[] = [], texts: Texts = DISCORD_TEXTS): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return {
    type: ApplicationCommandType.ChatInput,
    ...named(name, texts),
    ...desc(`cmd.${name}`, texts),
    options,
    integration_types: [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall],
    contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
  };
}

export function subcommand(parent: string, name: string, options: APIApplicationCommandBasicOption[] = []): APIApplicationCommandOption {
  return { type: ApplicationCommandOptionType.Subcommand, ...named(name), ...desc(`cmd.${parent}.${name}`), options };
}

/** A string option whose value comes from autocomplete (legal targets offered by the table). */
export function targetOption(name: string, key: string, required: boolean, texts: Texts = DISCORD_TEXTS): APIApplicationCommandBasicOption {
  return { type: ApplicationCommandOptionType.String, ...named(name, texts), ...desc(key, texts), required, autocomplete: true, max_length: 100 };
}

export function integerOption(name: string, key: string, min: number, max: number, texts: Texts = DISCORD_TEXTS): APIApplicationCommandBasicOption {
  return { type: ApplicationCommandOptionType.Integer, ...named(name, texts), ...desc(key, texts), required: false, min_value: min, max_value: max };
}

/** A user option (Discord resolves it to a member of the server). */
export function userOption(name: string, key: string, required: boolean, texts: Texts = DISCORD_TEXTS): APIApplicationCommandBasicOption {
  return { type: ApplicationCommandOptionType.User, ...named(name, texts), ...desc(key, texts), required };
}

export function booleanOption(name: string, key: string, texts: Texts = DISCORD_TEXTS): APIApplicationCommandBasicOption {
  return { type: ApplicationCommandOptionType.Boolean, ...named(name, texts), ...desc(key, texts), required: false };
}

export function stringOption(name: string, key: string, texts: Texts = DISCORD_TEXTS, choices?: { value: string; texts: Texts; key: string }[]): APIApplicationCommandBasicOption {
  return {
    type: ApplicationCommandOptionType.String, ...named(name, texts), ...desc(key, texts), required: false,
    ...(choices ? {
      choices: choices.map((c) => {
        const d = desc(c.key, c.texts);
        return { name: d.description, name_localizations: { ru: d.description_localizations.ru }, value: c.value };
      }),
    } : { max_length: 200 }),
  };
}
