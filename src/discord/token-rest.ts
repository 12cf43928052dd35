// Discord does not count an interaction's webhook routes (its follow-ups, and the edits of its answer and follow-ups)
// against a bot's global limit, but discord.js's REST counts every request except the callback against its own 50 a
// second: in a burst, answers waited behind one another for a limit that is not there. These routes go through a REST
// of their own: the same per-route buckets (per token), no global count.
import { REST, type RESTOptions } from 'discord.js';

type Request = Parameters<REST['request']>[0];

/** A route an interaction's token opens: /webhooks/{application}/{token}, and its messages. */
export function isInteractionWebhook(request: Pick<Request, 'fullRoute' | 'auth'>): boolean {
  return request.auth === false && /^\/webhooks\/\d+\/[^/]+(?:\/messages\/[^/]+)?$/.test(request.fullRoute);
}

/** `rest` sends the interaction webhook routes through a REST made with `options` and no global count. */
export function tokensApart(rest: REST, options: Partial<RESTOptions>): REST {
  const tokens = new REST({ ...options, globalRequestsPerSecond: 1_000_000 });
  const own = rest.request.bind(rest);
  rest.request = (request: Request) => (isInteractionWebhook(request) ? tokens.request(request) : own(request));
  return tokens;
}
