// The 49 suspects of Noir (one card each in the grid and in the evidence deck): names as data, ≤ 9 letters.
// The rules name Ulysses, Simon, Suzanne, Kasim, Deirdre and Jack; the rest are ours. Used by engine/setup.ts. These
// English names are the cards' ids everywhere; a Russian reader reads each by its Russian name (text/suspects.ts).
export const SUSPECTS: readonly string[] = [
  'Ulysses', 'Simon', 'Suzanne', 'Kasim', 'Deirdre', 'Jack', 'Nora',
  'Omar', 'Lena', 'Ivy', 'Hugo', 'Felix', 'Greta', 'Marcel',
  'Rosa', 'Viktor', 'Tess', 'Basil', 'Clara', 'Dmitri', 'Elsa',
  'Frank', 'Gwen', 'Henri', 'Iris', 'Jonas', 'Kira', 'Lucius',
  'Mabel', 'Nikolai', 'Olga', 'Percy', 'Quinn', 'Rita', 'Stefan',
  'Tilda', 'Ursula', 'Vera', 'Walter', 'Xenia', 'Yuri', 'Zelda',
  'Agnes', 'Boris', 'Celia', 'Dorian', 'Edith', 'Fabian', 'Hazel',
];
