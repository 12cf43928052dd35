// Noir: Heist as a game module (src/core/module.ts): one security chief against 4–6 thieves with secret identities on
// a 7×7 grid of suspects. The rules engine is in engine/, bots in bot/, texts in text/, pictures in render/.
export {};
