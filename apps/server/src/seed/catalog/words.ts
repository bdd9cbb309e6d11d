/**
 * Word lists for generated game names, EN with a real Tagalog (TY) translation. Tagalog
 * adjectives carry their linker (-ng after a vowel or n, otherwise " na"), so
 * `${adj.TY} ${noun.TY}` reads naturally: "Gintong Dragon", "Mabangis na Tigre".
 * Brand-like words (Megaways, Deluxe) stay the same in both languages.
 */
export interface Word {
  EN: string;
  TY: string;
}
const w = (EN: string, TY: string): Word => ({ EN, TY });

export const ADJECTIVES: Word[] = [
  w('Golden', 'Gintong'),
  w('Lucky', 'Masuwerteng'),
  w('Mighty', 'Makapangyarihang'),
  w('Wild', 'Mabangis na'),
  w('Royal', 'Maharlikang'),
  w('Magic', 'Mahiwagang'),
  w('Crystal', 'Kristal na'),
  w('Super', 'Sobrang'),
  w('Great', 'Dakilang'),
  w('Fast', 'Mabilis na'),
  w('Happy', 'Masayang'),
  w('Secret', 'Lihim na'),
  w('Ancient', 'Sinaunang'),
  w('Red', 'Pulang'),
  w('Black', 'Itim na'),
  w('White', 'Puting'),
  w('Blue', 'Bughaw na'),
  w('Shining', 'Makinang na'),
  w('Sacred', 'Banal na'),
  w('Rich', 'Mayamang'),
  w('Strong', 'Malakas na'),
  w('Hidden', 'Nakatagong'),
  w('Burning', 'Nagliliyab na'),
  w('Silver', 'Pilak na'),
  w('Jade', 'Jade na'),
  w('Brave', 'Matapang na'),
  w('Sweet', 'Matamis na'),
  w('Fiery', 'Maapoy na'),
  w('Frozen', 'Nagyeyelong'),
  w('Eternal', 'Walang-hanggang'),
  w('Little', 'Munting'),
  w('Big', 'Malaking'),
];

export const NOUNS: Word[] = [
  w('Dragon', 'Dragon'),
  w('Tiger', 'Tigre'),
  w('Phoenix', 'Phoenix'),
  w('Treasure', 'Kayamanan'),
  w('Fortune', 'Kapalaran'),
  w('Gems', 'Hiyas'),
  w('Ocean', 'Karagatan'),
  w('Temple', 'Templo'),
  w('Queen', 'Reyna'),
  w('King', 'Hari'),
  w('Moon', 'Buwan'),
  w('Sun', 'Araw'),
  w('Star', 'Bituin'),
  w('Fruits', 'Prutas'),
  w('Garden', 'Hardin'),
  w('Island', 'Isla'),
  w('Gold', 'Ginto'),
  w('Jungle', 'Gubat'),
  w('River', 'Ilog'),
  w('Mountain', 'Bundok'),
  w('Warrior', 'Mandirigma'),
  w('Empire', 'Imperyo'),
  w('Coins', 'Barya'),
  w('Bells', 'Kampana'),
  w('Wolf', 'Lobo'),
  w('Horse', 'Kabayo'),
  w('Eagle', 'Agila'),
  w('Rooster', 'Tandang'),
  w('Carnival', 'Karnabal'),
  w('Festival', 'Pista'),
  w('Night', 'Gabi'),
  w('Thunder', 'Kulog'),
  w('Pearl', 'Perlas'),
  w('Buffalo', 'Kalabaw'),
  w('Monkey', 'Unggoy'),
  w('Lion', 'Leon'),
  w('Mango', 'Mangga'),
  w('Volcano', 'Bulkan'),
  w('Rainbow', 'Bahaghari'),
  w('Castle', 'Kastilyo'),
];

/** "{noun} of {place}" → "{noun} ng {place}". */
export const PLACES: Word[] = [
  w('the East', 'Silangan'),
  w('the North', 'Hilaga'),
  w('the Sea', 'Dagat'),
  w('the Sky', 'Langit'),
  w('the Forest', 'Kagubatan'),
  w('the Desert', 'Disyerto'),
  w('Fire', 'Apoy'),
  w('Ice', 'Yelo'),
  w('Heaven', 'Kalangitan'),
  w('the Gods', 'mga Diyos'),
  w('the Pharaoh', 'Paraon'),
  w('the Islands', 'mga Isla'),
  w('the Emperor', 'Emperador'),
  w('the Moon', 'Buwan'),
  w('Dreams', 'mga Pangarap'),
  w('Legends', 'mga Alamat'),
];

/** Kept as-is in TY (brand-like). */
export const BRANDS = ['Megaways', 'Deluxe', 'Hold & Win', 'Power', 'Xtreme', 'Rush', 'Link', 'Reels', 'Blitz', 'Bonanza'];

export const LIVE_TABLES: Word[] = [
  w('Baccarat', 'Baccarat'),
  w('Speed Baccarat', 'Mabilis na Baccarat'),
  w('Roulette', 'Roulette'),
  w('Sic Bo', 'Sic Bo'),
  w('Dragon Tiger', 'Dragon Tigre'),
  w('Blackjack', 'Blackjack'),
  w('Lightning Roulette', 'Kidlat na Roulette'),
  w('Color Game', 'Color Game'),
  w('Fan Tan', 'Fan Tan'),
];

export const CARD_GAMES: Word[] = [
  w('Tongits', 'Tongits'),
  w('Pusoy', 'Pusoy'),
  w('Pusoy Dos', 'Pusoy Dos'),
  w('Lucky 9', 'Lucky 9'),
  w('Teen Patti', 'Teen Patti'),
  w('Sakla', 'Sakla'),
  w('Mahjong', 'Mahjong'),
  w("Texas Hold'em", "Texas Hold'em"),
  w('Bingo', 'Bingo'),
  w('Poker', 'Poker'),
  w('Rummy', 'Rummy'),
  w('Domino', 'Domino'),
];

/** Lane titles by gameClassify. */
export const LANE_TITLES: Record<string, Word> = {
  popular: w('Popular', 'Sikat'),
  new: w('New', 'Bago'),
  classic: w('Classic', 'Klasiko'),
  jackpot: w('Jackpot', 'Jackpot'),
  tables: w('Tables', 'Mga Mesa'),
  shows: w('Game Shows', 'Mga Palabas'),
  lobby: w('Lobby', 'Lobby'),
  draws: w('Draws', 'Mga Bola'),
};
