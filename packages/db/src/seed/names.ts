/** Common Japanese family and given names for demo students and teachers (kanji with kana). */
export const FAMILY_NAMES = [
  ['佐藤', 'さとう'],
  ['鈴木', 'すずき'],
  ['高橋', 'たかはし'],
  ['田中', 'たなか'],
  ['伊藤', 'いとう'],
  ['渡辺', 'わたなべ'],
  ['山本', 'やまもと'],
  ['中村', 'なかむら'],
  ['小林', 'こばやし'],
  ['加藤', 'かとう'],
  ['吉田', 'よしだ'],
  ['山田', 'やまだ'],
  ['佐々木', 'ささき'],
  ['山口', 'やまぐち'],
  ['松本', 'まつもと'],
  ['井上', 'いのうえ'],
  ['木村', 'きむら'],
  ['林', 'はやし'],
  ['斎藤', 'さいとう'],
  ['清水', 'しみず'],
  ['山崎', 'やまざき'],
  ['森', 'もり'],
  ['池田', 'いけだ'],
  ['橋本', 'はしもと'],
  ['阿部', 'あべ'],
  ['石川', 'いしかわ'],
  ['髙木', 'たかぎ'],
  ['前田', 'まえだ'],
  ['藤田', 'ふじた'],
  ['小川', 'おがわ'],
] as const;

export const GIVEN_NAMES = [
  ['陽翔', 'はると'],
  ['蓮', 'れん'],
  ['湊', 'みなと'],
  ['蒼', 'あおい'],
  ['樹', 'いつき'],
  ['悠真', 'ゆうま'],
  ['大和', 'やまと'],
  ['颯太', 'そうた'],
  ['結翔', 'ゆいと'],
  ['律', 'りつ'],
  ['朝陽', 'あさひ'],
  ['新', 'あらた'],
  ['陽向', 'ひなた'],
  ['湊斗', 'みなと'],
  ['奏太', 'そうた'],
  ['陽葵', 'ひまり'],
  ['凛', 'りん'],
  ['詩', 'うた'],
  ['結菜', 'ゆいな'],
  ['芽依', 'めい'],
  ['咲良', 'さくら'],
  ['葵', 'あおい'],
  ['紬', 'つむぎ'],
  ['澪', 'みお'],
  ['結月', 'ゆづき'],
  ['心春', 'こはる'],
  ['美桜', 'みお'],
  ['莉子', 'りこ'],
  ['杏', 'あん'],
  ['吉乃', 'よしの'],
] as const;

/** A deterministic PRNG (mulberry32) so the demo is the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A full name and its kana from the n-th draw of `random`. */
export function personName(random: () => number): { name: string; kana: string } {
  const [family, familyKana] = FAMILY_NAMES[Math.floor(random() * FAMILY_NAMES.length)]!;
  const [given, givenKana] = GIVEN_NAMES[Math.floor(random() * GIVEN_NAMES.length)]!;
  return { name: `${family} ${given}`, kana: `${familyKana} ${givenKana}` };
}
