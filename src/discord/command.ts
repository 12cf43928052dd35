// The shape of a slash-command module (commands/*.ts): its definition for registration and its handler.
// The router (router.ts) builds the context, calls the handler and turns what it returns into messages.
import type {
  AutocompleteInteraction, ChatInputCommandInteraction, RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { HeistService } from '../game/service.js';
import type { Choice, Result, UserRef, Where } from '../game/types.js';

export interface CommandContext {
  interaction: ChatInputCommandInteraction;
  service: HeistService;
  where: Where;
  user: UserRef;
  locale: string;
  canManageChannel: boolean;
}

export interface AutocompleteContext {
  interaction: AutocompleteInteraction;
  service: HeistService;
  where: Where;
  user: UserRef;
  locale: string;
  focused: { name: string; value: string };
}

/** What a handler answers: a service result, or a plain text (shown only to the user). */
export type Answer = Result | { text: string; ephemeral: true };

export interface CommandModule {
  definition: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(ctx: CommandContext): Answer | Promise<Answer>;
  autocomplete?(ctx: AutocompleteContext): Choice[];
}
