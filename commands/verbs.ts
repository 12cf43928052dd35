// The games' own slash commands, made from their modules' verbs (`/move target:east` types 'move east'). A name two
// games share is one command: its options must be the same; its description is the Discord layer's shared one.
import type { GameRegistry } from '../src/core/registry.js';
import type { CommandModule } from '../src/discord/command.js';
import { booleanOption, command, targetOption } from '../src/discord/define.js';
import { DISCORD_TEXTS } from '../src/discord/text.js';

export function verbCommands(games: GameRegistry): CommandModule[] {
  const byName = new Map<string, { options: { name: string; required: boolean }[]; preview: boolean; kind: string }>();
  const out: CommandModule[] = [];
  for (const g of games.all()) {
    for (const v of g.verbs) {
      const prev = byName.get(v.name);
      const shape = JSON.stringify([v.options, !!v.preview]);
      if (prev) {
        if (JSON.stringify([prev.options, prev.preview]) !== shape) {
          throw new Error(`/${v.name} is a verb of ${prev.kind} and ${g.kind} with different options: give them the same options or another name.`);
        }
        if (DISCORD_TEXTS.en[`cmd.${v.name}`] === undefined) throw new Error(`/${v.name} is shared by ${prev.kind} and ${g.kind}: it needs a shared description cmd.${v.name} in src/discord/text/.`);
        continue;
      }
      byName.set(v.name, { options: v.options, preview: !!v.preview, kind: g.kind });
      const shared = () => games.all().filter((x) => x.verbs.some((y) => y.name === v.name)).length > 1;
      const texts = shared() ? DISCORD_TEXTS : g.texts;
      // Options: required ones first, as Discord requires.
      const options = [...v.options].sort((a, b) => Number(b.required) - Number(a.required))
        .map((o) => targetOption(o.name, `cmd.${v.name}.${o.name}`, o.required, shared() && DISCORD_TEXTS.en[`cmd.${v.name}.${o.name}`] === undefined ? g.texts : texts));
      // The table's own choice, after the game's options (it is never required).
      if (v.preview) options.push(booleanOption('preview', 'opt.preview-once'));
      const name = v.name;
      out.push({
        kind: 'verb',
        definition: command(name, options, texts),
        execute({ interaction, table, where, user }) {
          const values: Record<string, string> = {};
          for (const o of v.options) {
            const value = interaction.options.getString(o.name, false)?.trim();
            if (value) values[o.name] = value;
          }
          const preview = v.preview ? interaction.options.getBoolean('preview', false) : null;
          return table.command(where, user, name, values, preview ?? undefined);
        },
        autocomplete({ interaction, table, where, user, focused }) {
          const values: Record<string, string> = {};
          for (const o of v.options) {
            const value = interaction.options.get(o.name)?.value;
            if (typeof value === 'string') values[o.name] = value;
          }
          return table.targets(where, user, name, focused.value, values, focused.name);
        },
      });
    }
  }
  return out;
}
