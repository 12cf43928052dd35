// The shape of a slash-command module (commands/*.ts): its definition for registration and its handler.
// The router (router.ts) gets the list injected, builds the context, and turns what a handler returns into messages.
import type {
  AutocompleteInteraction, ChatInputCommandInteraction, RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { Table } from '../table/table.js';
import type { Choice, Result, UserRef, Where } from '../table/types.js';

export interface CommandContext {
  interaction: ChatInputCommandInteraction;
  table: Table;
  where: Where;
  user: UserRef;
  locale: string;
  canManageChannel: boolean;
}

export interface AutocompleteContext {
  interaction: AutocompleteInteraction;
  table: Table;
  where: Where;
  user: UserRef;
  locale: string;
  focused: { name: string; value: string };
}

/** What a handler answers: a table result, or a plain text (shown only to the user). */
export type Answer = Result | { text: string; ephemeral: true };

export interface CommandModule {
  definition: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /** 'verb': one of a game's moves (`/move`, `/play` …); 'table': the table's own (`/heist`). */
  kind: 'verb' | 'table';
  execute(ctx: CommandContext): Answer | Promise<Answer>;
  autocomplete?(ctx: AutocompleteContext): Choice[];
}
