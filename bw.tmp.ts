import { benchWeb } from './src/cli/bench-web.js';
for (const l of await benchWeb()) console.log(JSON.stringify({ name: l.name, value: Math.round(l.value * 1000) / 1000, unit: l.unit }));
