// The games' own slash commands, made from their modules' verbs (`/move target:east` types 'move east'). A name two
// games share is one command: its options must be the same; its descriptions are made from each game's own
// (commands/shared.ts), so a game sharing a verb needs no text outside its folder.
import type { AnyGame, VerbSpec } from '../src/core/module.js';
import type { GameRegistry } from '../src/core/registry.js';
import type { CommandModule } from '../src/discord/command.js';
import { booleanOption, command, targetOption } from '../src/discord/define.js';
import { sharedTexts } from './shared.js';

export function verbCommands(games: GameRegistry): CommandModule[] {
  // Each verb name once, with every game that has it (in the registry's order).
  const byName = new Map<string, { spec: VerbSpec; games: AnyGame[] }>();
  for (const g of games.all()) {
    for (const v of g.verbs) {
      const prev = byName.get(v.name);
      if (!prev) {
        byName.set(v.name, { spec: v, games: [g] });
        continue;
      }
      if (JSON.stringify([prev.spec.options, !!prev.spec.preview]) !== JSON.stringify([v.options, !!v.preview])) {
        throw new Error(`/${v.name} is a verb of ${prev.games[0].kind} and ${g.kind} with different options: give them the same options or another name.`);
      }
      // A Russian client shows one name for it, so each game's sentences must write that one.
      for (const word of [v.name, ...v.options.map((o) => o.name)]) {
        const [before, now] = [prev.games[0], g].map((x) => x.texts.ru[`name.${word}`]);
        if (before !== now) throw new Error(`/${v.name} is a verb of ${prev.games[0].kind} and ${g.kind} with different Russian names of "${word}" (${before ?? 'none'}, ${now ?? 'none'}): give both games' Russian texts the same "name.${word}".`);
      }
      prev.games.push(g);
    }
  }
  const out: CommandModule[] = [];
  for (const [name, { spec: v, games: sharing }] of byName) {
    const texts = sharing.length === 1 ? sharing[0].texts
      : sharedTexts(sharing, [`cmd.${name}`, ...v.options.map((o) => `cmd.${name}.${o.name}`)], [name, ...v.options.map((o) => o.name)]);
    // Options: required ones first, as Discord requires.
    const options = [...v.options].sort((a, b) => Number(b.required) - Number(a.required))
      .map((o) => targetOption(o.name, `cmd.${name}.${o.name}`, o.required, texts));
    // The table's own choice, after the game's options (it is never required).
    if (v.preview) options.push(booleanOption('preview', 'opt.preview-once'));
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
  return out;
}
