// One engine verb as a slash command: `/move target:east` becomes the typed action 'move east' for the service,
// and autocomplete offers the service's legal targets. The rules themselves stay in the engine.
import type { CommandModule } from './command.js';
import { command, targetOption } from './define.js';

export function actionCommand(name: string, verb: string, option?: { name: string; key: string; required: boolean }): CommandModule {
  return {
    definition: command(name, option ? [targetOption(option.name, option.key, option.required)] : []),
    execute({ interaction, service, where, user }) {
      const value = option ? interaction.options.getString(option.name, false)?.trim() : '';
      return service.act(where, user, value ? `${verb} ${value}` : { verb, args: [] });
    },
    autocomplete({ service, where, user, focused }) {
      return service.targets(where, user, verb, focused.value);
    },
  };
}
