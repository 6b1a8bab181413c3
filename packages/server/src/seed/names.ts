import { nameInBengali } from './bengali.ts';
import type { Random } from './random.ts';

export type Religion = 'islam' | 'hindu' | 'buddha' | 'christian';
export type Gender = 'male' | 'female';

/** A comma-separated list written as text, so long name lists stay compact. */
function list(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

interface NameBook {
  male: readonly string[];
  female: readonly string[];
  maleSurnames: readonly string[];
  femaleSurnames: readonly string[];
}

const muslim: NameBook = {
  male: list(`
    Abdullah, Abir, Adnan, Afnan, Ahnaf, Akash, Al Amin, Arafat, Arif, Asif, Ashik, Ayaan,
    Ayman, Fahim, Faisal, Farhan, Fardin, Habib, Hasib, Imran, Irfan, Jahid, Jubayer,
    Kamrul, Mahin, Mahfuz, Mehedi, Minhaj, Mizanur, Mubin, Nabil, Nafis, Naim, Nahid,
    Nayeem, Rafi, Rafsan, Rakib, Rashed, Redwan, Rifat, Riyad, Sabbir, Sadman, Saif, Sajid,
    Sakib, Samin, Shafin, Shahriar, Shakil, Shanto, Siam, Sohan, Tahmid, Tamim, Tanvir,
    Tasin, Tawsif, Towhid, Wasif, Yasin, Zahid, Zarif, Ziaul, Muntasir, Ashraful
  `),
  female: list(`
    Afia, Afrin, Anika, Anjuman, Ayesha, Fariha, Farzana, Fatema, Habiba, Humaira, Ishrat,
    Jannatul, Jarin, Lamia, Mahira, Maliha, Marzia, Mehjabin, Mim, Moushumi, Nabila, Nadia,
    Nafisa, Nusrat, Ramisa, Raisa, Rukaiya, Sabrina, Sadia, Saima, Samia, Sanjida, Sharmin,
    Shirin, Sumaiya, Tahmina, Tanjila, Tasnim, Tasfia, Umme Habiba, Zannat, Zarin, Sinthia,
    Rafia, Muntaha, Nazia, Labiba, Orin, Faiza, Tanha
  `),
  maleSurnames: list(`
    Ahmed, Hossain, Hasan, Islam, Rahman, Uddin, Khan, Chowdhury, Karim, Alam, Haque,
    Mahmud, Sarker, Miah, Bhuiyan, Talukder, Molla, Sheikh, Kabir, Siddique, Rashid,
    Hossen, Howlader, Mridha, Patwary, Akanda, Ali, Iqbal, Anwar, Mollik
  `),
  femaleSurnames: list(`
    Akter, Khatun, Islam, Rahman, Sultana, Jahan, Haque, Chowdhury, Ahmed, Hossain,
    Ferdous, Nahar, Parvin, Afroz, Mahmud, Tabassum, Yasmin, Karim, Begum, Siddiqua
  `),
};

const hinduSurnames = list(`
  Das, Saha, Roy, Ghosh, Sarkar, Dey, Paul, Biswas, Chakraborty, Bhattacharjee, Mondal,
  Basak, Karmakar, Sen, Dutta, Majumder, Debnath, Sutradhar, Poddar, Kundu
`);
const hindu: NameBook = {
  male: list(`
    Arnab, Anik, Ananta, Bijoy, Debashish, Dipto, Gourab, Joy, Kaushik, Pritom, Prosenjit,
    Rahul, Rajib, Sajal, Shuvo, Sourav, Sumon, Tanmoy, Tapas, Utsho, Ritam, Partha, Niloy,
    Ayon
  `),
  female: list(`
    Anindita, Ankita, Bristi, Dipa, Iti, Mou, Nandini, Priyanka, Puja, Rimi, Riya,
    Sharmistha, Shreya, Sneha, Sudipta, Trisha, Urmi, Tithi, Moumita, Ananya
  `),
  maleSurnames: hinduSurnames,
  femaleSurnames: hinduSurnames,
};

const buddhistSurnames = ['Barua', 'Chakma', 'Marma', 'Talukdar', 'Mutsuddi', 'Tanchangya'];
const buddhist: NameBook = {
  male: ['Ujjal', 'Sujon', 'Pranab', 'Rupak', 'Jyoti', 'Shimul', 'Ripon', 'Sumit', 'Aung'],
  female: ['Sraboni', 'Papiya', 'Tumpa', 'Jhumur', 'Madhuri', 'Rupa', 'Mithila', 'Nuching'],
  maleSurnames: buddhistSurnames,
  femaleSurnames: buddhistSurnames,
};

const christianSurnames = list(`
  Gomes, Rozario, D'Costa, Gonsalves, Baroi, Halder, Corraya, Palma, Rodrigues
`);
const christian: NameBook = {
  male: ['Joseph', 'Daniel', 'Michael', 'Anthony', 'Samuel', 'Peter', 'Stephen', 'Robin', 'Jewel'],
  female: ['Mary', 'Rita', 'Sharon', 'Priscilla', 'Agnes', 'Juliet', 'Monica', 'Shirley'],
  maleSurnames: christianSurnames,
  femaleSurnames: christianSurnames,
};

const books: Record<Religion, NameBook> = { islam: muslim, hindu, buddha: buddhist, christian };

/** A name, and the same name in Bengali script as the office writes it. */
export interface PersonName {
  name: string;
  nameBn: string;
}

export interface Person extends PersonName {
  gender: Gender;
  religion: Religion;
}

/** Roughly the country's mix: about 88 % Muslim, 9 % Hindu, the rest Buddhist or Christian. */
export function randomPerson(
  rng: Random,
  options: { adult?: boolean; gender?: Gender } = {},
): Person {
  const religion = rng.weighted<Religion>(
    ['islam', 'hindu', 'buddha', 'christian'],
    [88, 9, 1.6, 1.4],
  );
  const coin: Gender = rng.chance(0.5) ? 'male' : 'female';
  const gender = options.gender ?? coin;
  const book = books[religion];
  const given = rng.pick(gender === 'male' ? book.male : book.female);
  const surname = rng.pick(gender === 'male' ? book.maleSurnames : book.femaleSurnames);
  let prefix = '';
  if (religion === 'islam' && gender === 'male' && rng.chance(0.3)) prefix = 'Md. ';
  if (religion === 'islam' && gender === 'female' && rng.chance(0.06)) prefix = 'Mst. ';
  if (options.adult && rng.chance(0.05)) prefix = 'Dr. ';
  const name = `${prefix}${given} ${surname}`;
  return { name, nameBn: nameInBengali(name), gender, religion };
}

/** A file-name-safe form of a name: `Md. Tanvir Hasan` → `md-tanvir-hasan`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
