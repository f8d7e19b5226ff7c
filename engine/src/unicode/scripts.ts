/**
 * UTS #39 (Unicode Security Mechanisms) section 5.1, the resolved script set of a string: the intersection of the
 * augmented Script_Extensions of its characters, where Common and Inherited characters count as every script, and
 * Han, Hiragana, Katakana, Hangul and Bopomofo also count as the writing systems that combine them (Jpan for Han with
 * kana, Kore for Han with Hangul, Hanb for Han with Bopomofo). A string is single-script when that set is not empty:
 * "bücher", "日本語のひらがな" and "παράδειγμα" are; "pаypal" with a Cyrillic "а" is not.
 *
 * The scripts come from JavaScript's own Unicode data (`\p{Script_Extensions=...}`, ECMAScript 2018): no table.
 * A code point's scripts are looked for among these ISO 15924 codes, the Unicode 17 scripts; an engine that does not
 * know one skips it.
 */
const SCRIPT_CODES =
  'Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd Cakm Cans Cari ' +
  'Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm Goth ' +
  'Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr ' +
  'Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend ' +
  'Merc Mero Miao Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya ' +
  'Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd ' +
  'Sidt Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg ' +
  'Thaa Thai Tibt Tirh Tnsa Todr Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb';

/** UTS #39 5.1's augmentation: a script that also stands for the writing systems it is part of. */
const AUGMENTED: Readonly<Record<string, readonly string[]>> = {
  Hani: ['Hanb', 'Jpan', 'Kore'],
  Hira: ['Jpan'],
  Kana: ['Jpan'],
  Hang: ['Kore'],
  Bopo: ['Hanb'],
};

const ANY_SCRIPT = /[\p{Script_Extensions=Zyyy}\p{Script_Extensions=Zinh}]/u;

let scripts: Array<{ code: string; test: RegExp }> | undefined;

function allScripts(): Array<{ code: string; test: RegExp }> {
  return (scripts ??= SCRIPT_CODES.split(' ').flatMap((code) => {
    try {
      return [{ code, test: new RegExp(`\\p{Script_Extensions=${code}}`, 'u') }];
    } catch {
      return [];
    }
  }));
}

/** The augmented scripts of one character, or undefined for a Common or Inherited one (it fits every script). */
function scriptsOf(ch: string): Set<string> | undefined {
  if (ANY_SCRIPT.test(ch)) return undefined;
  const found = new Set<string>();
  for (const s of allScripts()) {
    if (!s.test.test(ch)) continue;
    found.add(s.code);
    for (const a of AUGMENTED[s.code] ?? []) found.add(a);
  }
  return found;
}

/**
 * Whether the text is single-script (UTS #39 5.1). Linear: the first character with a script is tested against every
 * script, each later one only against the scripts still in the set (one or a few).
 */
export function isSingleScript(text: string): boolean {
  let set: Set<string> | undefined;
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) {
      // ASCII letters are Latin; digits and punctuation are Common.
      if (!/[A-Za-z]/.test(ch)) continue;
      if (set === undefined) set = new Set(['Latn']);
      else if (!set.has('Latn')) return false;
      else if (set.size > 1) set = new Set(['Latn']);
      continue;
    }
    if (set === undefined) {
      const own = scriptsOf(ch);
      if (own !== undefined) set = own;
      continue;
    }
    if (ANY_SCRIPT.test(ch)) continue;
    for (const code of [...set]) if (!fits(ch, code)) set.delete(code);
    if (set.size === 0) return false;
  }
  return true;
}

const byCode = new Map<string, RegExp>();

/** Whether ch has the (augmented) script `code`. */
function fits(ch: string, code: string): boolean {
  if (code === 'Jpan') return fits(ch, 'Hani') || fits(ch, 'Hira') || fits(ch, 'Kana');
  if (code === 'Kore') return fits(ch, 'Hani') || fits(ch, 'Hang');
  if (code === 'Hanb') return fits(ch, 'Hani') || fits(ch, 'Bopo');
  let re = byCode.get(code);
  if (re === undefined) {
    re = allScripts().find((s) => s.code === code)?.test ?? /(?!)/u;
    byCode.set(code, re);
  }
  return re.test(ch);
}
