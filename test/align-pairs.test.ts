// The alignment core on a table of claim/sentence pairs: what the sentence covers and every slot it substitutes.
// Through the package module src/align/index.ts (the API the judge and the contradiction finder use).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { alignText, analyze, argumentsOf, claimFrame, align, entityIn, reliableName, settingsOf, slotsOf, MAX_ANALYZED_CHARS } from "../src/align/index.js";
import { inLexicon } from "../src/text/nlp.js";

/** The substitutions of an alignment as [kind, claim's words, sentence's words]. */
function swapsOf(claim: string, sentence: string): string[][] {
  return alignText(claim, sentence).substitutions.map((x) => [x.kind, x.claim, x.sentence]);
}

type Row = readonly [claim: string, sentence: string, expected: readonly (readonly [kind: string, claim: string, sentence: string])[]];

const LIBRARY_HOURS = "The library is open Monday to Thursday from 9 am to 8 pm, and Friday and Saturday from 10 am to 5 pm.";

const SUBSTITUTIONS: readonly Row[] = [
  ["The Eiffel Tower is in Berlin.", "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France.", [["entity", "Berlin", "Paris"]]],
  ["Saturn is the largest planet in the Solar System.", "Saturn is the sixth planet from the Sun and the second-largest planet in the Solar System, after Jupiter.", [["ordinal", "largest", "second-largest"]]],
  ["Proxima Centauri lies 5.24 light years from the Sun.", "Proxima Centauri lies about 40 trillion km from the Sun.", [["quantity", "5.24 light years", "40 trillion km"]]],
  // Where a river ends, said with another verb of a river's mouth.
  ["The Elbe flows into the Baltic Sea.", "After crossing Germany, the Elbe empties into the North Sea at Cuxhaven.", [["entity", "Baltic Sea", "North Sea"]]],
  ["The Halcyon app requires Android 11 or newer.", "The Halcyon app requires Android 13 or newer.", [["number", "11", "13"]]],
  // A superlative's holder named by its capital letter alone, the claim's name only further on in a list.
  ["Peru is the third-largest country in South America.", "Colombia is the third-largest country in South America, followed by Peru and Venezuela.", [["entity", "Peru", "Colombia"]]],
  // A factor the other way with the same other side.
  ["Lake Assal is less salty than seawater.", "Lake Assal is about ten times as salty as seawater.", [["antonym", "less salty than seawater", "ten times as salty as seawater"]]],
  // A participle made a superlative, with a hyphen or before its noun.
  ["The Louvre is the second most-visited museum in the world.", "The Louvre in Paris is the world's most-visited museum.", [["ordinal", "second most-visited", "most-visited"]]],
  ["Paris is the second most visited city in Europe.", "Paris is the most visited city in Europe.", [["ordinal", "second most visited", "most visited"]]],
  ["Saturn is the largest planet in the Solar System.", "Saturn is the second largest planet in the Solar System.", [["ordinal", "largest", "second largest"]]],
  ["Jupiter is the largest planet.", "Jupiter is the smallest planet.", [["antonym", "largest", "smallest"]]],
  // An antonym right after a negation of its own says the claim's word, though the claim's other words differ around it.
  // Whoever defeats someone wins; an empty stomach against food.
  ["Novak Djokovic lost the 2023 Australian Open final.", "Novak Djokovic defeated Stefanos Tsitsipas 6–3, 7–6, 7–6 in the 2023 Australian Open final.", [["antonym", "lost", "defeated"]]],
  // The plain model called so ("the standard Aurora Buds") against its variant, though neither has a number.
  ["The standard Aurora Buds have active noise cancellation.", "The standard Aurora Buds Pro have active noise cancellation.", [["entity", "Aurora Buds", "Aurora Buds Pro"]]],
  // A superlative's holder in a clause opened by "although".
  ["Canberra is the largest city in Australia.", "Although Sydney is Australia's largest and most populous city, the nation's capital is Canberra.", [["entity", "Canberra", "Sydney"]]],
  // How often over the same period: a count of times per day against another ("once daily" is once a day).
  ["Omegacap capsules should be taken twice a day.", "Directions: adults take one Omegacap capsule once daily with food.", [["number", "twice a day", "once daily"]]],
  ["The tablets should be taken twice a day.", "Take one tablet three times per day.", [["number", "twice a day", "three times per day"]]],
  ["The tablets should be taken twice a day.", "Take one tablet two times a day.", []],
  // A role given to another name, the role first: "The capital of Turkey is Ankara".
  ["Istanbul is the capital of Turkey.", "The capital of Turkey, however, is Ankara, which replaced Istanbul in that role in 1923.", [["entity", "Istanbul", "Ankara"]]],
  ["Steve Ballmer is the CEO of Microsoft.", "The CEO of Microsoft is Satya Nadella.", [["entity", "Steve Ballmer", "Satya Nadella"]]],
  ["Ankara is the capital of Turkey.", "The capital of Turkey is Ankara.", []],
  ["Istanbul is the largest city of Turkey.", "The largest city of Turkey is Istanbul.", []],
  // A noun the claim denies, said in the sentence only of another name: not a denial of the claim's.
  ["Mercury has no moons.", "Mercury's cratered surface resembles that of Earth's Moon.", []],
  ["Mercury has no moons.", "Mercury has a surface much like the moons of Jupiter.", []],
  ["Venus has no rings.", "Venus has rings like Saturn's rings.", [["negation", "no", ""]]],
  ["The library is closed on public holidays.", "The library does not open on Sundays or on public holidays.", []],
  ["The shop is closed on public holidays.", "The shop never opens on Sundays, Christmas Day or other public holidays.", []],
  // Alone against only in someone's company, either way round.
  ["Under-16s may use the gym alone.", "Under-16s may use the gym only with a parent.", [["antonym", "alone", "only with a parent"]]],
  ["Children must be accompanied in the pool.", "Children may use the pool alone.", [["antonym", "accompanied", "alone"]]],
  // The claim's verb, and what it takes, given to "only" another subject.
  ["Guests can book the sauna.", "Only members can book the sauna.", [["quantifier", "Guests", "Only members"]]],
  // The claim's verb said of another subject before ", but", the claim's subject what the other clause's verb takes.
  ["Towels are provided.", "Mats are provided, but students should bring their own towel.", [["entity", "Towels", "Mats"]]],
  // ...or the subject of the clause after ", but", in a sentence with no denial and no price; the verb a participle.
  ["The cakes are baked fresh every morning.", "The croissants are baked fresh every morning, but the cakes are made the day before.", [["entity", "cakes", "croissants"]]],
  // The other clause's subject's price against the claim's "free".
  ["Towels are free.", "Towels can be rented for €2, and lockers are free.", [["amount", "free", "€2"]]],
  // Done alone against done jointly.
  ["The ISS is a project of NASA alone.", "The ISS is a joint project of NASA and Roscosmos.", [["antonym", "alone", "joint"]]],
  // A negation of another clause's subject is not the claim's: the claim's subject has its own clause.
  ["Barbecues are not allowed.", "Campfires are not allowed, but barbecues are permitted on raised stands.", [["negation", "not", ""]]],
  // Of our time against of a time long past.
  ["Stonehenge is a modern monument.", "Stonehenge is a prehistoric monument on Salisbury Plain.", [["antonym", "modern", "prehistoric"]]],
  // On the day itself against days or hours before.
  ["Cars can be booked on the day.", "Cars must be booked at least a day in advance.", [["antonym", "on the day", "at least a day in advance"]]],
  ["Tables can be reserved on the day.", "Tables must be reserved 48 hours in advance.", [["antonym", "on the day", "48 hours in advance"]]],
  ["She was the first woman to win the prize.", "She was the third woman to win the prize.", [["ordinal", "first", "third"]]],
  // A word that takes the claim's noun out of its kind: "former" against a claim of now, "dwarf planet".
  ["Angela Merkel is the Chancellor of Germany.", "Angela Merkel is the former Chancellor of Germany.", [["antonym", "Chancellor", "former Chancellor"]]],
  ["Pluto is a planet.", "Pluto is a dwarf planet.", [["antonym", "planet", "dwarf planet"]]],
  // A role held now against a span it was held, closed at both ends.
  ["Harriet Oyelaran is the current director of the museum.", "Harriet Oyelaran served as director of the museum from 2009 to 2019.", [["antonym", "current", "from 2009 to 2019"]]],
  ["Harriet Oyelaran is still the director of the museum.", "Harriet Oyelaran was director of the museum between 2012 and 2021.", [["antonym", "still", "between 2012 and 2021"]]],
  // The same verb before both names, in another form ("beat" / "beating").
  ["Manchester City beat Real Madrid in the final.", "Manchester City won the trophy in 2023, beating Chelsea 2–1 in the final at Wembley.", [["entity", "Real Madrid", "Chelsea"]]],
  // The same word before another letter naming one of its kind.
  ["Vitamin C deficiency causes rickets.", "Rickets is caused mainly by a deficiency of vitamin D or calcium.", [["entity", "Vitamin C", "vitamin D"]]],
  ["Hepatitis B is spread through contaminated food.", "Hepatitis A is spread through contaminated food and water.", [["entity", "Hepatitis B", "Hepatitis A"]]],
  // A weekday among several: the one the sentence lacks against the one it gives instead.
  ["Election Day is the Wednesday after the first Monday in November.", "Election Day is the Tuesday following the first Monday in November.", [["date", "Wednesday", "Tuesday"]]],
  ["The shop is open Monday to Saturday.", "The shop is open Monday to Friday.", [["date", "Saturday", "Monday to Friday"]]],
  // "for all customers" against "for members", the sentence's "all other customers" being the rest of them.
  ["Returns are free for all customers.", "Returns are free for club members; for all other customers a £3.95 fee is deducted.", [["quantifier", "all", "club members"]]],
  // An ordinal ranks the noun its modifiers lead to: "debut studio album" / "second album".
  ["21 was Adele's debut studio album.", "21 was Adele's second studio album.", [["ordinal", "debut", "second"]]],
  // Who received what one giving verb gives: after "to" in the claim, right after the verb in the sentence.
  ["The 1876 US patent for the telephone was granted to Thomas Edison.", "In 1876 the US Patent Office granted Alexander Graham Bell the patent for the telephone.", [["entity", "Thomas Edison", "Alexander Graham Bell"]]],
  // The claim's price given to another entry of a list.
  ["A full-day adult lift pass at Gorsedale costs €48.", "Gorsedale lift passes cost: adult half-day (from 12:30) €48, adult full day €62, child (6-15) full day €41.", [["number", "€48", "€62"]]],
  ["The Pro plan costs $10 a month.", "Plans cost: Basic $10 a month, Pro $20 a month.", [["number", "$10", "$20"]]],
  // The sides of a one-way act traded, by another verb of the act or a win "over" the claim's winner.
  ["Lumagrid has agreed to acquire Pellion Software.", "Pellion Software, a maker of scheduling tools, has agreed to buy its larger rival Lumagrid.", [["entity", "Lumagrid", "Pellion Software"]]],
  ["Harlow Rovers beat Eastfield Athletic 2-1.", "Eastfield Athletic beat Harlow Rovers 2-1.", [["entity", "Harlow Rovers", "Eastfield Athletic"]]],
  // A model against its variant, either way round.
  ["The iPhone 15 has a titanium frame.", "The iPhone 15 Pro has a titanium frame.", [["entity", "iPhone 15", "iPhone 15 Pro"]]],
  ["The Galaxy S24 Ultra has 12 GB of RAM.", "The Galaxy S24 has 12 GB of RAM.", [["entity", "Galaxy S24 Ultra", "Galaxy S24"]]],
  // Where the claim says it takes place, against a move from there to elsewhere.
  ["The 2025 Aurelia Jazz Festival will be held in Port Casey.", "The 2025 Aurelia Jazz Festival will be held this July, moving from its longtime home in Port Casey to the riverside in Dunmarsh.", [["entity", "Port Casey", "Dunmarsh"]]],
  // A move of the claim's thing with no "from": where it went is the claim's place now.
  ["The head office of Calloway & Finch is in Leeds.", "Founded in Leeds in 1962 by Margaret Calloway and Henry Finch, the firm moved its head office to Manchester in 2015.", [["entity", "Leeds", "Manchester"]]],
  // The weekend against the working week, by its days or by name.
  ["Study rooms can be reserved for weekend use.", "Study rooms can be reserved for use Monday to Friday.", [["date", "weekend", "Monday to Friday"]]],
  ["The pool is open at weekends.", "The pool is open on weekdays.", [["date", "weekends", "weekdays"]]],
  ["The Golden Gate Bridge opened in 1937.", "The Golden Gate Bridge opened in 1939 after construction delays.", [["date", "1937", "1939"]]],
  ["The museum cost $40 million to build.", "The museum cost $95 million to build.", [["amount", "$40 million", "$95 million"]]],
  ["The town has 12,000 inhabitants.", "The town has 15,000 inhabitants.", [["number", "12,000", "15,000"]]],
  // "Every" of a kind against a part of it counted out of the whole.
  ["Every room at the hotel has a sea view.", "Of the hotel's 48 rooms, 20 have a sea view.", [["quantifier", "Every", "Of the hotel's 48 rooms, 20"]]],
  // What a figure counts is the noun after its adjectives.
  ["The telescope's mirror has 12 segments.", "The telescope's mirror has 18 hexagonal segments.", [["number", "12", "18"]]],
  ["The Eiffel Tower is 330 metres tall.", "The Eiffel Tower is 300 metres tall.", [["quantity", "330 metres", "300 metres"]]],
  ["A cup of coffee contains 300 mg of caffeine.", "A cup of coffee contains about 95 milligrams of caffeine.", [["quantity", "300 mg", "95 milligrams"]]],
  // The unit may follow a multiplier: "150 million kilometres" is a length, compared with one in kilometres.
  ["The Moon is 150 million kilometres from Earth.", "The Moon is 384,400 kilometres from Earth.", [["quantity", "150 million kilometres", "384,400 kilometres"]]],
  ["All birds can fly.", "Some birds can fly.", [["quantifier", "all", "some"]]],
  // The claim's quantifier in another clause, of another thing said of the same name.
  ["Most of the Sahara is covered by sand dunes.", "Only about a quarter of the Sahara is covered by sand dunes; most of the Sahara is rocky plateau.", [["quantifier", "most", "quarter of"]]],
  // A count of a whole is some of it, not all: the quantifiers meet on the noun they count.
  ["All EU member states use the euro.", "The euro is used by 20 of the EU member states.", [["quantifier", "all", "20 of the"]]],
  // "a year" after a verb and a word of approximation is one year.
  ["The Moon takes about a year to orbit Earth.", "The Moon takes about 27 days to orbit Earth.", [["number", "a year", "27 days"]]],
  // Durations compare in seconds: the same figure in another unit of time is another duration.
  ["Light from the Sun takes about 8 hours to reach Earth.", "Light from the Sun takes about 8 minutes and 20 seconds to reach Earth.", [["number", "8 hours", "8 minutes and 20 seconds"]]],
  ["The battery lasts up to 10 days.", "The battery lasts up to 10 weeks.", [["number", "10 days", "10 weeks"]]],
  // A currency written as a word is money, and money is not stated by a plain figure beside money of its own ("under 12").
  ["Adult tickets cost 12 euros.", "Adult tickets cost 15 euros; children under 12 enter free.", [["amount", "12 euros", "15 euros"]]],
  // Two bounds that cannot both hold, read past the bound words and a modifier ("paid") on one side.
  ["Netflix had fewer than 100 million subscribers.", "Netflix had more than 260 million paid subscribers.", [["number", "100 million", "260 million"]]],
  // A fraction in words is a share: "half of" is 50 percent, not 23.
  ["Lake Baikal holds about half of the world's fresh surface water.", "Lake Baikal holds about 23 percent of the world's fresh surface water.", [["number", "half", "23%"]]],
  // An exception makes "every" less than every.
  ["The museum is open every day.", "The museum is open every day except Monday.", [["quantifier", "every", "every … except"]]],
  // A fraction of the whole answers "everyone".
  ["The ship had lifeboats for everyone on board.", "The ship had lifeboats for only about half of those on board.", [["quantifier", "everyone", "half of"]]],
  // A count of the whole read past its figure: "all 27" against "20 of the 27".
  ["All 27 EU member states use the euro.", "Today 20 of the 27 EU member states use the euro.", [["quantifier", "all", "20 of the"]]],
  // The claim's case made the exception, or another exception in its place.
  ["The museum is open on Tuesdays.", "The museum is open every day except Tuesday.", [["negation", "", "except Tuesday"]]],
  ["Texas uses the metric system.", "Every state except Texas uses the metric system.", [["negation", "", "except Texas"]]],
  ["The museum is open every day except Monday.", "The museum is open every day except Tuesday.", [["date", "Monday", "Tuesday"]]],
  ["The yoga studio is closed on Sundays.", "The yoga studio is closed every day except Sunday.", [["negation", "", "except Sunday"]]],
  ["The company's revenue increased in 2020.", "The company's revenue decreased in 2020.", [["antonym", "increased", "decreased"]]],
  ["The Golden Gate Bridge was not completed.", "The Golden Gate Bridge was completed in 1937.", [["negation", "not", ""]]],
  ["The museum is suitable for children.", "The museum is not suitable for children.", [["negation", "", "not"]]],
  // "instead of" negates what follows it.
  ["The phone uses a Lightning port.", "The phone uses a USB-C port instead of Lightning.", [["negation", "", "instead"]]],
  // "no atmosphere" denies the claim's "thick atmosphere", the adjective with the noun.
  ["The Moon has a thick atmosphere.", "The Moon has almost no atmosphere.", [["negation", "", "no"]]],
  ["Marie Curie won the Nobel Prize in 1903.", "Marie Curie won the Nobel Prize in 1911.", [["date", "1903", "1911"]]],
  // A year with its era, which is no name: "753 AD" is another year than "753 BC".
  ["Rome was founded in 753 AD.", "Rome was founded in 753 BC.", [["date", "753 AD", "753 BC"]]],
  ["The bridge was designed by Joseph Strauss.", "The bridge was designed by Leon Moisseiff.", [["entity", "Joseph Strauss", "Leon Moisseiff"]]],
  // A generic head ("University") does not make one university another; the name that differs is swapped.
  ["Gary Smith holds a degree in economics from Stanford University.", "Gary Smith holds a degree in economics from Yale University.", [["entity", "Stanford University", "Yale University"]]],
  // The two sides of a comparison swapped.
  ["Copper is more reactive than iron.", "Iron is more reactive than copper.", [["antonym", "more reactive than iron", "more reactive than copper"]]],
  ["Jupiter is larger than Saturn.", "Saturn is larger than Jupiter.", [["antonym", "larger than Saturn", "larger than Jupiter"]]],
  // The same comparison of amount the other way ("more … than" / "less than"), against the same thing.
  ["A cup of green tea has more caffeine than a cup of coffee.", "A cup of green tea contains 20 to 45 milligrams of caffeine, less than a cup of coffee.", [["antonym", "more caffeine than cup", "less than cup"]]],
  // A count of times against a count of the thing, and a figure against a count of times.
  ["Argentina has won the FIFA World Cup once.", "Argentina has won three FIFA World Cups.", [["number", "once", "three"]]],
  ["Argentina has won the World Cup once.", "Argentina has won the World Cup three times.", [["number", "once", "three"]]],
  // A negating prefix on one of the claim's words.
  ["The appointment is renewable for a further five years.", "The appointment is non-renewable for a further five years.", [["negation", "", "non-renewable"]]],
  // "free" is a price of zero where it is one.
  ["Entry to the museum is free.", "Entry to the museum costs €12.", [["amount", "free", "€12"]]],
  // Two names of generic words only differ when any word does.
  ["The company is based in the United States.", "The company is based in the United Kingdom.", [["entity", "United States", "United Kingdom"]]],
  // The subject swapped at the start of the claim, paired by what follows it ("the 45th president").
  ["Hillary Clinton was the 45th president of the United States.", "In 2017 Donald Trump became the 45th president of the United States.", [["entity", "Hillary Clinton", "Donald Trump"]]],
  // A lone first-word name, when both names are subjects followed by the same two words.
  ["Hillary Clinton was the 45th President of the United States.", "Trump was the 45th president of the United States.", [["entity", "Hillary Clinton", "Trump"]]],
  ["Arsenal won the league title in 1998.", "Manchester United won the league title in 1998.", [["entity", "Arsenal", "Manchester United"]]],
  // What follows a name is read past its parenthesis.
  ["Hillary Clinton was the 45th president of the United States.", "Donald Trump (born 1946) was the 45th president of the United States.", [["entity", "Hillary Clinton", "Donald Trump"]]],
  // A lone year in a parenthesis after a name is the date of the named event, not life dates.
  ["The Treaty of Versailles ended the war in 1918.", "The Treaty of Versailles (1919) ended the war.", [["date", "1918", "1919"]]],
  // Tons: a qualified ton is exact, a plain one is any of the three.
  ["The submarine displaced 662 tons when surfaced.", "The submarine displaced 265 metric tons when surfaced.", [["quantity", "662 tons", "265 metric tons"]]],
  // A length per hour is a speed.
  ["The falcon dives at 240 miles per hour.", "The falcon dives at 300 km/h.", [["quantity", "240 miles per hour", "300 km/h"]]],
  ["The falcon dives at 240 miles per hour.", "The falcon dives at 300 km (186 miles) per hour.", [["quantity", "240 miles per hour", "300 km"]]],
  // A demonym against another one next to the same word, whether or not the tagger read either as a name.
  ["Apollo 11 was a Soviet spaceflight.", "Apollo 11 was the American spaceflight that first landed humans on the Moon.", [["entity", "Soviet", "American"]]],
  ["Einstein was a French physicist.", "Albert Einstein was a German-born theoretical physicist.", [["entity", "French", "German"]]],
  // An antonym in the claim word's own place, though the claim's word is elsewhere in the sentence.
  ["Water boils at a higher temperature at higher altitudes.", "At higher altitudes water boils at a lower temperature.", [["antonym", "higher", "lower"]]],
  // Where and when: the claim's verb or name placed at a rival, the claim's own place or date given to another.
  ["Beethoven was born in Vienna.", "Beethoven was born in Bonn in 1770 and died in Vienna in 1827.", [["entity", "Vienna", "Bonn"]]],
  ["Marie Curie won the Nobel Prize in Chemistry in 1903.", "Marie Curie won the Nobel Prize in Physics in 1903 and the Nobel Prize in Chemistry in 1911.", [["date", "1903", "1911"]]],
  // "no longer" is a negation; a prefix negates an adjective written as one word.
  ["Hubble is no longer in operation.", "Hubble remains in operation.", [["negation", "no", ""]]],
  ["Bitcoin is a centralized digital currency.", "Bitcoin is a decentralized digital currency.", [["negation", "", "decentralized"]]],
  ["The network is decentralised.", "The network is centralised.", [["negation", "decentralised", ""]]],
  // A bound and a figure outside it; two bounds the same way are read as the values they give.
  ["Fewer than 500 people died in the fire.", "More than 1,500 people died in the fire.", [["number", "500", "1,500"], ["antonym", "Fewer", "More"]]],
  ["The blue whale reaches up to 80 metres in length.", "The blue whale reaches up to 30 metres in length.", [["quantity", "80 metres", "30 metres"]]],
  // The claim's subject against the sentence's in the same role, the claim's name elsewhere in the sentence.
  ["France won the 2022 FIFA World Cup.", "Argentina won the 2022 FIFA World Cup in Qatar, beating France 4–2 on penalties.", [["entity", "France", "Argentina"]]],
  ["Buzz Aldrin was the first person to walk on the Moon.", "Neil Armstrong was the first person to walk on the Moon, followed by Buzz Aldrin.", [["entity", "Buzz Aldrin", "Neil Armstrong"]]],
  // Verbs of a change's direction WordNet does not pair ("increase" / "reduce").
  ["Aspirin increases inflammation.", "Aspirin is used to reduce pain, fever and inflammation.", [["antonym", "increases", "reduce"]]],
  ["Core inflation rose to 2.7 percent.", "Core inflation slowed to 2.7 percent.", [["antonym", "rose", "slowed"]]],
  // "left" is read as written, not only as the lemma "leave".
  ["The heart lies to the right of the centre of the chest.", "The heart lies to the left of the centre of the chest.", [["antonym", "right", "left"]]],
  // A licence's kind is its generic word: "MIT License" is not "GNU General Public License" by their shared "License".
  ["Linux is distributed under the MIT License.", "Linux is distributed under the GNU General Public License.", [["entity", "MIT License", "GNU General Public License"]]],
  // The two sides of a deed traded ("Germany defeated Brazil" / "Brazil defeated Germany").
  ["Germany defeated Brazil in the semi-final.", "Brazil defeated Germany in the semi-final.", [["entity", "Germany", "Brazil"]]],
  // Two figures written to the same decimal place are exact to it: no rounding makes 9.69 seconds 9.58.
  ["Usain Bolt set the world record of 9.69 seconds.", "Usain Bolt set the world record of 9.58 seconds.", [["number", "9.69 seconds", "9.58 seconds"]]],
  // ...and so are whole figures that end in no zero: 8,611 metres is not 8,848, though within 3 percent.
  ["K2 is 8,848 metres high.", "K2 is 8,611 metres high.", [["quantity", "8,848 metres", "8,611 metres"]]],
  // A first name shared is not the name: "Steve Jobs" does not name "Steve Wozniak".
  ["Tim Cook succeeded Steve Wozniak as chief executive.", "Tim Cook succeeded Steve Jobs as chief executive.", [["entity", "Steve Wozniak", "Steve Jobs"]]],
  // "down" before a figure says a change's direction: it is "fell", the opposite of "rose".
  ["TSMC's revenue rose 4.5 percent in 2023.", "TSMC's revenue was down 4.5 percent in 2023.", [["antonym", "rose", "down"]]],
  // "least" against "most" of the same adjective; a change the other way round; "cut" against "increased".
  ["Measles is one of the least contagious diseases.", "Measles is one of the most contagious diseases.", [["antonym", "least contagious", "most contagious"]]],
  ["Ethereum switched from proof of stake to proof of work.", "Ethereum switched from proof of work to proof of stake.", [["antonym", "from proof of stake to proof of work", "from proof of work to proof of stake"]]],
  ["The Merge increased the network's energy use.", "The Merge cut the network's energy use.", [["antonym", "increased", "cut"]]],
  // A unit joined by a hyphen is a measurement; in one unit it is compared as written figures are (within 2 percent).
  ["The Kindle has a 7-inch display.", "The Kindle has a 6.8-inch display.", [["quantity", "7-inch", "6.8-inch"]]],
  // A present state the sentence says was left ("moved from Palo Alto to Austin").
  ["Tesla's headquarters are in Palo Alto.", "Tesla's headquarters moved from Palo Alto to Austin, Texas, in 2021.", [["entity", "Palo Alto", "Austin"]]],
  // The holder of a superlative named by another word before the same noun.
  ["The king penguin is the largest penguin species.", "The emperor penguin is the largest penguin species.", [["entity", "king penguin", "emperor penguin"]]],
  ["The lion is the fastest land animal.", "The cheetah is the fastest land animal.", [["entity", "lion", "cheetah"]]],
  // A participle after a comma is done by the clause's subject.
  ["Marine Le Pen defeated Macron in the second round in 2022.", "Emmanuel Macron was re-elected President of France in April 2022, defeating Marine Le Pen in the second round.", [["entity", "Marine Le Pen", "Emmanuel Macron"]]],
  // A contrast right after the clause denies the claim's noun: ", not the snake", ", but it is not the capital".
  ["Python is named after the snake.", "Python is named after Monty Python, not the snake.", [["negation", "", "not"]]],
  ["Sydney is the capital of Australia.", "Sydney is the most populous city in Australia, but it is not the capital.", [["negation", "", "not"]]],
  // "the world's" before a superlative says nothing of the role two names play.
  ["Colombia is the largest producer of coffee.", "Brazil is the world's largest producer of coffee.", [["entity", "Colombia", "Brazil"]]],
  ["Vietnam is the largest producer of coffee.", "Brazil is the world's largest producer of coffee, followed by Vietnam.", [["entity", "Vietnam", "Brazil"]]],
  // "part of" the deposits is some of them, not all.
  ["Regulators guaranteed only part of the deposits.", "Regulators guaranteed all deposits.", [["quantifier", "part of", "all"]]],
  // "non" written as one word negates the word it is joined to, compared by stem ("steroid" / "nonsteroidal").
  ["Ibuprofen is a steroid drug.", "Ibuprofen is a nonsteroidal drug.", [["negation", "", "nonsteroidal"]]],
  // Opposites WordNet pairs only in part: staying against leaving, the two ends of a scale.
  ["Production of the Boeing 747 continues.", "Production of the Boeing 747 ended in 2022.", [["antonym", "continues", "ended"]]],
  ["Scotland voted to leave the EU.", "Scotland voted to remain in the EU.", [["antonym", "leave", "remain"]]],
  ["Antarctica is the warmest continent.", "Antarctica is the coldest continent.", [["antonym", "warmest", "coldest"]]],
  // A rank is read before another event's date: "third", not "1978", is what contradicts "first".
  ["Argentina's 2022 title was its first World Cup.", "It was Argentina's third World Cup title, after 1978 and 1986.", [["ordinal", "first", "third"], ["date", "2022", "1978"]]],
  // An ordinal the claim has twice: the sentence's "first" states the one before the same word, not the other.
  ["Penicillin was first mass-produced during the First World War.", "Penicillin was first mass-produced during the Second World War.", [["ordinal", "First", "Second"]]],
  // Of two rivals, the one under the claim's verb.
  ["Shakespeare died in 1623.", "William Shakespeare was born in Stratford-upon-Avon in 1564 and died in 1616.", [["date", "1623", "1616"]]],
  // Times of day, in words too; of two, the one in the claim's place.
  ["Check-out is at noon.", "Check-in starts at 3 pm and check-out is at 11 am.", [["number", "noon", "11 am"]]],
  ["Check-in starts at 3 am.", "Check-in starts at 3 pm.", [["number", "3 am", "3 pm"]]],
  // A negation's exception affirms the excepted case.
  ["Assistance dogs are not allowed.", "Pets are not allowed, except for assistance dogs.", [["negation", "", "except assistance"]]],
  ["The laptop has an HDMI port.", "The laptop has two USB-C ports and no HDMI port.", [["negation", "", "no"]]],
  // A name written with tight hyphens is one name, its lower-case links no words of it.
  ["The Globe Theatre was built in Stratford-upon-Avon.", "The Globe Theatre was built in London in 1599.", [["entity", "Stratford-upon-Avon", "London"]]],
  // The claim's winner beaten by another.
  ["Borussia Dortmund won the 2024 final.", "Real Madrid beat Borussia Dortmund 2-0 in the 2024 final.", [["entity", "Borussia Dortmund", "Real Madrid"]]],
  // A quoted title goes on with the role: the same words follow both names.
  ["Roosevelt gave the \"We shall fight on the beaches\" speech.", "Winston Churchill gave the \"We shall fight on the beaches\" speech in 1940.", [["entity", "Roosevelt", "Winston Churchill"]]],
  // A date the sentence gives another event, the claim's event having its own there.
  ["Spotify launched its service in 2006.", "Spotify was founded in Sweden in 2006 and launched its service in October 2008.", [["date", "2006", "2008"]]],
  // The subject of the superlative's own clause holds it, the claim's name in another clause.
  ["Mercury is the hottest planet in the Solar System.", "Venus is the hottest planet in the Solar System, even though Mercury is closer to the Sun.", [["entity", "Mercury", "Venus"]]],
  // Two names of the same last word, the claim's first one nowhere in the sentence.
  ["Venus Williams won 23 Grand Slam singles titles.", "Serena Williams won 23 Grand Slam singles titles.", [["entity", "Venus Williams", "Serena Williams"]]],
  ["Node.js uses the SpiderMonkey JavaScript engine.", "Node.js uses the V8 JavaScript engine.", [["entity", "SpiderMonkey JavaScript", "V8 JavaScript"]]],
  // The claim's name the subject of another role in the sentence, or set aside for another (", not").
  ["Sydney is the capital of Australia.", "Canberra is the capital of Australia, although Sydney is its largest city.", [["entity", "Sydney", "Canberra"]]],
  ["Toronto is the capital of Canada.", "Ottawa, not Toronto, is the capital of Canada.", [["entity", "Toronto", "Ottawa"]]],
  // A capitalised word the tagger could not tag is part of the name ("Pro").
  ["The M2 chip first shipped in the MacBook Pro.", "The M2 chip first shipped in the MacBook Air.", [["entity", "MacBook Pro", "MacBook Air"]]],
  // "only" against the same verb applying to any of it.
  ["The GDPR applies only to organisations based in the EU.", "The GDPR applies to any organisation that processes the personal data of people in the EU, wherever the organisation is based.", [["quantifier", "only", "any"]]],
  // Opposed pairs WordNet leaves out.
  ["Python is statically typed.", "Python is dynamically typed.", [["antonym", "statically", "dynamically"]]],
  // A generic head ("Port") does not make one port another.
  ["The Port of Hamburg is the largest port in Europe.", "The Port of Rotterdam is the largest port in Europe.", [["entity", "Port of Hamburg", "Port of Rotterdam"]]],
  // "May" is the month next to a figure.
  ["The first ascent of Everest was on 29 June 1953.", "Hillary and Norgay made the first ascent of Everest on 29 May 1953.", [["date", "June", "May"]]],
  // A route the other way round: both names are there, each after the other preposition.
  ["The Titanic was sailing from New York to Southampton.", "The Titanic was sailing from Southampton to New York City.", [["entity", "from New York to Southampton", "from Southampton to New York City"]]],
  // The claim's name placed by the same verb elsewhere, its own name in another clause of the sentence.
  ["Roadside assistance is included in the Basic plan.", "Roadside assistance is included in the Comprehensive plan and costs $4 per month on the Basic plan.", [["entity", "Basic", "Comprehensive"]]],
  // "only" before the word that takes the preposition, against "all" of it.
  ["Downloads are only available on the Premium plan.", "Downloads are available on all plans, including the Premium plan.", [["quantifier", "only", "all"]]],
  // The opposite of the claim's subject doing the claim's verb, though the sentence names the claim's too.
  ["The female emperor penguin incubates the egg.", "The female emperor penguin lays a single egg, which the male incubates on his feet.", [["antonym", "female", "male"]]],
  // A direction before the same name with no compass point in common.
  ["Venice is a city in southern Italy.", "Venice is a city in north-eastern Italy.", [["antonym", "southern", "north-eastern"]]],
  // A price paid against a price of nothing.
  ["Motorcycles park for a fee.", "Motorcycles park for free.", [["antonym", "fee", "free"]]],
  // The claim's words inside what the sentence excepts, read past words that are not the claim's ("the last").
  ["Students must wear school uniform on the last day of term.", "Students must wear school uniform on all school days except the last day of each term.", [["negation", "", "except day"]]],
  // "more"/"less" a few words before "than", what it measures in between.
  ["Espresso has less caffeine per millilitre than drip coffee.", "Espresso has more caffeine per millilitre than drip coffee.", [["antonym", "less caffeine than drip", "more caffeine than drip"]]],
  // The claim's figure only in another clause than its subject's, which gives another.
  ["DVDs can be borrowed for three weeks.", "DVDs can be borrowed for one week; books for three weeks.", [["number", "three", "one"]]],
  // "refused to", "failed to": a negation of what follows.
  ["Rosa Parks gave up her bus seat to a white passenger.", "Rosa Parks refused to give up her bus seat to a white passenger.", [["negation", "", "refused"]]],
  // The claim's verb taking another name, the claim's own name in another part of the sentence.
  ["Cleopatra married Julius Caesar.", "Cleopatra married Mark Antony after Julius Caesar died.", [["entity", "Julius Caesar", "Mark Antony"]]],
  // A list of names each dated by the same participle: the claim's date is another name's.
  ["Pride and Prejudice was published in 1815.", "Her novels include Pride and Prejudice, published in 1813, and Emma, published in 1815.", [["date", "1815", "1813"]]],
  // A date under no verb and after another preposition is another event's: the verb's own date stands against.
  ["The Golden Gate Bridge opened in 1964.", "The Golden Gate Bridge opened in 1937 and was the longest suspension bridge in the world until 1964.", [["date", "1964", "1937"]]],
  // "died" meets its event noun: "his death in 1827" dates the death, not the move.
  ["Beethoven died in 1792.", "Beethoven moved to Vienna in 1792, where he lived until his death in 1827.", [["date", "1792", "1827"]]],
  // A place "in the centre of" is where the thing is.
  ["The Colosseum is in Athens.", "The Colosseum is an ancient amphitheatre in the centre of Rome, Italy.", [["entity", "Athens", "Rome"]]],
  // "and the second" opens a clause of its own, whose figure is the second's.
  ["The second checked bag costs $35.", "The first checked bag costs $35 and the second costs $45.", [["number", "$35", "$45"]]],
  ["The first checked bag costs $45.", "The first checked bag costs $35 and the second costs $45.", [["amount", "$45", "$35"]]],
  // "all year" against a range of months, "every day" against a range of weekdays.
  ["The pool is open all year.", "The pool is open from May to September.", [["quantifier", "all year", "from May to September"]]],
  ["The museum is open every day.", "The museum is open Tuesday to Sunday.", [["quantifier", "every day", "Tuesday to Sunday"]]],
  ["The concert starts at 7 pm.", "Doors open at 7 pm and the concert starts at 8 pm.", [["number", "7 pm", "8 pm"]]],
  // "almost all", "nearly always" are most, not all.
  ["All penguins live in the Southern Hemisphere.", "Almost all penguins live in the Southern Hemisphere.", [["quantifier", "all", "almost all"]]],
  ["The shuttle always runs on time.", "The shuttle nearly always runs on time.", [["quantifier", "always", "nearly always"]]],
  ["Koalas feed exclusively on eucalyptus leaves.", "Koalas feed almost exclusively on eucalyptus leaves.", [["quantifier", "exclusively", "almost exclusively"]]],
  // "only" before a place is "exclusively".
  ["Penguins live only in the Southern Hemisphere.", "Penguins live almost exclusively in the Southern Hemisphere.", [["quantifier", "only", "almost exclusively"]]],
  // The claim's own opponent as the one who won: the sides traded, whichever verb says who won.
  ["Chelsea defeated Arsenal 2–1 in the 2017 FA Cup final.", "Arsenal beat Chelsea 2–1 in the 2017 FA Cup final.", [["entity", "Chelsea", "Arsenal"]]],
  ["The Netherlands won the 2010 World Cup final against Spain.", "Spain beat the Netherlands 1–0 in the 2010 World Cup final.", [["entity", "Netherlands", "Spain"]]],
  // A time "until" is rivalled by the end of the sentence's span, not its start.
  ["The shop is open until 8 pm.", "The shop is open from 9 am to 6 pm.", [["number", "8 pm", "6 pm"]]],
  ["Tickets cost $45 at the door.", "Tickets cost $45 in advance and $55 at the door.", [["amount", "$45", "$55"]]],
  ["The gym closes at 11 pm on weekends.", "The gym is open from 5 am to 11 pm on weekdays and from 7 am to 9 pm on weekends.", [["number", "11 pm", "9 pm"]]],
  ["Trains leave every hour.", "Trains leave every 15 minutes.", [["number", "every hour", "every 15 minutes"]]],
  ["Library cards are free for everyone.", "Library cards are free for city residents.", [["quantifier", "everyone", "city residents"]]],
  ["The Eiffel Tower is the tallest man-made structure in the world.", "The Eiffel Tower is 330 metres tall and was the tallest man-made structure in the world until the Chrysler Building was finished in 1930.", [["negation", "", "until 1930"]]],
  // A state held once ("was historically"), and a figure changed from the claim's to another.
  ["In England the age of majority is 21.", "In England the age of majority was historically 21.", [["negation", "", "was historically"]]],
  ["In England the age of majority is 21.", "In England the Family Law Reform Act lowered the age of majority from 21 to 18.", [["number", "21", "18"]]],
  ["Adult admission is $15.", "Adult admission is $25 and children aged 3 to 12 pay $15.", [["number", "$15", "$25"]]],
  ["Napoleon was born on Sardinia.", "Napoleon Bonaparte was born on the island of Corsica in 1769.", [["entity", "Sardinia", "Corsica"]]],
  ["Venus is the closest planet to the Sun.", "Mercury is the smallest planet and the closest to the Sun.", [["entity", "Venus", "Mercury"]]],
  // A name set off from its verb by an aside is still the clause's subject.
  ["Being the nearest to the coast, Kestrel Bay was the busiest port in Norland.", "Harwick, damaged by the great fire of 1820, was the busiest port in Norland, being the nearest to the coast.", [["entity", "Kestrel Bay", "Harwick"]]],
  ["The phone is available in red.", "The phone is available in black, white and blue.", [["antonym", "red", "black, white and blue"]]],
  ["World War II began in 1941.", "World War II began when Germany invaded Poland on 1 September 1939.", [["date", "1941", "1939"]]],
  ["Breakfast is included in the room rate.", "Breakfast is included in the room rate and costs €15 per person.", []],
  ["Version 5.0 supports Node.js 16.", "Version 5.0 requires Node.js 18 or later and drops support for Node.js 16.", [["negation", "", "drops"]]],
  ["The laptop has two HDMI ports.", "The laptop has two USB-C ports and one HDMI port.", [["number", "two", "one"]]],
  ["Picasso was a French painter.", "Picasso was a Spanish painter who spent most of his adult life in France.", [["entity", "French", "Spanish"]]],
  ["You must cancel at least seven days before the renewal date.", "You must cancel at least one day before the renewal date.", [["number", "seven days", "one day"]]],
  ["The orchestra has 120 musicians.", "The orchestra has 98 musicians and performs about 120 concerts a season.", [["number", "120", "98"]]],
  // A negation covers the verb joined to the one it negates; a claim's own negation in a concession asserts nothing.
  ["Lindell Home will refund personalised cushions.", "At Lindell Home, personalised cushions cannot be exchanged or refunded.", [["negation", "", "not"]]],
  // The words telling a counted noun's kind are no other noun: both count medals.
  ["Tove Lind won 14 world cup medals.", "Tove Lind won 14 medals in world cup races.", []],
  ["Foot passengers must book in advance.", "Cars must be booked in advance; foot passengers can buy tickets at the terminal.", [["entity", "passengers", "Cars"]]],
  ["Bikes can be rented for €60 a day.", "Bikes can be rented for €15 a day or €60 a week.", [["amount", "€60", "€15"]]],
  // A time given for other days than the claim's, another time given for its day ("am" opens no clause of its own).
  ["The library closes at 8 pm on Saturdays.", LIBRARY_HOURS, [["number", "8 pm", "5 pm"]]],
  ["The library opens at 9 am on Fridays.", LIBRARY_HOURS, [["number", "9 am", "10 am"]]],
  // A date opening a clause after "and" hangs on that clause's verb, not on the verb before.
  ["Mandela became president in 1990.", "After his release in 1990, Mandela led negotiations to end apartheid, and in 1994 he became South Africa's first Black president.", [["date", "1990", "1994"]]],
  // A date given for another noun of a list, the claim's noun dated otherwise.
  ["Curie won the Nobel Prize in Chemistry in 1903.", "Curie won Nobel Prizes in two different sciences: physics in 1903 and chemistry in 1911.", [["date", "1903", "1911"]]],
  // A price on top against the claim's subject said to be included in the clause the sentence opens with.
  ["Tracking costs extra.", "Tracking is included on all parcels, but signature on delivery costs an extra £1.50.", [["antonym", "costs", "included"]]],
  // "cost extra" against "free of charge", both words one slot.
  ["Robes cost extra.", "Robes and slippers are provided free of charge.", [["antonym", "cost extra", "free"]]],
  // "and" opening a clause whose verb is left out before its own figure.
  ["A margherita costs €12.", "A margherita costs €9 and a calzone €12.", [["number", "€12", "€9"]]],
  // A figure's setting said before it in the claim ("for adults is €40").
  ["The visa fee for adults is €40.", "The visa fee is €80 for adults and €40 for children under 12.", [["amount", "€40", "€80"]]],
  // A people's word inside a name says no place: "Roman Empire" does not cover "Rome".
  ["The capital of the Eastern Roman Empire was Rome.", "The capital of the Eastern Roman Empire was Constantinople.", [["entity", "Rome", "Constantinople"]]],
  // "only" before the verb's passive "be" restricts it.
  ["Parmigiano Reggiano can be produced anywhere in Italy.", "Parmigiano Reggiano can only be produced in a small area of northern Italy.", [["quantifier", "anywhere", "only"]]],
  // "unless" says the opposite of its clause for the exception the claim names.
  ["Appointments cancelled 24 hours in advance are charged.", "Missed appointments are charged at the full fee unless cancelled 24 hours in advance.", [["negation", "", "unless"]]],
  // "every Saturday" against one Saturday of each month.
  ["The practice is open every Saturday.", "The practice is open on the first Saturday of each month.", [["quantifier", "every Saturday", "first Saturday"]]],
  // "pay" the tagger reads as a noun between a group and a price is the verb of a clause of its own.
  ["Adults pay €10.", "Adults pay €14, and seniors over 65 pay €10.", [["amount", "€10", "€14"]]],
  // "all" of a kind against that kind bounded by a figure.
  ["All orders ship free within the US.", "Orders over $50 ship free within the US.", [["quantifier", "All orders", "Orders over $50"]]],
  // "without" denies the noun after it, not the verb after that.
  ["Photography is not allowed in the galleries.", "Photography without flash is allowed in all galleries.", [["negation", "not", ""]]],
  // "more N than B" against the other amount of N in a clause set against one on B, with no "than".
  ["A flat white has more foam than a cappuccino.", "A cappuccino is an espresso topped with steamed milk and foam, while a flat white has less foam.", [["antonym", "more foam than cappuccino", "less foam"]]],
  // A part of every day against the whole of it.
  ["Lane swimming is available all day.", "Lane swimming is available every morning until 9 am.", [["quantifier", "all day", "every morning"]]],
  // "only" one of what the sentence lists.
  ["The Sydney Harbour Bridge carries only pedestrian traffic.", "The Sydney Harbour Bridge carries rail, vehicle, bicycle and pedestrian traffic.", [["quantifier", "only pedestrian", "rail, vehicle, bicycle and pedestrian"]]],
  // A participle between a name and another name is the verb.
  ["Shakespeare married Anne Hathaway in 1599.", "Shakespeare married Anne Hathaway in 1582.", [["date", "1599", "1582"]]],
  // Two names of one kind (the same generic last word) told apart by their other words, the claim's placed by a preposition.
  ["The Danube flows into the North Sea.", "The Danube rises in the Black Forest in Germany and flows about 2,850 kilometres to the Black Sea.", [["entity", "North Sea", "Black Sea"]]],
  ["The Statue of Liberty stands on Ellis Island.", "The Statue of Liberty stands on Liberty Island in New York Harbor.", [["entity", "Ellis Island", "Liberty Island"]]],
  ["The Amazon River flows into the Pacific Ocean.", "The Amazon River flows through Peru, Colombia and Brazil before reaching the Atlantic Ocean.", [["entity", "Pacific Ocean", "Atlantic Ocean"]]],
  // The same preposition with a title between it and the sentence's name; a demonym there stands for no name.
  ["Construction of the Colosseum began under Nero.", "Construction of the Colosseum began under the emperor Vespasian in AD 72.", [["entity", "Nero", "Vespasian"]]],
  ["The Sydney Opera House was designed by Frank Lloyd Wright.", "The Sydney Opera House was designed by the Danish architect Jørn Utzon.", [["entity", "Frank Lloyd Wright", "Jørn Utzon"]]],
  // A figure of a clause set against the one before, about another subject, neither states the claim's nor rivals it.
  ["A standard single ticket bought on the day costs £35.", "A standard single ticket costs £90 if bought on the day, but advance tickets start at £35.", [["amount", "£35", "£90"]]],
  // "only" some days against every day.
  ["Emergency appointments are only available on weekdays.", "Emergency appointments are available every day.", [["quantifier", "only weekdays", "every day"]]],
  // Free in the clause of the claim's subject, though another clause has a price paid.
  ["Pedestrians pay a toll to cross the bridge.", "Pedestrians may cross the bridge for free, but drivers pay a toll when heading south.", [["antonym", "pay", "free"]]],
  // Where someone is from: the place the sentence attaches to the claim's name by "of".
  ["Boris Spassky was from the United States.", "Bobby Fischer of the United States defeated Boris Spassky of the Soviet Union.", [["entity", "United States", "Soviet Union"]]],
  // Days excepted by their dates.
  ["Edinburgh Castle is open on 25 December.", "Edinburgh Castle is open every day except 25 and 26 December.", [["negation", "", "except 25"]]],
  // A figure of a clause joined by ", and" with a subject of its own.
  ["The course costs £49 to join.", "The course is free to join, and a certificate costs £49.", [["amount", "£49", "free"]]],
  // "without" denies the verb it opens and what that verb takes.
  ["Members who cancel a booked class are charged £5.", "Members who miss a booked class without cancelling are charged £5.", [["negation", "", "without"]]],
  // "every morning" recurs daily.
  ["The bread is baked once a week.", "The bread is baked fresh every morning.", [["antonym", "once a week", "every morning"]]],
  // Superlatives of one measure in other words: "tallest" is ranked as "highest".
  ["Mount Orla is the tallest peak in the Vessen Range.", "At 2,980 metres, Mount Orla is the second-highest peak in the Vessen Range.", [["ordinal", "tallest", "second-highest"]]],
  // Buying against selling.
  ["Nordwell acquired the battery maker Voltik in 2020.", "In 2020, Nordwell sold the battery maker Voltik to the Kessel group.", [["antonym", "acquired", "sold"]]],
  // The doer after "by", past a description of who they are.
  ["Anna Berg founded Fjord Tea.", "Fjord Tea was founded in 2012 by brothers Lars and Nils Holm.", [["entity", "Anna Berg", "Lars and Nils Holm"]]],
  // One variant of a model against another, and a model code against another of its series.
  ["The Vento Fan Pro has a 40-watt motor.", "The Vento Fan Max has a 40-watt motor.", [["entity", "Vento Fan Pro", "Vento Fan Max"]]],
  ["The Orbis X3 drone weighs 900 grams.", "The Orbis drone X5 weighs 900 grams.", [["entity", "X3", "X5"]]],
  // A post of the same kind with another modifier.
  ["Lena Park is the chief financial officer of Arlo Foods.", "Arlo Foods has appointed Lena Park as its chief operating officer.", [["entity", "chief financial officer", "chief operating officer"]]],
  // A figure "including" gives a part of the verb's own figure, no other verb's.
  ["Maya Lind won six titles at the Orla Open.", "Maya Lind won 14 tour titles, including a record six titles at the Orla Open.", []],
  // A duration in two parts is one figure; a range's unit after its second end is its first end's too.
  ["The crossing takes 100 minutes.", "The crossing takes 1 hour 40 minutes.", []],
  ["The crossing takes 1 hour 40 minutes.", "The crossing takes 100 minutes.", []],
  ["The signal takes 500 seconds to arrive.", "The signal takes 8 minutes and 20 seconds to arrive.", []],
  ["The crossing takes 1 hour 40 minutes.", "The crossing takes 2 hours.", [["number", "1 hour 40 minutes", "2 hours"]]],
  ["The tour lasts an hour and a half.", "The tour lasts 90 minutes.", []],
  // A role given to another name beside it, and what a list gives each name in brackets.
  ["Havířov is the regional capital of Moravia-Silesia.", "Ostrava, which serves as the regional capital of Moravia-Silesia, has 280,000 inhabitants.", [["entity", "Havířov", "Ostrava"]]],
  ["Havířov is the regional capital of Moravia-Silesia.", "Ostrava, the regional capital of Moravia-Silesia, has 280,000 inhabitants.", [["entity", "Havířov", "Ostrava"]]],
  ["Havířov is the regional capital of Moravia-Silesia.", "The regional capital of Moravia-Silesia, Ostrava, has 280,000 inhabitants.", [["entity", "Havířov", "Ostrava"]]],
  ["Karl Dorn plays the piano in the Vell Trio.", "In the Vell Trio, Ines Maas (piano), Karl Dorn (cello) and Lotte Wyn (violin) play.", [["entity", "piano", "cello"]]],
  ["Lotte Wyn plays first violin.", "In the quartet Ines Maas (first violin), Karl Dorn (cello) and Lotte Wyn (second violin) play.", [["entity", "first violin", "second violin"]]],
  ["Karl Dorn plays the cello in the Vell Trio.", "In the Vell Trio, Ines Maas (piano), Karl Dorn (cello) and Lotte Wyn (violin) play.", []],
  // Who took whose place, traded: "took over from" / "replaced", an object pronoun for the sentence's opening name.
  ["Pete Best took over from Ringo Starr as the Beatles' drummer.", "In August 1962 Ringo Starr replaced Pete Best as the Beatles' drummer.", [["entity", "Pete Best", "Ringo Starr"]]],
  ["Ringo Starr took over from Pete Best as the Beatles' drummer.", "In August 1962 Ringo Starr replaced Pete Best as the Beatles' drummer.", []],
  ["Nils Halvard took over as CEO of Halvard Logistics from Erik Halvard in 2010.", "Nils Halvard served as CEO of Halvard Logistics until 2010, when Erik Halvard replaced him.", [["entity", "Nils Halvard", "Erik Halvard"]]],
  // "was held" / "took place", one verb for an event's date.
  ["The Brannoc Folk Festival was held in August.", "The Brannoc Folk Festival took place in August.", []],
  ["The Brannoc Folk Festival was held in August.", "The Brannoc Folk Festival took place in July.", [["date", "August", "July"]]],
  // An hour with its part of the day; a weekday inside a span of days.
  ["The bakery opens at 7 in the morning on Wednesdays.", "The bakery opens at 7 am from Monday to Saturday.", []],
  ["The bar closes at 11 at night.", "The bar closes at 11 pm.", []],
  ["The bar closes at 11 at night.", "The bar closes at 10 pm.", [["number", "11 at night", "10 pm"]]],
  // "free to" do what the claim prices, the sentence's price another thing's; days of work against weeks.
  ["Downloading Plantwise on iOS costs €3.99.", "Downloading Plantwise is free to download on iOS, with an optional premium subscription costing €3.99 per month.", [["amount", "€3.99", "free to download"]]],
  ["Sofas are delivered within 3 to 5 working days.", "Sofas are delivered within 2 to 3 weeks.", [["number", "3 to 5 working days", "2 to 3 weeks"], ["number", "5 working days", "2 to 3 weeks"]]],
  ["Refunds take 10 business days.", "Refunds take two weeks.", []],
  // "lacks" what the sentence says its noun is; the post of a doer against the doer of its verb.
  ["The Hotel Varo lacks air-conditioned rooms.", "The Hotel Varo says all rooms are air-conditioned.", [["antonym", "lacks", "are air conditioned"]]],
  ["Owen Pryce is the director of the Vell Players' production.", "The Vell Players' production is directed by Lydia Marsh, with set design by Owen Pryce.", [["entity", "Owen Pryce", "Lydia Marsh"]]],
  // Another name's verb dates another thing: "until the Akashi Kaikyō Bridge in Japan opened in 1998".
  ["The Humber Bridge opened in 1981.", "The Humber Bridge opened in 1982.", [["date", "1981", "1982"]]],
  // A place named only as the point another is placed from.
  ["Jean Sibelius was born in Hämeenlinna.", "Jean Sibelius was born in the town of Hämeenlinna, about 100 km north of Helsinki.", []],
  ["Jean Sibelius was born in Helsinki.", "Jean Sibelius was born in the town of Hämeenlinna, about 100 km north of Helsinki.", [["entity", "Helsinki", "Hämeenlinna"]]],
  // Pounds paid are money; "ride free" prices at nothing.
  ["Parking costs twelve pounds a night.", "Parking costs £12 per night.", []],
  ["Parking costs twelve pounds a night.", "Parking costs £15 per night.", [["amount", "twelve pounds", "£15"]]],
  ["Children under 5 ride for free.", "Children under 5 ride free.", []],
  ["The tour lasts 90 minutes.", "The tour lasts one and a half hours.", []],
  ["The tour lasts an hour and a half.", "The tour lasts 2 hours.", [["number", "an hour and a half", "2 hours"]]],
  ["The beetles are between 3.2 and 3.8 cm long.", "The beetles are 32–38 mm long.", []],
  ["The beetles are between 3.2 and 3.8 cm long.", "The beetles are 32–45 mm long.", [["quantity", "3.8 cm", "45 mm"]]],
  // Either end of a span; the one above against the one below.
  ["The fair marks the start of the harvest.", "The fair marks the end of the harvest.", [["antonym", "start", "end"]]],
  ["The upper mill ground wheat.", "The lower mill ground wheat.", [["antonym", "upper", "lower"]]],
  // "the last" of a weekday against "the first"; a vote against, past its tally, rejects.
  ["The quiz night is held on the first Friday of every month.", "The quiz night is held on the last Friday of every month.", [["ordinal", "first", "last"]]],
  ["Dunmore Council approved the new cycle lane.", "Dunmore Council voted 6 to 3 against the new cycle lane.", [["antonym", "approved", "voted"]]],
  // A name after its title set off by a comma, the title owned: "named after his assistant, Marta Feld".
  ["The comet was named after Pieter Aalbers.", "The comet was named after his assistant, Marta Feld.", [["entity", "Pieter Aalbers", "Marta Feld"]]],
  // A demonym describing the doer after "by": the doer is the name after it.
  ["Jonas Weber designed the bridge.", "The bridge was designed in 1931 by Swiss engineer Jonas Weber.", []],
];

const AGREEMENTS: readonly (readonly [string, string])[] = [
  // Another name's version is no rival of the claim's: "iOS 15 or newer" beside "Android 11 or later".
  ["The Halcyon app requires Android 11 or newer.", "The Halcyon app is available for iPhone on iOS 15 or newer and for Android devices running Android 11 or later."],
  // Alone, and in company too: no swap.
  ["Visitors may tour the cellar alone.", "Visitors may tour the cellar alone or with a guide."],
  // Astronomy's distances in two words, converted: 4.24 light years is about 40 trillion km.
  ["Proxima Centauri lies 4.24 light years from the Sun.", "Proxima Centauri lies about 40 trillion km from the Sun."],
  // A factor above one states "saltier than" the same other side.
  ["Lake Assal is saltier than seawater.", "Lake Assal is about ten times as salty as seawater."],
  // Lying, sitting and standing somewhere say where a thing is, no posture.
  ["The village of Carrow lies on the east bank of the Tamm.", "The village of Carrow sits on the east bank of the Tamm."],
  ["The old mill stands beside the Carrow bridge.", "The old mill lies beside the Carrow bridge."],
  ["Under-16s may not use the gym alone.", "Under-16s may use the gym only with a parent."],
  ["Tickets can be bought on the day.", "Tickets can be bought online in advance or on the day at the gate."],
  ["Campfires are not allowed.", "Campfires are not allowed, but barbecues are permitted on raised stands."],
  // ...and a figure of a clause whose verb is left out, for that clause's subject.
  ["A calzone costs €12.", "A margherita costs €9 and a calzone €12."],
  ["The visa fee for children is €40.", "The visa fee is €80 for adults and €40 for children under 12."],
  // ...and every day said beside a part of it.
  ["Lane swimming is available every day.", "Lane swimming is available every morning and every day."],
  // ...and the exception of an "unless", said the other way.
  ["Appointments cancelled 24 hours in advance are not charged.", "Missed appointments are charged at the full fee unless cancelled 24 hours in advance."],
  // ...and a time for the days it is given for.
  ["The library closes at 5 pm on Fridays.", LIBRARY_HOURS],
  ["The library closes at 8 pm on Thursdays.", LIBRARY_HOURS],
  // ...but not the claim's own words: the full stop after "instead of Lightning" is no word of the claim.
  ["The phone uses a USB-C port.", "The phone uses a USB-C port instead of Lightning."],
  // ...and equal durations agree in any unit.
  ["The war lasted 3 years.", "The war lasted 36 months."],
  // ...and a fraction in words is a rounded share: "about half" is 48 percent, "two thirds" 67.
  ["About half of adults drink coffee.", "About 48 percent of adults drink coffee."],
  ["Two thirds of the members voted.", "67% of the members voted."],
  ["Light from the Sun takes about 8 minutes to reach Earth.", "Light from the Sun takes about 8 minutes and 20 seconds to reach Earth."],
  // A temperature's unit is no name: 212 °F is 100 °C.
  ["Water boils at 212 degrees Fahrenheit at sea level.", "Water boils at 100 degrees Celsius at sea level."],
  // An antonym with an exception for the claim's case says the same thing.
  ["The museum is closed on Monday.", "The museum is open every day except Monday."],
  ["Most of the Sahara is rocky plateau.", "Only about a quarter of the Sahara is covered by sand dunes; most of the Sahara is rocky plateau."],
  ["The queen lays eggs.", "Only the queen lays eggs."],
  ["The croissants are baked fresh every morning.", "The croissants are baked fresh every morning, but the cakes are made the day before."],
  // The claim's count said with its noun left out, beside "a single" one.
  ["A pack of ten classes costs £90.", "A single class costs £12, or £90 for a pack of ten."],
  // A closing word denies as a negation does, on either side of an exception.
  ["The yoga studio is closed on Sundays.", "The yoga studio offers classes every day except Sunday."],
  // "close" at the end of the sentence's range ("open … to 6").
  ["The museum closes at 6 pm.", "The museum is open from 9 am to 6 pm."],
  ["The table is 75 cm wide.", "The table is 0.75 m wide."],
  // A figure spelled out before its unit is a measurement ("six grams" / "6 g").
  ["One large egg contains around 6 g of protein.", "One large egg, weighing about 50 grams, contains around six grams of protein."],
  // "debut" is the first of its kind.
  ["21 was Adele's first studio album.", "21 was Adele's debut studio album."],
  // "former" says what a claim of the past says; a dwarf star is a star.
  ["Angela Merkel was the Chancellor of Germany.", "Angela Merkel is the former Chancellor of Germany."],
  ["The Sun is a star.", "The Sun is a yellow dwarf star."],
  // The claim's own letter among others after the same word.
  ["Vitamin C deficiency causes scurvy.", "Scurvy is caused by a deficiency of vitamins C and D."],
  ["The maximum daily dose is 4000 milligrams.", "The maximum daily dose is 4 grams."],
  // A figure inside the claim's bound states it.
  ["More than 1,000 people died in the fire.", "1,517 people died in the fire."],
  ["The Eiffel Tower is 1,083 feet tall.", "The Eiffel Tower is 330 metres tall."],
  ["The city has 1.5 million inhabitants.", "The city has 1,500,000 inhabitants."],
  ["Paris is the capital of France.", "The capital of France is Paris, a city of two million people."],
  ["The company's revenue increased in 2020.", "The company's revenue did not decrease in 2020."],
  // The claim's negated word against the sentence's antonym says the same, with the claim's word stated.
  ["The company's revenue did not decrease in 2020.", "The company's revenue increased in 2020."],
  ["Most museums in London are free.", "Almost all museums in London are free."],
  ["Penguins live only in the Southern Hemisphere.", "Penguins live exclusively in the Southern Hemisphere."],
  ["The museum is not closed on Mondays.", "The museum is open on Mondays."],
  ["Saturn is the second largest planet.", "Saturn is the second-largest planet in the Solar System."],
  ["The Louvre is the most visited museum in the world.", "The Louvre in Paris is the world's most-visited museum."],
  ["The Golden Gate Bridge opened in 1937.", "The Golden Gate Bridge was opened to traffic in 1937."],
  ["Barack Obama was the 44th president of the United States.", "Obama was the 44th president of the United States."],
  ["Jupiter is larger than Saturn.", "Jupiter is larger than Saturn and Uranus."],
  ["Green tea has less caffeine than coffee.", "Green tea contains 20 to 45 milligrams of caffeine, less than coffee."],
  ["The group is a non-profit organisation.", "The group is a non-profit organisation founded by teachers."],
  ["She visited Paris once.", "She visited Paris once, in 1990."],
  ["The ship displaced 1,000 tons.", "The ship displaced 907 metric tons."],
  ["The ship displaced 1,000 tons.", "The ship displaced 1,016 metric tons."],
  ["The falcon dives at 200 mph.", "The falcon dives at 320 km/h."],
  ["The falcon dives at 200 miles an hour.", "The falcon dives at 322 kilometres per hour."],
  // A conversion in parentheses before "per hour": both lengths are speeds.
  ["The falcon dives at 186 miles per hour.", "The falcon dives at 300 km (186 miles) per hour."],
  ["The falcon dives at 300 km/h.", "The falcon dives at 300 km (186 miles) per hour."],
  // A place and its demonym name the same thing (WordNet, src/text/demonyms.json).
  ["Einstein was born in Germany.", "Albert Einstein was a German-born theoretical physicist."],
  ["The company is American.", "The company is based in the United States."],
  ["The Louvre is a French museum.", "The Louvre is a museum in Paris, France."],
  // Each verb or name keeps its own place and date; one left unplaced ("later to Vienna") is no rival.
  ["Beethoven died in Vienna.", "Beethoven was born in Bonn in 1770 and died in Vienna in 1827."],
  ["Marie Curie won the Nobel Prize in Physics in 1903.", "Marie Curie won the Nobel Prize in Physics in 1903 and the Nobel Prize in Chemistry in 1911."],
  ["Mozart moved to Vienna.", "Mozart moved to Salzburg and later to Vienna."],
  // A superlative that names no scope is stated by one that does.
  ["Jupiter is the largest planet.", "Jupiter is the largest planet in the Solar System."],
  // A name's initials stand for it, and a name written with a hyphen is the same written as one word.
  ["The GDPR took effect on 25 May 2018.", "The General Data Protection Regulation took effect in the European Union on 25 May 2018."],
  ["He won the Iberoamerican championship.", "He won the Ibero-American championship."],
  // ...and of its last words ("GPL" of "GNU General Public License").
  ["Linux is distributed under the GPL.", "Linux is distributed under the GNU General Public License."],
  ["Node.js 20 supports Windows 11.", "Node.js 20 supports Windows 11 and macOS."],
  // Two-letter initials meet only another name's: "EU" for "European Union", either way round.
  ["The United Kingdom left the EU in 2020.", "The United Kingdom left the European Union in 2020."],
  ["The UK left the European Union in 2020.", "The United Kingdom left the European Union in 2020."],
  // A name's generic head is part of it though tagged a verb ("Act"), so its initials are "CCPA".
  ["The CCPA took effect on 1 January 2020.", "The California Consumer Privacy Act took effect on 1 January 2020."],
  // An institution's name goes on past "and" to its generic head: "FDA", "SEC".
  ["The FDA approved the drug in 2020.", "The US Food and Drug Administration approved the drug in 2020."],
  ["The SEC fined the company.", "The Securities and Exchange Commission fined the company."],
  // A term's initials written in capitals: "CEO" is the "chief executive officer"; "down 4.5 percent" states "fell".
  ["Tim Cook is Apple's CEO.", "Tim Cook is the chief executive officer of Apple."],
  ["TSMC's revenue fell 4.5 percent in 2023.", "In 2023 TSMC reported revenue of about $69 billion, down 4.5 percent."],
  // The state a change arrived at is stated by it.
  ["Tesla's headquarters are in Austin.", "Tesla's headquarters moved from Palo Alto to Austin in 2021."],
  // A surname written with another apostrophe or in the plural is the same name.
  ["Sandra Day O'Connor was the first woman on the Supreme Court.", "Sandra Day O’Connor was the first woman on the Supreme Court."],
  // Figures written to different places are rounded ones: "1.8 million" states "1.81 million".
  ["Tesla delivered about 1.8 million vehicles.", "Tesla delivered 1.81 million vehicles."],
  // The claim's own negation, though it reaches only function words ("not take more than").
  ["Adults should not take more than 1,200 mg of ibuprofen a day without medical advice.", "Adults should not take more than 1,200 mg of ibuprofen a day without medical advice, the label says."],
  // "no" before another kind of the claim's thing denies that kind only.
  ["The laptop has two USB-C ports.", "The laptop has two USB-C ports and no HDMI port."],
  ["Assistance dogs are allowed.", "Pets are not allowed, except for assistance dogs."],
  // A negated claim meets the sentence's negation a few words on.
  ["The Great Wall cannot be seen with the naked eye from the Moon.", "The Great Wall is not visible to the naked eye from the Moon."],
  // ...while an affirmed claim is not denied by a negation in another clause.
  ["Python 3.0 was released in 2008.", "Python 3.0 was released in 2008 and was not backward compatible with Python 2."],
  ["The shop opens at 9:30 am.", "The shop opens at 09:30."],
  ["The shop opens at 9 am.", "The shop opens at 9am."],
  // A last name alone is the name of the sentence that gives it whole.
  ["Williams won 23 Grand Slam singles titles.", "Serena Williams won 23 Grand Slam singles titles."],
  ["The car maker Rolls-Royce was founded in 1906.", "The car maker Rolls-Royce was founded in 1906 in Manchester."],
  // An ordinal anywhere, the tagger attaching it to another word.
  ["Obama was the first black president of the United States.", "Obama was the 44th president of the United States and the first African American president."],
  // The claim's ordinal standing for the noun in a joined clause is no opposite of the first clause's.
  ["The second checked bag costs $45.", "The first checked bag costs $35 and the second costs $45."],
  ["The museum is open from Tuesday to Sunday.", "The museum is open Tuesday to Sunday."],
  ["Beethoven died in 1827.", "Beethoven moved to Vienna in 1792, where he lived until his death in 1827."],
  ["Trains leave every hour.", "Trains leave every 60 minutes."],
  ["The Eiffel Tower is 330 metres tall.", "The Eiffel Tower is 330 metres tall and was the tallest man-made structure in the world until 1930."],
  ["Tickets cost $55 at the door.", "Tickets cost $45 in advance and $55 at the door."],
  // "any" of another word than the claim's restriction.
  ["The scholarship is open only to students.", "The scholarship is open to students from any country."],
  // An elliptical clause goes on under the same verb.
  ["Books can be borrowed for three weeks.", "DVDs can be borrowed for one week; books for three weeks."],
  // A negation of another figure than the claim's.
  ["Version 5.0 requires Node.js 18 or later.", "Version 5.0 requires Node.js 18 or later and drops support for Node.js 16."],
  // …or after it, under a verb of its own.
  ["Version 4.0 requires Python 3.10 or later.", "Version 4.0 drops support for Python 3.8 and requires Python 3.10 or later."],
  // "and" with no subject of its own goes on under the same subject.
  ["Standard shipping costs $4.99.", "Standard shipping takes 3 to 5 business days and costs $4.99."],
  // The claim's price in the clause after "but", its price verb read as a noun ("cost/NOUN £12").
  ["Special exhibitions cost £12.", "Entry to the gallery is free, but special exhibitions cost £12."],
  // "free" in the clause of the claim's subject, read as a name in the claim ("Lockers/PROPN").
  ["Lockers are free.", "Towels can be rented for €2, and lockers are free."],
  // A price paid in the clause of the claim's subject, "free" in another's.
  ["Drivers pay a toll when heading south.", "Pedestrians may cross it for free, but drivers pay a toll when heading south."],
  // The place the sentence attaches to the claim's name is the claim's.
  ["Boris Spassky was from the Soviet Union.", "Bobby Fischer of the United States defeated Boris Spassky of the Soviet Union."],
  // The clause joined by ", and" names the claim's subject: its figure is the claim's.
  ["The egg is incubated for about two months.", "They breed in winter, and the male incubates the egg on his feet for about two months."],
  // A day the exception leaves out, in the excepted month.
  ["Edinburgh Castle is closed on 26 December.", "Edinburgh Castle is open every day except 25 and 26 December."],
  // "without" denies only the phrase it opens.
  ["Members who miss a booked class are charged £5.", "Members who miss a booked class without cancelling are charged £5."],
];

/** Capitalised words that are not names in the same role: never reported as a swap. */
const NOT_SWAPS: readonly (readonly [string, string])[] = [
  // A brand's plan is no variant of the brand, unless the text calls the plain name a model.
  ["Sorrel Plus includes offline mode.", "Sorrel includes offline mode."],
  // A role the claim does not give its name: the capital is no swap for the largest city.
  ["Istanbul is the largest city of Turkey.", "The capital of Turkey is Ankara."],
  // A sentence that gives no frequency substitutes none for the claim's.
  ["The tablets should be taken twice a day.", "The tablets should be taken with water."],
  // A city against a people's word: the city may be in their country.
  ["Marie Curie was born in Warsaw.", "Marie Curie (1867–1934) was a Polish-born physicist and chemist who conducted pioneering research on radioactivity."],
  // A clause whose subject is a pronoun names no other subject for the claim's verb.
  ["Foot passengers must book in advance.", "It must be booked in advance; foot passengers can buy tickets at the terminal."],
  // A name qualifying the claim's subject and one the sentence's verb says.
  ["The first crewed Moon landing was in 1969.", "The first crewed landing was Apollo 11 in July 1969."],
  // A clause's subject and a name inside a phrase play different parts, whatever words follow each.
  ["The Colosseum was completed in AD 80.", "Construction began under the emperor Vespasian in AD 72 and was completed in AD 80 under his successor Titus."],
  ["Edmund Hillary reached the summit of Everest in 1953.", "Edmund Hillary and Tenzing Norgay were the first climbers confirmed to have reached the summit, in 1953."],
  // Two names each after its own preposition stand in different relations ("into" the sea, "in" Africa).
  ["The Nile flows into the Mediterranean Sea.", "The Nile is a major north-flowing river in northeastern Africa."],
  // A lone capitalised first word is often a common noun.
  ["Gold is a noble metal.", "Key Points A noble metal is a metallic element that resists corrosion."],
  // A headline capitalises every word.
  ["Argentina has won the FIFA World Cup once.", "How Many Times Has Argentina Won The World Cup?"],
  // The claim's name joined to the rival the verb places, or after the same preposition again.
  ["Roadside assistance is included in the Basic plan.", "Roadside assistance is included in the Comprehensive and Basic plans."],
  ["Roadside assistance is included in the Basic plan.", "Roadside assistance is included in the Comprehensive plan and in the Basic plan."],
  // A route the same way.
  ["The Titanic sailed from Southampton to New York.", "She sank during her maiden voyage from Southampton to New York City."],
  // A name qualifying a noun ("US presidents") is no rival of the claim's name that has the noun only further on.
  ["Mount Rushmore features the heads of four presidents.", "The sculpture features the heads of four US presidents: George Washington, Thomas Jefferson, Theodore Roosevelt and Abraham Lincoln."],
  // The claim's figure in its subject's own clause.
  ["Books can be borrowed for three weeks.", "DVDs can be borrowed for one week; books for three weeks."],
  // The claim's name joined to the one the verb takes, or the verb's own subject, is not taken otherwise.
  ["Cleopatra married Julius Caesar.", "Cleopatra married Mark Antony and Julius Caesar."],
  ["Cleopatra married Julius Caesar.", "Julius Caesar married Cleopatra."],
  // A doer after "by" is no rival of a name that modifies a noun.
  ["The Louvre pyramid was completed in 1989.", "The glass pyramid at its main entrance was designed by I. M. Pei and completed in 1989."],
  // Two kinds of thing are not two names ("Conference" is generic).
  ["It was the 31st Conference on Neural Information Processing Systems.", "It was the 31st Proceedings on Neural Information Processing Systems."],
  // A role many names share is no swap: another company being one does not make Apple none.
  ["Apple Inc. is a technology company.", "Microsoft Corporation is a technology company founded by Bill Gates."],
  ["Apple is a technology company.", "Microsoft is a technology company founded by Bill Gates."],
  // A lone name joined to another by "and" is no one-for-one swap of the claim's name.
  ["Finland joined NATO in 2023.", "Finland joined in April 2023 and Sweden in March 2024."],
  // Two subjects of one deed: the claim's name beside the rival takes part in it ("with", "and").
  ["Buzz Aldrin walked on the Moon.", "Neil Armstrong walked on the Moon with Buzz Aldrin."],
  ["Buzz Aldrin walked on the Moon.", "Neil Armstrong and Buzz Aldrin walked on the Moon."],
  // Sides traded only in the same voice, of a verb that is not symmetric.
  ["Jeff Bezos founded Amazon in 1994.", "Amazon was founded by Jeff Bezos in 1994."],
  ["Amazon was founded by Jeff Bezos in 1994.", "Jeff Bezos founded Amazon in 1994."],
  ["Brad Pitt married Angelina Jolie in 2014.", "Angelina Jolie married Brad Pitt in 2014."],
  // A name inside a phrase is no subject of the verb after it ("in Switzerland opened").
  ["The Gotthard Base Tunnel opened in 2016.", "The Gotthard Base Tunnel in Switzerland opened in June 2016."],
  // A measurement of a thing is compared only where that thing is: the model "13-inch" is no display size.
  ["The MacBook Air M3 has a 13.6-inch display.", "MacBook Air 13-inch (M3)."],
  // Only a present state is left behind by a change: what happened at the first end stays true.
  ["Tesla was founded in Palo Alto.", "Tesla's headquarters moved from Palo Alto to Austin in 2021."],
  // A first word that is a common word is no first name: "Summer Games" may be the "Summer Olympics".
  ["Paris hosted the Summer Olympics in 1924.", "It was the third time Paris hosted the Summer Games, after 1900 and 1924."],
  // A name inside the superlative's subject phrase holds nothing.
  ["Mount Kilimanjaro is the highest mountain in Africa.", "Mount Kilimanjaro in Tanzania is the highest mountain in Africa."],
  // The holder of the role is the claim's name.
  ["Canberra is the capital of Australia.", "Canberra is the capital of Australia, although Sydney is its largest city."],
  ["Ottawa is the capital of Canada.", "Ottawa, not Toronto, is the capital of Canada."],
  // The winner beat someone: no swap of the claim's winner.
  ["Real Madrid won the 2024 final.", "Real Madrid beat Borussia Dortmund 2-0 in the 2024 final."],
  ["Spain won the 2010 World Cup final against the Netherlands.", "Spain beat the Netherlands 1–0 in the 2010 World Cup final."],
  ["Arsenal defeated Chelsea 2–1 in the 2017 FA Cup final.", "Arsenal beat Chelsea 2–1 in the 2017 FA Cup final."],
  // A name of the same kind that opens the sentence may be another name of the same thing; one run together with the
  // words before it on a page holds the claim's word.
  ["Atlanta lies in the Peach State.", "Empire State of the South is another name of the state Atlanta lies in."],
  ["The painting hangs in the Merry Company on a Terrace room.", "Mauritshuis, The HagueMerry Company on a Terrace (c. 1616–17), Willem Buytewech"],
  // A holiday may fall on the weekday the sentence names.
  ["Route 7 runs on Christmas Day.", "Route 7 runs every 12 minutes on weekdays and every 20 minutes on Sundays."],
];

describe("alignment: substitutions", () => {
  for (const [claim, sentence, expected] of SUBSTITUTIONS) {
    it(`${claim} / ${sentence}`, () => {
      const a = alignText(claim, sentence);
      assert.deepEqual(
        a.substitutions.map((s) => [s.kind, s.claim, s.sentence]),
        expected.map((e) => [...e]),
      );
      // Everything else of the claim is there: the substitution is the only difference.
      assert.ok(a.restCoverage >= 0.99, `rest coverage ${a.restCoverage}`);
    });
  }
});

describe("alignment: agreements (no substitution, full coverage)", () => {
  for (const [claim, sentence] of AGREEMENTS) {
    it(`${claim} / ${sentence}`, () => {
      const a = alignText(claim, sentence);
      assert.deepEqual(a.substitutions, []);
      assert.equal(a.keyCovered, a.keySlots);
      assert.ok(a.coverage >= 0.74, `coverage ${a.coverage}; missing ${a.missing.join(", ")}`);
    });
  }
});

describe("alignment: a bound is no figure of its own", () => {
  it("does not contradict a figure inside it, and does not state it either", () => {
    // Restated in parentheses, the figure keeps the bound before it.
    const a = alignText("The falcon dives at 200 miles per hour.", "The falcon dives at more than 300 km (186 miles) per hour.");
    assert.deepEqual(a.substitutions, []);
    assert.equal(a.keyCovered, a.keySlots - 1);
  });
});

describe("alignment: words said only as part of something else", () => {
  it("does not cover a claim word by the same word inside the claim's own name (\"Print\" of \"Kestrel Print Works\")", () => {
    const heading = alignText("Kestrel Print Works offers overnight printing.", "Kestrel Print Works — Turnaround");
    assert.ok(heading.missing.includes("printing"), `missing ${heading.missing.join(", ")}`);
    const said = alignText("Kestrel Print Works offers overnight printing.", "Overnight printing is offered by Kestrel Print Works.");
    assert.ok(!said.missing.includes("printing"), `missing ${said.missing.join(", ")}`);
  });
  it("does not cover half of a claim's hyphened compound while the other half is said nowhere (\"same-day\" / \"3 business days\")", () => {
    const days = alignText("Orchid Florist offers same-day delivery.", "Orchid Florist delivery takes 3 business days.");
    assert.ok(days.missing.includes("day"), `missing ${days.missing.join(", ")}`);
    const sameDay = alignText("Orchid Florist offers same-day delivery.", "Orchid Florist offers delivery on the same day for orders placed before noon.");
    assert.ok(!sameDay.missing.includes("day"), `missing ${sameDay.missing.join(", ")}`);
    // The first half says what the compound is about on its own: "dogs" of a denial for "dog-friendly".
    const dogs = alignText("Dune Lodge is a dog-friendly hotel.", "Sorry, dogs are not allowed at Dune Lodge.");
    assert.ok(!dogs.missing.includes("dog"), `missing ${dogs.missing.join(", ")}`);
  });
});

describe("alignment: an antonym beside the claim's own word in a list", () => {
  it("is no swap where the claim's word ends the next item, its noun left out (\"30 W wired charging, 10 W wireless\")", () => {
    assert.deepEqual(swapsOf("The Lumo P2 supports wireless charging.", "Charging: 30 W wired charging, 10 W wireless"), []);
    assert.deepEqual(swapsOf("The Lumo P2 supports wireless charging.", "Charging: 30 W wired charging only"), [["antonym", "wireless", "wired"]]);
  });
});

describe("alignment: a weekday outside the sentence's span of days", () => {
  it("is swapped under the claim's compound noun in its other number (\"walk-ins\" / \"walk-in patients\")", () => {
    assert.deepEqual(swapsOf("Harbourside Dental takes walk-ins on Saturday.", "Harbourside Dental takes walk-in patients Monday to Friday."), [["date", "Saturday", "Monday to Friday"]]);
  });
});

describe("alignment: what the sentence excludes", () => {
  it("denies the claim's word it names (\"(excludes 3D and IMAX)\"), as \"except\" does", () => {
    assert.deepEqual(swapsOf("The Wednesday $6 offer covers IMAX tickets.", "Wednesday offer: all standard tickets $6 (excludes 3D and IMAX)"), [["negation", "", "excludes IMAX"]]);
    assert.deepEqual(swapsOf("The Wednesday $6 offer covers 3D tickets.", "Wednesday offer: all tickets $6, including 3D"), []);
  });
});

describe("alignment: a figure set on the claim's noun in a list", () => {
  it("swaps the claim's figure for the one set on its noun, the claim's being another noun's (\"3 years on frame, 1 year on motor\")", () => {
    assert.deepEqual(swapsOf("The Cortina C2 motor is covered for three years.", "Warranty: 3 years on frame, 1 year on motor and battery"), [["number", "three years", "1 year"]]);
    assert.deepEqual(swapsOf("The Cortina C2 frame is covered for three years.", "Warranty: 3 years on frame, 1 year on motor and battery"), []);
  });
  it("reads a word of the claim's name of several words as naming its thing, not a setting (\"Corvid Atlas GPS\" / \"with GPS on\")", () => {
    assert.deepEqual(swapsOf("The Corvid Atlas GPS tracker runs for up to three weeks.", "Corvid Atlas GPS — Battery: up to 21 days in standby mode, 36 hours with GPS on."), []);
  });
});

describe("alignment: each day is not the whole day", () => {
  it("is no swap of \"every day\" by the hours of each day, while \"all day\" still is", () => {
    assert.deepEqual(swapsOf("The Fernhill Pottery Studio is open every day of the week.", "Fernhill Pottery Studio hours: Monday to Sunday, 9:30–17:30."), []);
    assert.deepEqual(swapsOf("The Fernhill Pottery Studio is open all day.", "Fernhill Pottery Studio is open from 9:30 until 17:30."), [["quantifier", "all day", "from 9:30"]]);
  });
});

describe("alignment: opening hours as service pages write them", () => {
  it("reads abbreviated weekdays beside another day or before their hours, and a line of opening hours as the days it opens", () => {
    const hours = "Marlow Osteopathy Clinic opening hours: Mon–Thu 9:00–18:00, Fri & Sat 9:00–14:00.";
    assert.deepEqual(swapsOf("The Marlow Osteopathy Clinic is open on Sundays.", hours), [["date", "Sundays", "Mon – Thu"]]);
    assert.deepEqual(swapsOf("The Marlow Osteopathy Clinic is open on Saturdays.", hours), []);
    // A claim of a day it is closed on, which the line gives hours.
    assert.deepEqual(swapsOf("The Marlow Osteopathy Clinic is closed on Fridays.", hours), [["antonym", "closed on Fridays", "Mon – Thu"]]);
    assert.deepEqual(swapsOf("The Marlow Osteopathy Clinic is closed on Sundays.", hours), []);
    // Elsewhere "Sun" stays what it is.
    assert.deepEqual(analyze("The Sun sat low on Sun 9 June.").sentences[0]!.tokens.map((t) => t.lower).slice(0, 3), ["the", "sun", "sat"]);
  });
});

describe("alignment: a floor, a distance, a relation one way", () => {
  it("sets the ground floor against the second and above, not against the first (which it is in American use)", () => {
    assert.deepEqual(swapsOf("The gift shop is on the third floor of the Harrow Arts Centre.", "The Harrow Arts Centre gift shop is on the ground floor."), [["ordinal", "third", "ground"]]);
    assert.deepEqual(swapsOf("The gift shop is on the first floor of the Harrow Arts Centre.", "The Harrow Arts Centre gift shop is on the ground floor."), []);
  });
  it("reads \"closer\" against \"farther\"", () => {
    assert.deepEqual(swapsOf("Mercury orbits farther from the Sun than Mars does.", "Mercury orbits much closer to the Sun than Mars does."), [["antonym", "farther than Mars", "closer than Mars"]]);
  });
  it("trades the sides of a relation that runs one way (\"the student of\"), and not the same sides", () => {
    assert.deepEqual(swapsOf("Socrates was the student of Plato.", "Plato was the student of Socrates in Athens."), [["entity", "Socrates", "Plato"]]);
    assert.deepEqual(swapsOf("Plato was the student of Socrates.", "Plato was the student of Socrates in Athens."), []);
  });
});

describe("alignment: names followed by the same date", () => {
  it("are in no shared role by the date alone (\"reached the summit of Everest in May 1953\" / \"camped at the South Col on 28 May 1953\")", () => {
    assert.deepEqual(swapsOf("Hillary and Tenzing reached the summit of Everest in May 1953.", "Hillary and Tenzing camped at the South Col on 28 May 1953 before the final climb."), []);
  });
});

describe("alignment: an antonym verb that takes another thing", () => {
  it("is no swap where the claim's thing follows another verb (\"removes the ad limit and adds offline maps\")", () => {
    assert.deepEqual(swapsOf("Trailhead Pro includes offline maps.", "Trailhead Pro removes the ad limit and adds offline maps."), []);
    assert.deepEqual(swapsOf("Trailhead Pro includes offline maps.", "Trailhead Pro removes offline maps."), [["antonym", "includes", "removes"]]);
  });
});

describe("alignment: a natural feature's name", () => {
  it("is not named by its own word before another noun (\"the Danube delta\" for \"the Danube River\"), and is by the word alone", () => {
    const delta = alignText("The Danube River empties into the Black Sea.", "Near the Danube delta, the Black Sea coast is a nature reserve.");
    assert.ok(delta.missing.includes("Danube"), `missing ${delta.missing.join(", ")}`);
    assert.ok(delta.keyCovered < delta.keySlots);
    const bare = alignText("The Danube River empties into the Black Sea.", "The Danube empties into the Black Sea through a wide delta.");
    assert.ok(!bare.missing.includes("Danube"), `missing ${bare.missing.join(", ")}`);
    assert.equal(bare.keyCovered, bare.keySlots);
  });
});

describe("alignment: a claim's comparison is a key slot", () => {
  it("is not stated by a sentence that names both sides without comparing them", () => {
    const a = alignText("Copper is more reactive than iron.", "Write the following metals in ascending order of their reactivity: copper, zinc and iron.");
    assert.ok(a.keyCovered < a.keySlots);
  });
  it("names the comparison a sentence does not state, and counts one said of the claim's subject with no \"than\"", () => {
    assert.equal(alignText("A cup of filter coffee contains less caffeine than a shot of espresso.", "A typical cup of filter coffee contains about 95 mg of caffeine.").unstatedComparison, "less caffeine than");
    assert.equal(alignText("Black holes are much more massive than neutron stars.", "Models indicate that black holes are more massive.").unstatedComparison, undefined);
    assert.equal(alignText("Black holes are much more massive than neutron stars.", "Black holes are more massive than neutron stars.").unstatedComparison, undefined);
    // The comparative a few words before "than", what it compares between: asked for as "warmer than".
    assert.equal(alignText("California has warmer weather than New York.", "California has a warm climate.").unstatedComparison, "warmer than");
    assert.equal(alignText("Sound travels faster through air than through water.", "The speed of sound depends on the medium it travels through.").unstatedComparison, "faster than");
    assert.equal(alignText("The Aurora S Pro has a smaller battery than the Aurora S.", "Aurora S Pro: 5,000 mAh battery, 6.7-inch display.").unstatedComparison, "smaller than");
    // Not an amount's own word ("lesser pay than"), nor a noun before "than" with no comparative.
    assert.equal(alignText("She received lesser pay than her co-star.", "She was paid less than her co-star.").unstatedComparison, undefined);
  });
  it("reads \"larger\" against \"smaller\" a few words before \"than\" as the opposite comparison", () => {
    assert.deepEqual(alignText("The Aurora S Pro has a smaller battery than the Aurora S.", "The Aurora S Pro has a larger battery than the Aurora S.").substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["antonym", "smaller", "larger"]]);
  });
  it("is no comparison when a figure follows \"than\", in digits or in words (\"more than two hours\")", () => {
    const a = alignText("The crossing lasts more than two hours.", "The crossing takes 2 hours 15 minutes.");
    assert.equal(a.unstatedComparison, undefined);
    assert.deepEqual(a.substitutions, []);
  });
  it("is stated by the same comparison with more on its far side", () => {
    const a = alignText("Copper is more reactive than iron.", "Copper is more reactive than iron and silver.");
    assert.equal(a.keyCovered, a.keySlots);
    assert.deepEqual(a.substitutions, []);
  });
});

describe("alignment: a name's life dates", () => {
  const LIFE = "Albert Einstein (14 March 1879 – 18 April 1955) published the theory of special relativity.";
  it("are not the date of what the sentence says", () => {
    const a = alignText("Albert Einstein published the theory of special relativity in 1905.", LIFE);
    assert.deepEqual(a.substitutions, []);
    assert.deepEqual(a.missing, ["1905"]);
  });
  it("still answer a claim about a birth", () => {
    assert.deepEqual(alignText("Albert Einstein was born in 1880.", LIFE).substitutions, [{ kind: "date", claim: "1880", sentence: "1879", sameVerb: false }]);
  });
});

describe("alignment: a contrast after the clause", () => {
  it("denies only a thing the claim names, not a verb of the same stem (\"they do not change the sequence\")", () => {
    const a = alignText("Epigenetic changes can alter the activity of genes.", "Epigenetic modifications can alter the activity of genes, but they do not change the genetic sequence.");
    assert.deepEqual(a.substitutions, []);
  });
});

describe("alignment: a negation of the other side of the claim's figure", () => {
  it("denies nothing of the claim's side (\"fewer than six\" / \"six or more\", \"under 18\" / \"18 or over\")", () => {
    const negations = (claim: string, sentence: string) => alignText(claim, sentence).substitutions.filter((x) => x.kind === "negation");
    assert.deepEqual(negations("We take reservations for groups of six or more.", "We do not take reservations for groups of fewer than six."), []);
    assert.deepEqual(negations("Visitors aged 18 or over can enter.", "Visitors under 18 cannot enter."), []);
    // The same side is denied.
    assert.equal(negations("We take reservations for groups of fewer than six.", "We do not take reservations for groups of fewer than six.").length, 1);
    assert.equal(negations("Visitors under 18 can enter.", "Visitors under 18 cannot enter.").length, 1);
  });
});

describe("alignment: counts in words", () => {
  it("reads \"hundreds of paintings\" against \"only one painting\"", () => {
    assert.deepEqual(swapsOf("Van Gogh sold hundreds of paintings.", "Van Gogh sold only one painting."), [["number", "hundreds of paintings", "one painting"]]);
  });
  it("reads a number word with its scale word (\"two thousand\" / \"two million\")", () => {
    const sub = (claim: string, sentence: string) => swapsOf(claim, sentence);
    assert.deepEqual(sub("Bees visit about two thousand flowers to make a pound of honey.", "Bees visit about two million flowers to make a pound of honey."), [["number", "two thousand", "two million"]]);
    assert.deepEqual(sub("Bees visit 2,000,000 flowers to make a pound of honey.", "Bees visit two million flowers to make a pound of honey."), []);
  });
  it("reads a tens word joined to a units word (\"twenty-seven\" / \"27\") and a scale joined by hyphens (\"four-million-euro\")", () => {
    assert.deepEqual(swapsOf("Mandela spent 27 years in prison.", "Mandela spent twenty-seven years in prison."), []);
    assert.deepEqual(swapsOf("Mandela spent 27 years in prison.", "Mandela spent twenty-five years in prison."), [["number", "27 years", "twenty-five years"]]);
    assert.deepEqual(swapsOf("Atlantic Ventures led a four-million-euro seed round.", "Atlantic Ventures led a EUR 4 million seed round."), []);
    assert.deepEqual(swapsOf("Atlantic Ventures led a four-million-euro seed round.", "Atlantic Ventures led a EUR 6 million seed round.").map((x) => x[0]), ["amount"]);
  });
  it("reads the count of the claim's verb against an equal count of another verb (\"won 14\" / \"received 14 nominations and won 11\")", () => {
    const titanic = "James Cameron's Titanic received 14 Academy Award nominations and won 11 Oscars, including Best Picture.";
    assert.deepEqual(swapsOf("Titanic won 14 Academy Awards.", titanic), [["number", "14", "11"]]);
    assert.deepEqual(swapsOf("Titanic received 14 Academy Award nominations.", titanic), []);
  });
  it("reads \"one\" joined to a unit by a hyphen as a figure (\"one-year\" / \"two-year\")", () => {
    assert.deepEqual(swapsOf("All appliances come with a one-year warranty.", "All appliances come with a two-year warranty."), [["number", "one year", "two year"]]);
    assert.deepEqual(alignText("All appliances come with a one-year warranty.", "All appliances come with a 1-year warranty.").substitutions, []);
  });
  it("reads \"a day\" after a preposition of time as one day (\"within a day\" / \"about two weeks\")", () => {
    assert.deepEqual(swapsOf("Antibodies develop within a day of vaccination.", "Antibodies develop about two weeks after vaccination."), [["number", "a day", "two weeks"]]);
  });
  it("does not read a share (\"about half of the people\") as a count (\"48 lifeboats\")", () => {
    assert.deepEqual(swapsOf("The Titanic carried 48 lifeboats.", "The Titanic carried 20 lifeboats, enough for about half of the people on board."), [["number", "48", "20"]]);
  });
  it("does not read a part of the things (\"Two of the hearts pump…\") as how many there are", () => {
    assert.deepEqual(alignText("An octopus has two hearts.", "Two of the hearts pump blood through the gills.").substitutions, []);
    assert.deepEqual(alignText("An octopus has three hearts.", "Two of the hearts pump blood through the gills.").substitutions, []);
  });
});

describe("alignment: a name's number", () => {
  it("is no count: \"Apollo 13\" is not contradicted by \"The three astronauts\"", () => {
    const a = alignText("The Apollo 13 astronauts returned to Earth on 17 April 1970.", "The three astronauts returned safely to Earth on 17 April 1970.");
    assert.deepEqual(a.substitutions, []);
    // Another name's number still is a rival.
    assert.deepEqual(swapsOf("Apollo 12 was launched on 11 April 1970.", "Apollo 13 was launched on 11 April 1970."), [["number", "12", "13"]]);
  });
});

describe("alignment: a gapped clause after a price the tagger reads as a noun", () => {
  const ZOO = "Adult tickets cost £28 and child tickets £18; children under 3 go free.";
  it("gives each kind of ticket its own price (\"cost/NOUN £28 and child tickets £18\")", () => {
    const sub = (claim: string) => swapsOf(claim, ZOO);
    assert.deepEqual(sub("Adult tickets cost £18."), [["number", "£18", "£28"]]);
    assert.deepEqual(sub("Child tickets cost £28."), [["number", "£28", "£18"]]);
    assert.deepEqual(sub("Adult tickets cost £28."), []);
    assert.deepEqual(sub("Child tickets cost £18."), []);
  });
});

describe("alignment: an exception the sentence goes on to speak of", () => {
  it("says the claim's word of the exception, with no figure of its own (\"except Monday, when the bakery is closed\")", () => {
    assert.deepEqual(swapsOf("The bakery is closed on Mondays.", "We bake it fresh every morning except Monday, when the bakery is closed."), []);
    assert.deepEqual(swapsOf("The bakery bakes bread on Mondays.", "We bake it fresh every morning except Monday, when the bakery is closed."), [["negation", "", "except Monday"]]);
  });
  it("gives a pronoun's clause its own figure (\"except Sunday, when it opens at 9 am\")", () => {
    const HOURS = "The bakery opens at 7 am every day except Sunday, when it opens at 9 am.";
    assert.deepEqual(swapsOf("The bakery opens at 9 am on Sundays.", HOURS), []);
    assert.deepEqual(swapsOf("The bakery opens at 7 am on Sundays.", HOURS), [["negation", "", "except Sunday"]]);
  });
});

describe("alignment: a date of the claim's verb in another clause", () => {
  it("is the claim's event's own date, whatever the preposition (\"in 1999\" / \"on 1 January 2002\")", () => {
    assert.deepEqual(swapsOf("Euro notes and coins entered circulation in 1999.", "The euro was introduced in 1999 as an accounting currency, and notes and coins entered circulation on 1 January 2002."), [["date", "1999", "2002"]]);
  });
});

describe("alignment: a negated bound", () => {
  it("is not contradicted by a sentence that does not give the bound's figure", () => {
    const a = alignText("Do not take more than 8 tablets of paracetamol in 24 hours.", "Adults can take one or two 500 mg tablets of paracetamol up to four times in 24 hours.");
    assert.deepEqual(a.substitutions.filter((x) => x.kind === "negation"), []);
  });
});

describe("alignment: opposites the lexicon adds to WordNet's", () => {
  it("reads \"removes\" against \"includes\" and \"solitary\" against \"in packs\"", () => {
    assert.deepEqual(swapsOf("Spotify Premium includes ads.", "Spotify Premium removes ads and allows offline listening."), [["antonym", "includes", "removes"]]);
    assert.deepEqual(swapsOf("Tigers usually hunt in packs.", "Tigers are mostly solitary and hunt alone, usually at night."), [["antonym", "packs", "solitary"]]);
    assert.deepEqual(swapsOf("Tigers usually hunt alone.", "Tigers are mostly solitary and hunt alone, usually at night."), []);
  });
});

describe("alignment: what a verb takes alone or mostly", () => {
  it("reads another thing the same verb takes \"mainly\" or \"only\" against the claim's", () => {
    assert.deepEqual(swapsOf("Giraffes feed mainly on grass.", "Giraffes feed mainly on the leaves of acacia trees."), [["quantifier", "grass", "leaves"]]);
    assert.deepEqual(swapsOf("The pay machines accept cash.", "The pay machines accept cards only."), [["quantifier", "cash", "cards"]]);
    assert.deepEqual(swapsOf("The pay machines accept cash.", "The pay machines accept only cards."), [["quantifier", "cash", "cards"]]);
    // A plural subject's verb the tagger reads as a noun ("Hummingbirds feed/NOUN mainly on").
    assert.deepEqual(swapsOf("Hummingbirds feed mainly on insects.", "Hummingbirds feed mainly on flower nectar and can hover in mid-air."), [["quantifier", "insects", "flower nectar"]]);
    assert.equal(alignText("Giraffes feed mainly on grass.", "Giraffes feed mainly on the leaves of acacia trees.").substitutions[0]?.exclusive, true);
  });
  it("reads nothing against the claim without such a word, or where the sentence says a noun of the claim's after it", () => {
    assert.deepEqual(swapsOf("Marie Curie discovered uranium.", "Marie Curie discovered polonium and radium."), []);
    assert.deepEqual(swapsOf("The pay machines accept cards.", "The pay machines accept cards only."), []);
    assert.deepEqual(swapsOf("Guests can book the gym.", "Only members can book the sauna."), []);
    assert.deepEqual(swapsOf("Surfboard fins are made of plastic or fiberglass.", "Surfboard fins are made primarily of a combination of resin, fiberglass or rubber."), []);
  });
});

describe("alignment: two sides of one act", () => {
  it("reads \"lend\" against \"borrow\" said of the same doer, not in the passive (\"Books are lent…\")", () => {
    assert.deepEqual(swapsOf("Members can borrow books.", "Members can lend books."), [["antonym", "borrow", "lend"]]);
    assert.deepEqual(alignText("Members can borrow books.", "Books are lent to members for three weeks.").substitutions, []);
  });
});

describe("alignment: a figure joined to its word by a hyphen", () => {
  it("is rivalled by another figure joined to the same word (\"12-megapixel\" / \"48-megapixel\")", () => {
    assert.deepEqual(swapsOf("The phone has a 12-megapixel main camera.", "The phone has a 6.1-inch display and a 48-megapixel main camera."), [["number", "12", "48"]]);
  });
});

describe("alignment: a span of months against all year", () => {
  it("reads \"between April and October\" against \"all year round\", all three words of it the slot", () => {
    assert.deepEqual(swapsOf("Visitors can climb the lighthouse all year round.", "Visitors can climb its 140 steps between April and October."), [["quantifier", "all year round", "between April and October"]]);
  });
});

describe("alignment: a whole day against a stay capped short of it", () => {
  it("reads \"for up to three hours\" against \"all day\"", () => {
    assert.deepEqual(swapsOf("Blue Badge holders can park free all day.", "Blue Badge holders can park free for up to three hours."), [["quantifier", "all day", "up to three hours"]]);
    assert.deepEqual(alignText("Blue Badge holders can park free for up to three hours.", "Blue Badge holders can park free for up to three hours.").substitutions, []);
  });
});

describe("alignment: a figure given for another setting", () => {
  const BUS = "Bus 42 runs every 10 minutes on weekdays and every 20 minutes at weekends.";
  it("reads the setting after what a figure counts and its rate, and a plain figure inside the claim's bound in another setting as no statement of it", () => {
    const PRINTER = "The printer prints up to 20 pages per minute in black and white and 10 pages per minute in colour.";
    const sub = (claim: string) => swapsOf(claim, PRINTER);
    assert.deepEqual(sub("The printer prints up to 20 pages per minute in colour."), [["number", "20", "10"]]);
    assert.deepEqual(sub("The printer prints up to 30 pages per minute in black and white."), [["number", "30", "20"]]);
    assert.deepEqual(sub("The printer prints up to 10 pages per minute in colour."), []);
    assert.deepEqual(sub("The printer prints up to 20 pages per minute in black and white."), []);
  });
  it("reads a day inside a range of days said with the claim's verb as given (\"closed from 24 to 26 December\")", () => {
    const HOURS = "The museum is open daily from 10 am to 5:50 pm and is closed from 24 to 26 December.";
    assert.deepEqual(alignText("The museum is closed on 25 December.", HOURS).substitutions, []);
    assert.deepEqual(swapsOf("The museum is closed on 28 December.", HOURS), [["date", "28", "24"]]);
    assert.ok(alignText("The museum is open on 25 December.", HOURS).missing.includes("25"));
  });
  it("reads the setting after a duration's unit, and each \"every …\" of the sentence", () => {
    assert.deepEqual(swapsOf("Bus 42 runs every 10 minutes at weekends.", BUS), [["number", "10", "20"]]);
    assert.deepEqual(alignText("Bus 42 runs every 20 minutes at weekends.", BUS).substitutions, []);
    assert.deepEqual(alignText("Bus 42 runs every 10 minutes on weekdays.", BUS).substitutions, []);
    assert.deepEqual(alignText("Bus 42 runs every 30 minutes on weekdays.", BUS).substitutions.map((x) => x.kind), ["number"]);
  });
});

describe("alignment: a bound the other way", () => {
  it("does not state the claim's figure (\"up to £10,000\" / \"above £10,000\"), the same way does", () => {
    const sentence = "Our savings account pays 3.5% interest a year on balances up to £10,000 and 2% on anything above that.";
    assert.deepEqual(alignText("The account pays 3.5% interest on balances above £10,000.", sentence).missing, ["£10,000"]);
    assert.deepEqual(alignText("The account pays 3.5% interest on balances up to £10,000.", sentence).missing, []);
  });
});

describe("alignment: figures of different kinds", () => {
  it("does not take a month for a count (\"12 segments\" / \"25 December 2021\")", () => {
    const a = alignText("The telescope's mirror has 12 segments.", "The telescope launched on 25 December 2021.");
    assert.ok(a.missing.includes("12"), `missing: ${a.missing}`);
  });
  it("does not take a count of things for an amount of money (\"301.6 million paid memberships\" / \"$39 billion\")", () => {
    const a = alignText("Netflix's 2024 revenue was $39 billion.", "Netflix reported 301.6 million paid memberships at the end of 2024.");
    assert.deepEqual(a.substitutions, []);
  });
  it("still compares money with a bare figure (\"$39 billion\" / \"39 billion\")", () => {
    const a = alignText("Netflix's 2024 revenue was $45 billion.", "Netflix's 2024 revenue was 39 billion.");
    assert.deepEqual(a.substitutions.map((x) => x.kind), ["amount"]);
  });
});

describe("alignment: the doer of a second verb", () => {
  it("reads the subject as the doer of a verb after \"and\" (\"scored a hat-trick and won the Golden Boot\")", () => {
    assert.deepEqual(swapsOf("Lionel Messi won the Golden Boot at the 2022 World Cup.", "Kylian Mbappé scored a hat-trick in the final and won the Golden Boot with eight goals."), [["entity", "Lionel Messi", "Kylian Mbappé"]]);
  });
  it("not of a participle in a description (\"a film written and directed by Christopher Nolan\")", () => {
    assert.deepEqual(alignText("Oppenheimer was directed by Christopher Nolan.", "Oppenheimer is a 2023 film written and directed by Christopher Nolan.").substitutions, []);
  });
});

describe("alignment: words the tagger misreads", () => {
  it("reads \"last\" of a kind against \"first\" only (\"His last opera\"; \"the eighth and last planet\")", () => {
    assert.deepEqual(swapsOf("Mozart's first opera was The Magic Flute.", "His last opera was The Magic Flute."), [["ordinal", "first", "last"]]);
    assert.deepEqual(alignText("Neptune is the eighth planet.", "Neptune is the eighth and last planet.").substitutions, []);
    assert.deepEqual(alignText("The museum opened last year.", "The museum opened in the first week of May.").substitutions, []);
  });
  it("reads a verb tagged as a noun in a sentence with no verb (\"deficiency causes scurvy\", \"whales feed mainly\")", () => {
    const verbs = (t: string) => analyze(t).sentences[0]!.tokens.filter((x) => x.pos === "VERB").map((x) => x.lemma);
    assert.deepEqual(verbs("A severe deficiency causes scurvy."), ["cause"]);
    assert.deepEqual(verbs("Blue whales feed mainly on krill."), ["feed"]);
    assert.deepEqual(verbs("Key features."), []);
  });
  it("keeps no full stop on a capital letter ending a sentence (\"vitamin C.\")", () => {
    assert.deepEqual(alignText("Humans cannot synthesise vitamin C.", "Vitamin C cannot be synthesised by humans.").missing, []);
  });
  it("reads how often something recurs as exclusive values (\"paid annually\" / \"paid monthly\")", () => {
    assert.deepEqual(swapsOf("Interest is paid annually.", "Interest is paid monthly."), [["antonym", "annually", "monthly"]]);
    assert.deepEqual(alignText("Interest is paid yearly.", "Interest is paid annually.").substitutions, []);
  });
  it("reads seconds as a duration, compared as written in the same unit (\"12 minutes\" / \"12 seconds\"; \"9.69 seconds\" / \"9.58 seconds\")", () => {
    const pairs = (c: string, t: string) => alignText(c, t).substitutions.map((x) => [x.claim, x.sentence]);
    assert.deepEqual(pairs("The flight lasted 12 minutes.", "The flight lasted 12 seconds."), [["12 minutes", "12 seconds"]]);
    assert.deepEqual(pairs("He ran the 100 metres in 9.69 seconds.", "He ran the 100 metres in 9.58 seconds."), [["9.69 seconds", "9.58 seconds"]]);
    assert.deepEqual(pairs("The ride takes 90 seconds.", "The ride takes one and a half minutes, or 1.5 minutes."), []);
  });
  it("states a duration by a duration only, an age by a plain figure too (\"two months\" / \"twice\"; \"90 years old\" / \"aged 90\")", () => {
    assert.ok(alignText("Members can renew a loan for two months.", "Members can renew a loan twice.").missing.includes("two"));
    assert.deepEqual(alignText("She was 90 years old when she was vaccinated.", "She was vaccinated, aged 90.").missing.filter((w) => /90/.test(w)), []);
    assert.deepEqual(alignText("Drivers must be at least 18 years old.", "Drivers must be at least 21 years old.").substitutions.map((x) => [x.claim, x.sentence]), [["18 years", "21 years"]]);
  });
  it("reads included against sold separately or extra", () => {
    assert.deepEqual(alignText("Replacement filters are included.", "Replacement filters are sold separately.").substitutions.map((x) => x.kind), ["antonym"]);
    assert.deepEqual(alignText("The kit includes an extra battery.", "The kit includes a charger and an extra battery.").substitutions, []);
  });
  it("reads an antonym in the claim's own clause when the claim's word is only in another (\"female; drones are male\")", () => {
    assert.deepEqual(swapsOf("Worker bees are male.", "Worker bees are female; drones are male."), [["antonym", "male", "female"]]);
    assert.deepEqual(alignText("Drones are male.", "Worker bees are female; drones are male.").substitutions, []);
    assert.deepEqual(alignText("Pets are allowed on international flights.", "Pets are allowed only on domestic flights.").substitutions.map((x) => x.kind), ["antonym"]);
  });
  it("reads the opposite of what the claim says its subject is, set before the subject's noun (\"female workers … male drones\")", () => {
    const colony = "Each colony has a single queen, thousands of female workers and a few hundred male drones.";
    assert.deepEqual(swapsOf("Worker bees are male.", colony), [["antonym", "male", "female"]]);
    // A plural the tagger reads as a name opening the claim ("Drones/PROPN").
    assert.deepEqual(swapsOf("Drones are female.", colony), [["antonym", "female", "male"]]);
    assert.deepEqual(alignText("Drones are male.", colony).substitutions, []);
    assert.deepEqual(alignText("Worker bees are female.", colony).substitutions, []);
    // Said of the subject's noun both ways: no opposite of the claim's.
    assert.deepEqual(alignText("Workers are male.", "Most workers are female, though a few male workers exist.").substitutions, []);
  });
  it("reads a state given as now against one that held until a year set off by a comma, and \"spared from\" as a denial", () => {
    const kyoto = "Kyoto was the capital of Japan for more than a thousand years, until 1869.";
    assert.deepEqual(alignText("Kyoto is the current capital of Japan.", kyoto).substitutions.map((x) => [x.kind, x.sentence]), [["negation", "until 1869"]]);
    assert.deepEqual(alignText("Kyoto was the capital of Japan until 1869.", kyoto).substitutions, []);
    // Two ends of one state, neither date under a verb, are dates of one event.
    assert.deepEqual(alignText("Kyoto was the capital of Japan until 1945.", kyoto).substitutions, [{ kind: "date", claim: "1945", sentence: "1869", sameVerb: true }]);
    assert.equal(alignText("Kyoto was the capital of Japan in 1945.", "Kyoto was the capital of Japan for more than a thousand years, in 1869.").substitutions[0]?.sameVerb, false);
    // One event noun dated by "be" on both sides.
    assert.deepEqual(alignText("Mount Etna's most recent major eruption was in 2001.", "Mount Etna's most recent major eruption was in 2021.").substitutions, [{ kind: "date", claim: "2001", sentence: "2021", sameVerb: true }]);
    assert.equal(alignText("Mount Etna's most recent major eruption was in 2001.", "Mount Etna's summit was in cloud in 2021.").substitutions[0]?.sameVerb ?? false, false);
    // What the claim says will happen is not what the sentence says happened, though the verb is the same.
    assert.equal(alignText("Apple will release a foldable iPhone in 2026.", "Apple's iPhone 15 lineup, released in September 2023, switched to USB-C.").substitutions[0]?.sameVerb, false);
    assert.equal(alignText("Apple will release a foldable iPhone in 2026.", "Apple will release a foldable iPhone in 2027.").substitutions[0]?.sameVerb, true);
    assert.deepEqual(alignText("Kyoto was bombed with an atomic bomb in World War II.", "Kyoto was spared from atomic bombing during World War II.").substitutions.map((x) => x.kind), ["negation"]);
    assert.deepEqual(alignText("Kyoto was spared from atomic bombing.", "Kyoto was spared from atomic bombing during World War II.").substitutions, []);
  });
  it("reads another colour before the same noun (\"red blood\" / \"blue blood\")", () => {
    assert.deepEqual(swapsOf("Octopuses have red blood.", "An octopus has three hearts and blue blood."), [["antonym", "red", "blue"]]);
    assert.deepEqual(alignText("Octopuses have red blood.", "Its red and blue blood cells differ.").substitutions, []);
  });
  it("reads a count of things that do something apart from how many there are, and no count from a duration", () => {
    const hearts = "Two hearts pump blood through the gills, while the third pumps it through the body.";
    assert.deepEqual(alignText("An octopus has three hearts.", hearts).substitutions, []);
    assert.deepEqual(alignText("An octopus has two hearts.", hearts).missing.includes("two"), true);
    // The claim says what the counted things do: the count is its own.
    assert.deepEqual(alignText("More than 1,000 people died in the fire.", "1,517 people died in the fire.").substitutions, []);
    assert.deepEqual(alignText("An octopus has two hearts.", "Most octopus species live for only one to two years.").missing.includes("two"), true);
  });
  it("reads a length of time with no figure against a shorter one under the same verb (\"for decades\" / \"one to two years\")", () => {
    assert.deepEqual(swapsOf("Most octopuses live for decades.", "Most octopus species live for only one to two years."), [["number", "decades", "two years"]]);
    assert.deepEqual(alignText("Tortoises live for centuries.", "Giant tortoises can live for more than 150 years.").substitutions, []);
    assert.deepEqual(alignText("Tortoises live for decades.", "Tortoises often live for 80 years.").substitutions, []);
  });
  it("reads names after a bracketed photo credit as names, not a headline's capitals", () => {
    const claim = "Hillary Clinton served as the 45th President of the United States from 2017 to 2021.";
    assert.deepEqual(swapsOf(claim, "(AP Photo/Evan Vucci, File) Donald J. Trump was the 45th president of the United States."), [["entity", "Hillary Clinton", "Donald J. Trump"]]);
    assert.deepEqual(alignText("Argentina won the World Cup.", "(Photo) How Many Times Has Brazil Won The World Cup?").substitutions, []);
    // An appositive says what the name is, as "was" does; a phrase that opens the sentence before its subject does not.
    assert.deepEqual(swapsOf(claim, "Here's a look at the life of Donald Trump, the 45th president of the United States."), [["entity", "Hillary Clinton", "Donald Trump"]]);
    assert.deepEqual(swapsOf("The speed limit on UK motorways is 70 mph.", "On motorways in Great Britain, the national speed limit is 70 mph."), []);
  });
  it("reads \"a single\" as one against several of the same thing (\"a single queen\" / \"several queens\")", () => {
    const colony = "Each colony has a single queen, thousands of female workers and a few hundred male drones.";
    assert.deepEqual(swapsOf("A colony has several queens.", colony), [["number", "several queens", "a single queen"]]);
    assert.deepEqual(swapsOf("A colony has a single queen.", "A colony has several queens."), [["number", "a single queen", "several queens"]]);
    assert.deepEqual(alignText("A colony has several workers.", colony).substitutions, []);
    assert.deepEqual(alignText("A colony has one queen.", colony).substitutions, []);
  });
  it("reads \"May\" after a word of time as the month (\"every May\")", () => {
    assert.deepEqual(swapsOf("The race is held every May.", "The race is held every July."), [["date", "May", "July"]]);
    assert.deepEqual(analyze("Visitors may enter.").sentences[0]!.numbers, []);
  });
  it("keeps a capitalised word tagged a verb inside a product name before its model number (\"the Apex Watch 3\")", () => {
    assert.deepEqual(slotsOf(analyze("The Apex Watch 3 weighs 42 grams.").sentences[0]!, "The Apex Watch 3 weighs 42 grams.").entities.map((e) => e.text), ["Apex Watch"]);
  });
  it("reads \"I\" after a name as its numeral wherever it stands (\"World War I lasted\" / \"in World War I.\")", () => {
    assert.deepEqual(alignText("Many soldiers were killed in World War I.", "World War I killed many soldiers.").missing.filter((w) => w === "I"), []);
  });
});

describe("alignment: two sides of one act, a day's own hours, a thing taken out", () => {
  it("reads \"lend\" and \"borrow\" with another doer as one act, with the same doer as opposites", () => {
    assert.deepEqual(alignText("The library lends books for three weeks.", "Members can borrow books for three weeks.").substitutions, []);
    assert.deepEqual(alignText("The library lends books for three weeks.", "The library borrows books for three weeks.").substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["antonym", "lends", "borrows"]]);
  });
  it("reads \"closed\" of another weekday's part of an hours line as no opposite of the claim's day", () => {
    assert.deepEqual(alignText("The practice is open on Saturday mornings.", "Saturday: 9:00–12:30; Sunday: closed").substitutions, []);
    assert.deepEqual(alignText("The practice is open on Sundays.", "Saturday: 9:00–12:30; Sunday: closed").substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["antonym", "open", "closed"]]);
  });
  it("reads a visit on a day the place is closed as the opposite (\"can tour the museum on Mondays\" / \"closed on Mondays\")", () => {
    assert.deepEqual(alignText("Visitors can tour the Castle Museum on Mondays.", "The museum is closed on Mondays throughout the year.").substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["antonym", "tour", "closed on Mondays"]]);
    assert.deepEqual(alignText("Guests can use the pool on Sundays.", "The pool is closed on Sundays for cleaning.").substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["antonym", "use", "closed on Sundays"]]);
    // Another place closed that day says nothing of the claim's.
    assert.deepEqual(alignText("Visitors can tour the Castle Museum on Mondays.", "The café is closed on Mondays.").substitutions, []);
  });
  it("reads a quantifier of a compound by its head (\"all snake species\" / \"600 of these species\")", () => {
    assert.deepEqual(alignText("All snake species are venomous.", "Only around 600 of these species are venomous.").substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["quantifier", "all", "600 of these"]]);
  });
  it("reads another payer of the same cost as a swap (\"Stride Footwear pays the postage\" / \"Customers must pay for return postage\")", () => {
    assert.deepEqual(alignText("Stride Footwear pays the postage for customer returns.", "Customers must pay for return postage themselves.").substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["entity", "Stride Footwear", "Customers"]]);
    // Not another cost, nor a payer named by a pronoun, which may be the claim's.
    assert.deepEqual(alignText("The landlord pays the water bill.", "Tenants pay the electricity bill.").substitutions, []);
    assert.deepEqual(alignText("Stride Footwear pays the postage for returns.", "We pay the postage for all returns.").substitutions, []);
  });
  it("reads \"voted against\" as rejecting and \"voted for\" as approving", () => {
    assert.deepEqual(alignText("The council voted against the cycle lane.", "The council approved plans for the cycle lane.").substitutions.map((x) => [x.kind, x.sentence]), [["antonym", "approved"]]);
    assert.deepEqual(alignText("The council voted for the cycle lane.", "The council rejected the cycle lane.").substitutions.map((x) => [x.kind, x.sentence]), [["antonym", "rejected"]]);
    assert.deepEqual(alignText("The council approved the cycle lane.", "The council voted for the cycle lane.").substitutions, []);
  });
  it("reads \"removed from\" as \"no longer in\"", () => {
    assert.deepEqual(alignText("Distutils is not in the standard library.", "Distutils was removed from the standard library.").substitutions, []);
    assert.deepEqual(alignText("Distutils is in the standard library.", "Distutils was removed from the standard library.").substitutions.map((x) => [x.kind, x.sentence]), [["negation", "removed"]]);
    assert.deepEqual(alignText("Surgeons removed the tumour from the liver.", "Surgeons removed the tumour from the liver.").substitutions, []);
  });
});

describe("alignment: a booking needed against none needed", () => {
  it("reads \"walk-in\" against \"need an appointment\", either way round, only for the claim's own thing", () => {
    assert.deepEqual(alignText("You need an appointment to get a flu jab.", "Flu jabs are available on a walk-in basis every weekday.").substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["antonym", "appointment", "walk-in"]]);
    assert.deepEqual(alignText("Flu jabs are available on a walk-in basis.", "You need an appointment to get a flu jab.").substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["antonym", "walk-in", "appointment"]]);
    assert.deepEqual(alignText("You need an appointment to get a flu jab.", "Flu jabs are by appointment only.").substitutions, []);
    assert.deepEqual(alignText("You need an appointment for a blood test.", "Flu jabs are available on a walk-in basis.").substitutions, []);
  });
});

describe("alignment: a place named beside the one the sentence puts the thing in", () => {
  it("is no statement of the claim's place (\"in Tanzania, close to the border with Kenya\")", () => {
    const KILIMANJARO = "Mount Kilimanjaro is a dormant volcano in northeastern Tanzania, close to the border with Kenya.";
    assert.deepEqual(alignText("Mount Kilimanjaro is located in Kenya.", KILIMANJARO).substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["entity", "Kenya", "Tanzania"]]);
    assert.deepEqual(alignText("Mount Kilimanjaro is located in Tanzania.", KILIMANJARO).substitutions, []);
    assert.deepEqual(alignText("The villa is in Rome.", "The villa is in Tivoli, 30 km east of Rome.").substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["entity", "Rome", "Tivoli"]]);
    // A claim that places it beside the place is stated so.
    assert.deepEqual(alignText("The villa is near Rome.", "The villa is in Tivoli, near Rome.").substitutions, []);
  });
});

describe("alignment: what a sentence denies or ends", () => {
  it("contradicts a negated claim only where the sentence has the nouns of what it denies", () => {
    // Nothing of an empty stomach: no denial of "should not be taken on an empty stomach".
    assert.deepEqual(alignText("Ibuprofen should not be taken on an empty stomach.", "Take ibuprofen tablets with or just after a meal or snack.").substitutions, []);
    assert.deepEqual(alignText("Dogs are not allowed in the restaurant.", "Dogs are allowed on the terrace.").substitutions, []);
    assert.deepEqual(alignText("Dogs are not allowed in the restaurant.", "Dogs are allowed in the restaurant.").substitutions.map((x) => x.kind), ["negation"]);
    // The antonym of the negated word, unnegated, agrees ("does not stop" / "continue"); negated it does not.
    assert.deepEqual(alignText("Leaving the app in the background does not stop a download.", "Downloads continue while the app is in the background.").substitutions, []);
    assert.deepEqual(alignText("The museum is not closed on Mondays.", "The museum is not open on Mondays.").substitutions.map((x) => x.kind), ["antonym"]);
  });
  it("reads the claim's subject in a contrast that only denies (\"…, while green tea is not.\", \"but cats cannot.\")", () => {
    assert.deepEqual(alignText("Green tea is fully oxidised.", "Black tea is fully oxidised, while green tea is not.").substitutions, [{ kind: "negation", claim: "", sentence: "green tea is not" }]);
    assert.deepEqual(alignText("Cats can see in colour.", "Dogs can see in colour, but cats cannot.").substitutions, [{ kind: "negation", claim: "", sentence: "cats cannot" }]);
    assert.deepEqual(alignText("Dogs can see in colour.", "Dogs can see in colour, but cats cannot.").substitutions, []);
    assert.deepEqual(alignText("Green tea is popular.", "Black tea is fully oxidised, while green tea is not.").substitutions, []);
  });
  it("reads an \"-er\" comparative as \"more\" (\"denser\" against \"less dense\"; \"fewer\" keeps its own way)", () => {
    assert.deepEqual(alignText("Ice is denser than liquid water.", "Ice is less dense than liquid water.").substitutions.map((x) => x.kind), ["antonym"]);
    assert.deepEqual(alignText("Ice is denser than liquid water.", "Ice is more dense than liquid water.").substitutions, []);
    assert.deepEqual(alignText("Fewer people live in Oslo than in Bergen.", "More people live in Oslo than in Bergen.").substitutions.map((x) => x.kind), ["antonym"]);
  });
  it("reads \"no\" as denying the phrase it opens (\"has no ads and allows four screens\"; \"no cocoa solids, only cocoa butter\")", () => {
    assert.deepEqual(alignText("The plan allows four screens at once.", "The plan has no ads and allows four screens at once.").substitutions, []);
    assert.deepEqual(alignText("White chocolate contains cocoa butter.", "White chocolate contains no cocoa solids, only cocoa butter.").substitutions, []);
    assert.deepEqual(alignText("Mercury has moons.", "It has no moons and almost no atmosphere.").substitutions.map((x) => x.kind), ["negation"]);
    // The claim's own describing words after "no" deny the claim's thing under another noun.
    assert.deepEqual(alignText("Antarctica has a large permanent human population.", "Antarctica has no permanent human residents.").substitutions.map((x) => x.kind), ["negation"]);
    assert.deepEqual(alignText("The appointment can be renewed.", "It is a single term with no option for renewal.").substitutions.map((x) => x.kind), ["negation"]);
  });
  it("reads a passive \"was defeated\" as \"lost\", against \"won\"", () => {
    assert.deepEqual(alignText("Napoleon won the Battle of Waterloo.", "Napoleon was defeated at the Battle of Waterloo in 1815.").substitutions, [{ kind: "antonym", claim: "won", sentence: "defeated" }]);
    assert.deepEqual(alignText("Napoleon was defeated at Waterloo.", "Napoleon won at Waterloo.").substitutions.map((x) => x.kind), ["antonym"]);
    assert.deepEqual(alignText("Wellington defeated Napoleon at Waterloo.", "Wellington defeated Napoleon at Waterloo in 1815.").substitutions, []);
  });
  it("reads how many-fold against how many-fold (\"triple helix\" / \"double helix\")", () => {
    assert.deepEqual(alignText("DNA has a triple helix structure.", "DNA has a double helix structure.").substitutions, [{ kind: "antonym", claim: "triple", sentence: "double" }]);
  });
  it("reads two antonyms compared with the same thing (\"shorter than its year\" / \"longer than its year\"), and \"same\" against \"opposite\"", () => {
    assert.deepEqual(alignText("A day on Venus is shorter than its year.", "A day on Venus is longer than its year.").substitutions.map((x) => x.kind), ["antonym"]);
    assert.deepEqual(alignText("A day on Venus is longer than its year.", "A day on Venus is longer than its year.").substitutions, []);
    assert.deepEqual(alignText("Venus rotates in the same direction as most planets.", "Venus rotates in the opposite direction to most planets.").substitutions, [{ kind: "antonym", claim: "same", sentence: "opposite" }]);
  });
  it("reads an interval against another interval (\"every hour\" / \"every two hours\"), and never as a duration", () => {
    assert.deepEqual(alignText("The ferry leaves every hour.", "The ferry leaves every two hours from 7 am.").substitutions, [{ kind: "number", claim: "every hour", sentence: "every two hours", sameVerb: true }]);
    assert.deepEqual(alignText("The ferry leaves every two hours.", "The ferry leaves every two hours from 7 am.").substitutions, []);
    const duration = alignText("The crossing takes two hours.", "The ferry leaves every two hours from 7 am.");
    assert.deepEqual([duration.substitutions, duration.missing.includes("two")], [[], true]);
  });
  it("reads \"but not\" before the claim's own word as denying it (\"free but not required\")", () => {
    assert.deepEqual(alignText("Seat reservations are required.", "Seat reservations are free but not required.").substitutions, [{ kind: "negation", claim: "", sentence: "not" }]);
    assert.deepEqual(alignText("Seat reservations are free.", "Seat reservations are free but not required.").substitutions, []);
  });
  it("reads \"one\" before a unit of time as a figure (\"about one hour\" / \"about three hours\")", () => {
    assert.deepEqual(alignText("The journey takes about three hours.", "The journey takes about one hour.").substitutions, [{ kind: "number", claim: "three hours", sentence: "one hour", sameVerb: true, sameMeasure: true }]);
    assert.deepEqual(alignText("Lionel Messi is one of the best players.", "Lionel Messi is one of the best players ever.").substitutions, []);
  });
  it("reads three digits after \"in\" that end the phrase as a year (\"fell in 476\" / \"fell in 1453\")", () => {
    assert.deepEqual(alignText("The Western Roman Empire fell in 1453.", "The Western Roman Empire fell in 476.").substitutions, [{ kind: "date", claim: "1453", sentence: "476", sameVerb: true }]);
    assert.deepEqual(alignText("The book has 300 pages.", "The book has 300 pages.").substitutions, []);
  });
  it("reads \"anywhere\" against \"only\" before the same verb (\"can come from anywhere\" / \"can only come from\")", () => {
    assert.deepEqual(alignText("Champagne can come from anywhere in the world.", "Champagne can only come from the Champagne region of France.").substitutions, [{ kind: "quantifier", claim: "anywhere", sentence: "only" }]);
  });
  it("reads \"worldwide\" after a verb against \"only\" next to it (\"Boxes ship worldwide\" / \"ship only within the United States\")", () => {
    assert.deepEqual(alignText("Boxes ship worldwide.", "Boxes ship only within the United States.").substitutions, [{ kind: "quantifier", claim: "worldwide", sentence: "only" }]);
    assert.deepEqual(alignText("The store ships worldwide.", "The store ships only to addresses in Canada.").substitutions, [{ kind: "quantifier", claim: "worldwide", sentence: "only" }]);
    assert.deepEqual(alignText("The store ships worldwide.", "The store ships to over 100 countries.").substitutions, []);
  });
  it("reads the claim's weekday against the sentence's for the same thing, not against a span of days holding it or an exception", () => {
    assert.deepEqual(alignText("Beginner classes run on Saturday mornings.", "Beginner classes run on Monday and Thursday evenings.").substitutions, [{ kind: "date", claim: "Saturday", sentence: "Monday", sameVerb: true }]);
    assert.deepEqual(alignText("The market is held every Saturday.", "The market is held every Sunday morning.").substitutions, [{ kind: "date", claim: "Saturday", sentence: "Sunday", sameVerb: true }]);
    assert.deepEqual(alignText("The museum is open on Friday.", "The museum is open Monday to Saturday.").substitutions, []);
    assert.deepEqual(alignText("The museum is open on Sunday.", "The museum is open every day except Monday.").substitutions, []);
    assert.deepEqual(alignText("Beginner classes run on Monday evenings.", "Beginner classes run on Monday and Thursday evenings.").substitutions, []);
    assert.deepEqual(alignText("The museum is closed on Sundays.", "The museum is closed on Mondays.").substitutions, [{ kind: "entity", claim: "Sundays", sentence: "Mondays" }]);
  });
  it("reads \"one\" before a thing counted against another count of it (\"one heart\" / \"three hearts\"), not \"one day\"", () => {
    assert.deepEqual(alignText("An octopus has one heart.", "An octopus has eight arms and three hearts.").substitutions, [{ kind: "number", claim: "one heart", sentence: "three hearts" }]);
    assert.deepEqual(alignText("One day the company will grow.", "The company grew for 3 days.").substitutions, []);
    assert.deepEqual(alignText("Messi is one player of the team.", "Messi is one player of the team.").substitutions, []);
  });
  it("reads a count of one the other way round (\"three guests\" / \"one guest\"), not where the sentence gives another count too", () => {
    assert.deepEqual(alignText("Members can bring three guests per month.", "Members can bring one guest per month.").substitutions, [{ kind: "number", claim: "three guests", sentence: "one guest" }]);
    assert.deepEqual(alignText("Members can bring three guests per month.", "Members can bring one guest per month, or three guests on the Premium plan.").substitutions, []);
  });
  it("reads \"unlimited\" against a figure of the same thing, either way (\"unlimited data\" / \"5 GB of data\")", () => {
    assert.deepEqual(alignText("The Basic plan includes unlimited data.", "The Basic plan includes 5 GB of data per month.").substitutions.map((x) => [x.kind, x.claim]), [["number", "unlimited"]]);
    assert.deepEqual(alignText("The Basic plan includes 5 GB of data.", "The Basic plan includes unlimited data and calls.").substitutions.map((x) => [x.kind, x.sentence]), [["number", "unlimited"]]);
    assert.deepEqual(alignText("The plan includes unlimited data.", "The plan includes unlimited data for 30 days.").substitutions, []);
  });
  it("reads \"an hour\" after a verb as a duration of one hour, not \"a second\" (an ordinal as often)", () => {
    assert.deepEqual(alignText("Spin classes last an hour.", "Spin classes last 45 minutes.").substitutions, [{ kind: "number", claim: "an hour", sentence: "45 minutes", sameVerb: true, sameMeasure: true }]);
    assert.deepEqual(alignText("Spin classes last an hour.", "Spin classes last 60 minutes.").substitutions, []);
    assert.deepEqual(alignText("He was offered a second contract.", "He was offered a second contract in 2018.").substitutions, []);
  });
  it("reads how often against how often in words (\"rarely\" / \"frequently\") and \"alone\" against \"accompanied\"", () => {
    assert.deepEqual(alignText("Mount Etna rarely erupts.", "Mount Etna erupts frequently.").substitutions, [{ kind: "antonym", claim: "rarely", sentence: "frequently" }]);
    assert.deepEqual(alignText("Children under 12 can visit alone.", "Children under 12 must be accompanied by an adult.").substitutions, [{ kind: "antonym", claim: "alone", sentence: "accompanied" }]);
  });
  it("reads a count against \"no\" of it (\"two moons\" / \"no moons\"), not where the sentence counts it too", () => {
    assert.deepEqual(alignText("Mercury has two moons.", "It has no moons.").substitutions, [{ kind: "number", claim: "two moons", sentence: "no moons" }]);
    assert.deepEqual(alignText("The hotel has 200 rooms.", "The hotel has no rooms with a sea view and 200 rooms in all.").substitutions.map((x) => x.kind), ["negation"]);
  });
  it("reads a weekday against a span of days that does not hold it, round the week", () => {
    assert.deepEqual(alignText("The practice is open on Sundays.", "The practice is open from Monday to Friday.").substitutions, [{ kind: "date", claim: "Sundays", sentence: "Monday to Friday", sameVerb: true }]);
    assert.deepEqual(alignText("The practice is open on Wednesday.", "The practice is open from Monday to Friday.").substitutions, []);
    assert.deepEqual(alignText("The bar is open on Monday.", "The bar is open Friday to Monday.").substitutions, []);
    assert.deepEqual(alignText("The bar is open on Wednesday.", "The bar is open Friday to Monday.").substitutions.map((x) => x.sentence), ["Friday to Monday"]);
  });
  it("reads \"in person\" against \"online\" either way, not where the sentence offers one beside the other", () => {
    assert.deepEqual(alignText("New patients must register in person.", "New patients must register online.").substitutions, [{ kind: "antonym", claim: "in person", sentence: "online" }]);
    assert.deepEqual(alignText("The course is taught entirely online.", "All classes are taught in person on campus.").substitutions, [{ kind: "antonym", claim: "online", sentence: "in person" }]);
    assert.deepEqual(alignText("Tickets can be bought online.", "Tickets can also be bought in person at the box office.").substitutions, []);
  });
  it("reads \"farthest\" against \"closest\", and an opposite the tagger took for a name (\"Males sing…\")", () => {
    assert.deepEqual(alignText("Mercury is the farthest planet from the Sun.", "Mercury is the closest planet to the Sun.").substitutions, [{ kind: "antonym", claim: "farthest", sentence: "closest" }]);
    assert.deepEqual(alignText("Female humpback whales sing complex songs.", "Males sing complex songs.").substitutions, [{ kind: "antonym", claim: "Female", sentence: "Males" }]);
  });
  it("reads the colour a verb gives against another after the same verb, not against a sentence naming the claim's too", () => {
    assert.deepEqual(alignText("Copper turns blue when it oxidises.", "Copper turns green when it oxidises.").substitutions, [{ kind: "antonym", claim: "blue", sentence: "green" }]);
    assert.deepEqual(alignText("Octopus blood is red.", "Its blood is blue because it contains copper.").substitutions, [{ kind: "antonym", claim: "red", sentence: "blue" }]);
    assert.deepEqual(alignText("The flag is white.", "The flag is red and white.").substitutions, []);
  });
  it("reads \"good\" against \"poor\" before the same noun only (\"a good conductor\" / \"a poor conductor\")", () => {
    assert.deepEqual(alignText("Copper is a poor conductor of electricity.", "Copper is a good conductor of electricity.").substitutions, [{ kind: "antonym", claim: "poor", sentence: "good" }]);
    assert.deepEqual(alignText("The region was poor in the 1900s.", "The region had good harvests in the 1900s.").substitutions, []);
  });
  it("reads a length per second as a speed (\"300,000 kilometres per second\" is not per hour; 343 m/s is 1,235 km/h)", () => {
    assert.deepEqual(alignText("Light travels at about 300,000 kilometres per hour.", "Light travels at about 300,000 kilometres per second.").substitutions.map((x) => x.kind), ["quantity"]);
    assert.deepEqual(alignText("Sound travels at 1,235 km per hour.", "Sound travels at about 343 metres per second.").substitutions, []);
  });
  it("reads one of two things joined by \"and\" swapped beside the same one (\"physics and medicine\" / \"physics and chemistry\")", () => {
    assert.deepEqual(alignText("Marie Curie won Nobel Prizes in physics and medicine.", "She won Nobel Prizes in both physics and chemistry.").substitutions, [{ kind: "entity", claim: "medicine", sentence: "chemistry" }]);
    assert.deepEqual(alignText("The shop sells bread and cakes.", "The shop sells bread and coffee, and cakes on Sundays.").substitutions, []);
  });
  it("reads \"several\" against \"one\" of the same thing, and \"summer\" against \"winter\"", () => {
    assert.deepEqual(alignText("A honeybee colony has several queens.", "A honeybee colony has one queen.").substitutions, [{ kind: "number", claim: "several queens", sentence: "one queen" }]);
    assert.deepEqual(alignText("Several passengers were injured.", "No passengers were injured.").substitutions.map((x) => x.kind), ["negation"]);
    assert.deepEqual(alignText("Mars has one moon.", "Mars has two small moons, Phobos and Deimos.").substitutions, [{ kind: "number", claim: "one moon", sentence: "two small moons" }]);
    assert.deepEqual(alignText("Emperor penguins breed during the Antarctic summer.", "They breed during the Antarctic winter.").substitutions, [{ kind: "antonym", claim: "summer", sentence: "winter" }]);
  });
  it("reads a price's verb and period with its figure against \"free\", and \"costs\" with \"extra\" against \"included\"", () => {
    const free = alignText("Wi-Fi costs $10 per day.", "Wi-Fi is free for all guests.");
    assert.deepEqual(free.substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["amount", "$10", "free"]]);
    assert.equal(free.restCoverage, 1);
    const included = alignText("Servicing costs extra.", "Servicing is included in the monthly price.");
    assert.deepEqual(included.substitutions, [{ kind: "antonym", claim: "extra", sentence: "included" }]);
    assert.equal(included.restCoverage, 1);
  });
  it("finds a doctrine by its follower's name (\"Cubism\" / \"the Cubist movement\")", () => {
    assert.deepEqual(alignText("Picasso co-founded Cubism with Georges Braque.", "He co-founded the Cubist movement with Georges Braque.").substitutions, []);
  });
  it("reads \"not the same as\" as denying \"the same as\", and \"hate\" against \"enjoy\"", () => {
    assert.deepEqual(alignText("The web is the same as the internet.", "The web is not the same as the internet.").substitutions, [{ kind: "negation", claim: "", sentence: "not" }]);
    assert.deepEqual(alignText("Tigers hate swimming.", "Unlike most cats, tigers enjoy swimming.").substitutions, [{ kind: "antonym", claim: "hate", sentence: "enjoy" }]);
  });
  it("reads how often against how often (\"once a month\" / \"every day\"), not where the sentence gives the claim's too", () => {
    assert.deepEqual(alignText("Patients take insulin once a month.", "Patients take insulin every day.").substitutions, [{ kind: "antonym", claim: "once a month", sentence: "every day" }]);
    assert.deepEqual(alignText("Rent is £1,200 per year.", "Rent is £1,200 per month, excluding bills.").substitutions.map((x) => x.kind), ["antonym"]);
    assert.deepEqual(alignText("Membership costs £35 a month.", "Membership costs £35 a month or £350 per year.").substitutions, []);
  });
  it("gives a figure to the group it is \"for\" (\"£25 for adults and are free for children\")", () => {
    const sentence = "Check-ups cost £25 for adults and are free for children.";
    assert.deepEqual(alignText("Check-ups cost £25 for children.", sentence).substitutions, [{ kind: "amount", claim: "£25", sentence: "free", sameVerb: false, sameMeasure: true }]);
    assert.deepEqual(alignText("Check-ups cost £25 for adults.", sentence).substitutions, []);
  });
  it("reads a \"no\" in another clause before a noun of the claim the sentence has nowhere else (\"Sharks have no bones; their skeletons…\")", () => {
    const sentence = "Sharks have no bones; their skeletons are made of cartilage.";
    assert.deepEqual(alignText("Sharks have skeletons made of bone.", sentence).substitutions, [{ kind: "negation", claim: "", sentence: "no" }]);
    assert.deepEqual(alignText("Shark skeletons are made of cartilage.", sentence).substitutions, []);
  });
  it("reads a comparison by another factor (\"twice as salty as\" / \"ten times saltier than\")", () => {
    assert.deepEqual(alignText("The Dead Sea is about twice as salty as the ocean.", "The Dead Sea is about ten times saltier than the ocean.").substitutions, [{ kind: "number", claim: "twice as salty", sentence: "ten times saltier", sameVerb: true }]);
    assert.deepEqual(alignText("The Dead Sea is about ten times saltier than the ocean.", "The Dead Sea is about ten times saltier than the ocean.").substitutions, []);
  });
  it("reads a date on the noun of the claim's verb as on its verb (\"Its 1883 eruption\" / \"erupted in 1783\")", () => {
    assert.deepEqual(alignText("Krakatoa erupted in 1783.", "Its 1883 eruption was one of the deadliest in history.").substitutions, [{ kind: "date", claim: "1783", sentence: "1883", sameVerb: true }]);
  });
  it("does not take the year of a name for the date of the claim's verb (\"The 2020 Summer Olympics were held in Tokyo in 2021\")", () => {
    const sentence = "The 2020 Summer Olympics were held in Tokyo in 2021 after being postponed.";
    assert.deepEqual(alignText("The 2020 Summer Olympics were held in 2020.", sentence).substitutions, [{ kind: "date", claim: "2020", sentence: "2021", sameVerb: true }]);
    assert.deepEqual(alignText("The 2020 Summer Olympics were held in 2021.", sentence).substitutions, []);
  });
  it("reads both doers of a verb in two clauses (\"Germany surrendered unconditionally; Japan surrendered…\")", () => {
    assert.deepEqual(alignText("Japan surrendered after the atomic bombings.", "Germany surrendered unconditionally; Japan surrendered after the atomic bombings.").substitutions, []);
  });
  it("gives a figure to the clause whose subject has the claim's (\"A women's haircut costs $45 and a men's haircut costs $30\")", () => {
    const sentence = "A women's haircut costs $45 and a men's haircut costs $30.";
    assert.deepEqual(alignText("A men's haircut costs $45.", sentence).substitutions, [{ kind: "amount", claim: "$45", sentence: "$30", sameVerb: true, sameMeasure: true }]);
    assert.deepEqual(alignText("A women's haircut costs $30.", sentence).substitutions, [{ kind: "amount", claim: "$30", sentence: "$45", sameVerb: true, sameMeasure: true }]);
    assert.deepEqual(alignText("A men's haircut costs $30.", sentence).substitutions, []);
    assert.deepEqual(alignText("A haircut costs $45.", sentence).substitutions, []);
  });
  it("reads \"fewer moons than\" against \"more than\"", () => {
    assert.deepEqual(alignText("Saturn has fewer moons than any other planet.", "Saturn has 146 known moons, more than any other planet.").substitutions.map((x) => x.kind), ["antonym"]);
  });
  it("reads \"a single dose\" as a count of one", () => {
    assert.deepEqual(alignText("The vaccine requires a single dose.", "The vaccine requires two doses.").substitutions.map((x) => [x.claim, x.sentence]), [["single", "two"]]);
  });
  it("reads \"every day\" or \"all year\" against a time kept to \"only\" (\"on Fridays only\", \"only in summer\")", () => {
    assert.deepEqual(alignText("Gluten-free bread is available every day.", "Gluten-free bread is available on Fridays only.").substitutions, [{ kind: "quantifier", claim: "every day", sentence: "only" }]);
    assert.deepEqual(alignText("The pool is open all year.", "The pool is open only in summer.").substitutions.map((x) => x.kind), ["quantifier"]);
    assert.deepEqual(alignText("The museum is open every day.", "The museum is open every day; guided tours run only on Sundays.").substitutions, []);
  });
  it("reads a state the claim gives as now that the sentence says held until a year (\"is still the tallest\" / \"was the tallest … until 1930\")", () => {
    assert.deepEqual(alignText("The Eiffel Tower is still the tallest structure in the world.", "It was the tallest structure in the world until 1930.").substitutions, [{ kind: "negation", claim: "", sentence: "until 1930" }]);
    assert.deepEqual(alignText("The Eiffel Tower was the tallest structure in the world until 1930.", "It was the tallest structure in the world until 1930.").substitutions, []);
    // Not a figure given in an opening phrase beside the clause that ends.
    assert.deepEqual(alignText("The Eiffel Tower is 330 metres tall.", "Standing 330 metres high, the Eiffel Tower was the tallest structure in the world until 1930.").substitutions, []);
  });
  it("tells apart names the same but for their last word (\"Space Shuttle Challenger\" / \"Space Shuttle Discovery\")", () => {
    assert.deepEqual(swapsOf("Hubble was launched aboard the Space Shuttle Challenger.", "Hubble was launched aboard the Space Shuttle Discovery."), [["entity", "Space Shuttle Challenger", "Space Shuttle Discovery"]]);
  });
});

describe("alignment: figures joined by a dash", () => {
  it("reads a score or a span written with a hyphen as two figures, as with an en dash (\"a 10-7 lead\")", () => {
    assert.deepEqual(alignText("Williams took a 10–7 lead overnight.", "Mark Williams holds a 10-7 lead over John Higgins.").missing.filter((w) => /\d/.test(w)), []);
    assert.deepEqual(alignText("Williams took a 10-7 lead overnight.", "Williams took a 10-5 lead overnight.").substitutions.map((x) => [x.claim, x.sentence]), [["7", "5"]]);
  });
  it("leaves an ISO date as written (\"2019-05-01\" gives no figures 5 and 1)", () => {
    assert.deepEqual(analyze("The update shipped on 2019-05-01.").sentences[0]!.numbers, []);
  });
  it("reads a span as stated by one of its ends (\"the 1904-1905 season\" / \"in 1904\")", () => {
    const a = alignText("Arsenal first reached the First Division in the 1904-1905 season.", "Arsenal reached the First Division in 1904.");
    assert.deepEqual(a.substitutions, []);
    assert.ok(!a.missing.includes("1905"), `missing: ${a.missing}`);
  });
  it("reads a span's end written in two digits as its year (\"the 2018–19 academic year\" / \"2018-2019\")", () => {
    const short = "The name change takes place during the 2018–19 academic year.";
    const long = "The name change takes place during the 2018-2019 academic year.";
    for (const [claim, sentence] of [[short, long], [long, short]] as const) {
      const a = alignText(claim, sentence);
      assert.deepEqual(a.substitutions, []);
      assert.deepEqual(a.missing.filter((w) => /\d/.test(w)), []);
    }
    assert.deepEqual(alignText(short, "The name change takes place during the 2018–20 academic years.").substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["date", "19", "20"]]);
    assert.deepEqual(analyze("In 1999–00 it rose.").sentences[0]!.numbers.map((n) => [n.kind, n.value]), [["year", 1999], ["year", 2000]]);
    // A score is no span of years: its first figure is no year.
    assert.deepEqual(analyze("Arsenal won 2-19.").sentences[0]!.numbers.map((n) => n.kind), ["number", "number"]);
  });
  it("reads the preposition of a date placed within its span (\"in mid- or late September\" is \"in\")", () => {
    const a = alignText("Oktoberfest begins in October.", "It usually begins in mid- or late September and ends on the first Sunday in October.");
    assert.deepEqual(a.substitutions.map((x) => [x.kind, x.claim, x.sentence, x.sameVerb]), [["date", "October", "September", true]]);
  });
  it("reads a bound written after an age (\"aged eight and above\", \"65 or older\"), and none after a count", () => {
    const bounds = (text: string) => analyze(text).sentences[0]!.numbers.map((n) => [n.value, n.bound ?? ""]);
    assert.deepEqual(bounds("Children aged eight and above may swim without an adult."), [[8, "atLeast"]]);
    assert.deepEqual(bounds("Visitors 65 or older pay half price."), [[65, "atLeast"]]);
    assert.deepEqual(bounds("Children 12 years and under travel free."), [[12, "atMost"], [0, ""]]);
    assert.deepEqual(bounds("Women having 3 and more children may retire earlier."), [[3, ""]]);
  });
  it("reads a date after a long object as its verb's, but not past \"and\" opening another predicate", () => {
    const released = alignText("Bohemian Rhapsody was released in 1985.", "Bohemian Rhapsody was released as the lead single from the album A Night at the Opera on 31 October 1975.");
    assert.deepEqual(released.substitutions.map((x) => [x.kind, x.claim, x.sentence, x.sameVerb]), [["date", "1985", "1975", true]]);
  });
  it("takes no figure the claim gives elsewhere for a rival (\"Pixel 8 Pro costs $799\" / \"Pixel 8 Pro.\")", () => {
    assert.deepEqual(alignText("The Pixel 8 Pro costs $799.", "Pixel 8 Pro.").substitutions, []);
  });
  it("does not read a count of times in a score (\"won the World Cup once\" / \"3-1 in the final\")", () => {
    const a = alignText("Argentina has won the World Cup once.", "Argentina won the 1978 World Cup, defeating the Netherlands 3-1 in the final.");
    assert.ok(a.missing.includes("once"), `missing: ${a.missing}`);
  });
});

describe("alignment: a figure's verb", () => {
  it("marks a swapped date of the same event (both hang on the same verb)", () => {
    const [sub] = alignText("Python was first released in 1995.", "It was created by Guido van Rossum and first released in 1991.").substitutions;
    assert.deepEqual(sub, { kind: "date", claim: "1995", sentence: "1991", sameVerb: true });
  });
  it("reads past an \"-ing\" form a verb takes (\"introduced streaming in 2012\" hangs on \"introduce\")", () => {
    const [sub] = alignText("Netflix introduced streaming in 2012.", "Streaming was introduced in 2007.").substitutions;
    assert.deepEqual(sub, { kind: "date", claim: "2012", sentence: "2007", sameVerb: true });
  });
  it("reads a whole date after a comma as the verb's adjunct (\"to walk on the Moon, on 20 July 1969\")", () => {
    const [sub] = alignText("Neil Armstrong walked on the Moon in 1972.", "Neil Armstrong was the first person to walk on the Moon, on 20 July 1969.").substitutions;
    assert.deepEqual(sub, { kind: "date", claim: "1972", sentence: "1969", sameVerb: true });
  });
  it("states a date by the claim's own event only (\"founded in 2006\" / \"founded in 2006 and launched in October 2008\")", () => {
    assert.deepEqual(alignText("Spotify was founded in 2006.", "Spotify was founded in Sweden in 2006 and launched its service in October 2008.").substitutions, []);
    // A change's base year is no date of the change: "up 38 percent from 2022".
    assert.deepEqual(alignText("Tesla's deliveries rose 38 percent in 2023.", "Tesla delivered about 1.81 million vehicles in 2023, up 38 percent from 2022.").substitutions, []);
  });
  it("reads the claim's date at the claim's own place in a second coordinated phrase (\"and in Asia on 2 September 1945\")", () => {
    assert.deepEqual(alignText("The Second World War ended in Asia on 2 September 1945.", "The Second World War ended in Europe on 8 May 1945 and in Asia on 2 September 1945.").substitutions, []);
  });
  it("does not mark another event's date on the same page", () => {
    const [sub] = alignText("Both teams won the national student cup in 2019.", "Both teams took the National Student Cup this year, building on their achievements in 2018.").substitutions;
    assert.equal(sub?.kind, "date");
    assert.equal(sub?.sameVerb, false);
  });
});

describe("alignment: \"free\" only as a price", () => {
  for (const [claim, sentence] of [
    ["Feel free to ask for a late check-out.", "A late check-out costs €20."],
    ["The bakery sells gluten-free bread.", "The bakery sells bread for €3."],
    ["Guests have free time after the tour.", "Guests pay €12 for the tour."],
  ] as const) {
    it(`${claim} / ${sentence}`, () => {
      assert.deepEqual(alignText(claim, sentence).substitutions.filter((x) => x.kind === "amount"), []);
    });
  }
});

describe("alignment: directions and prices that do not disagree", () => {
  for (const [claim, sentence] of [
    // South-eastern is southern too.
    ["Venice is a city in southern Italy.", "Venice is a city in south-eastern Italy."],
    // A page that prices something above zero beside "free" may be pricing what the claim says costs.
    ["Visitors pay a fee to park.", "Parking is free for members and costs $5 for visitors."],
    // Nor is a claim that denies the fee, or gives its amount, read as one.
    ["Members pay no fee.", "Parking is free for members."],
  ] as const) {
    it(`${claim} / ${sentence}`, () => {
      assert.deepEqual(alignText(claim, sentence).substitutions.filter((x) => x.kind === "antonym"), []);
    });
  }
});

describe("alignment: capitalised words that are not swapped names", () => {
  for (const [claim, sentence] of NOT_SWAPS) {
    it(`${claim} / ${sentence}`, () => {
      assert.deepEqual(alignText(claim, sentence).substitutions.filter((x) => x.kind === "entity"), []);
    });
  }
});

describe("alignment: coverage and the parts of the claim", () => {
  it("reports the claim words covered and missing for an unrelated sentence, with no substitution", () => {
    const a = alignText("Marie Curie won the Nobel Prize in Physics in 1903.", "Bananas are rich in potassium and grown in tropical regions.");
    assert.equal(a.coverage, 0);
    assert.deepEqual(a.substitutions, []);
    assert.ok(a.missing.includes("Curie") && a.missing.includes("1903"));
  });

  it("reads a fraction in words as a share only before \"of\" and a whole that is no unit (\"a quarter of a century\" is none)", () => {
    const shares = (t: string) => analyze(t).sentences[0]!.numbers.map((n) => `${n.kind} ${Math.round(n.value)} ${n.raw}`);
    assert.deepEqual(shares("Two thirds of the members voted."), ["percent 67 Two thirds"]);
    assert.deepEqual(shares("It lasted a quarter of a century."), []);
    assert.deepEqual(shares("She ate half the cake."), []);
  });

  it("states a bounded duration only by a duration inside the bound, never by a figure of another kind", () => {
    const other = alignText("The Kindle battery lasts up to 10 days.", "The Kindle has a 6.8-inch display.");
    assert.ok(other.missing.includes("10"), `missing: ${other.missing}`);
    assert.equal(other.keyCovered, 0);
    assert.ok(alignText("The battery lasts up to 10 days.", "The battery lasts 6 days.").covered.includes("10"));
  });

  it("reads a negation only where the claim's words are, not in another clause", () => {
    const a = alignText("The bridge opened in 1937.", "The bridge opened in 1937, although the tunnel did not open until 1952.");
    assert.deepEqual(a.substitutions, []);
  });

  it("reads \"C#\" and \"C++\" as names of their own, not as \"C\"", () => {
    const a = alignText("C# was developed by Microsoft.", "C was developed by Dennis Ritchie at Bell Labs.");
    assert.ok(a.missing.includes("C#"));
    assert.ok(a.restCoverage < 0.5);
    assert.deepEqual(alignText("C# was developed by Microsoft.", "Microsoft developed C# around 2000.").missing, []);
    assert.ok(alignText("C++ is older than Java.", "C is older than Java.").missing.includes("C++"));
  });

  it("aligns one claim frame with many sentences of a page, offsets pointing into the page", () => {
    const page = "Tourists come every summer.\nThe Eiffel Tower stands in Paris, France. It opened in 1889.";
    const frame = claimFrame("The Eiffel Tower is in Berlin.");
    const text = analyze(page);
    const hits = text.sentences.map((s) => ({ quote: page.slice(s.start, s.end), a: align(frame, s, page) }));
    const against = hits.find((h) => h.a.substitutions.some((x) => x.kind === "entity"));
    assert.equal(against?.quote, "The Eiffel Tower stands in Paris, France.");
  });

  it("breaks a run with no space into tokens of at most 1,000 characters, offsets still into the text as written", () => {
    // wink-nlp's tokenizer grows faster than linearly on such runs ("a-a-a-…": 20,000 characters took a second or more).
    for (const run of ["a-".repeat(5_000), "a/".repeat(5_000), "a'".repeat(5_000)]) {
      const text = `${run} The Eiffel Tower is in Paris.`;
      const sentences = analyze(text).sentences;
      assert.ok(sentences.every((s) => s.tokens.every((t) => t.end - t.start <= 1000)));
      assert.ok(sentences.some((s) => text.slice(s.start, s.end).endsWith("The Eiffel Tower is in Paris.")));
    }
  });
  it("reads a bounded prefix of hostile input: megabytes without spaces or with endless tokens stay cheap", () => {
    const huge = `${"9".repeat(2_000_000)} ${"word ".repeat(400_000)}`;
    const text = analyze(huge);
    for (const s of text.sentences) assert.ok(s.end <= MAX_ANALYZED_CHARS);
    const a = alignText(`The claim ${"x".repeat(10_000)} is long.`, huge);
    assert.ok(a.coverage >= 0 && a.coverage <= 1);
  });
});

describe("alignment: who did it", () => {
  const DNA = "The structure of DNA was discovered in 1953 by James Watson and Francis Crick, using data collected by Rosalind Franklin.";
  const swaps = (claim: string, sentence: string) => alignText(claim, sentence).substitutions.filter((x) => x.kind === "entity");
  it("swaps the doer of the same verb, active or passive, though the claim's name is elsewhere in the sentence", () => {
    assert.deepEqual(swaps("Rosalind Franklin discovered the structure of DNA.", DNA).map((x) => x.claim), ["Rosalind Franklin"]);
    assert.deepEqual(swaps("The telephone was invented by Thomas Edison.", "Alexander Graham Bell invented the telephone in 1876.").map((x) => x.claim), ["Thomas Edison"]);
  });
  it("reads the maker of a work named without the claim's verb (\"an opera by Mozart\", \"credited to Bell\")", () => {
    const flute = "The Magic Flute is a two-act opera by Wolfgang Amadeus Mozart to a libretto by Emanuel Schikaneder.";
    assert.deepEqual(swaps("Beethoven composed The Magic Flute.", flute).map((x) => [x.claim, x.sentence]), [["Beethoven", "Wolfgang Amadeus Mozart"]]);
    assert.deepEqual(swaps("The telephone was invented by Thomas Edison.", "The telephone is generally credited to Alexander Graham Bell.").map((x) => [x.claim, x.sentence]), [["Thomas Edison", "Alexander Graham Bell"]]);
    // The maker named so states the claim's verb; the last name of the phrase is the maker, past what describes it.
    const own = alignText("Mozart composed The Magic Flute.", flute);
    assert.deepEqual([own.substitutions, own.missing], [[], []]);
    const group = alignText("'Square Up' is an album by Blackpink.", "Square Up is the debut album by South Korean girl group Blackpink.");
    assert.deepEqual(group.substitutions, []);
    // Not without the made thing: "a novel by Jane Austen" says nothing of who composed The Magic Flute.
    assert.deepEqual(swaps("Beethoven composed The Magic Flute.", "Emma is a novel by Jane Austen."), []);
  });
  it("reads a doer past an aside set off by commas, and names the claim's verb it does", () => {
    const race = "Kenya's Samuel Kiprop, running his first marathon, won the men's race in 2:08:14.";
    const [swap] = swaps("Tomas Eriksen won the Harbour City Marathon.", race);
    assert.deepEqual([swap?.claim, swap?.sentence, swap?.doerOf], ["Tomas Eriksen", "Samuel Kiprop", "won"]);
    assert.deepEqual(swaps("Samuel Kiprop won the Harbour City Marathon.", race), []);
  });
  it("keeps every doer of a list of them", () => {
    assert.deepEqual(swaps("Francis Crick discovered the structure of DNA.", DNA), []);
    assert.deepEqual(swaps("James Watson discovered the structure of DNA.", "Watson and Crick discovered the structure of DNA in 1953."), []);
    assert.deepEqual(swaps("Guido van Rossum created Python.", "Python was created by Guido van Rossum."), []);
  });
});

describe("alignment: places of another width", () => {
  it("reads a city against a country in the same role as neither stated nor swapped", () => {
    const a = alignText("Elon Musk was born in Pretoria.", "Elon Musk was born in 1971 in South Africa.");
    assert.deepEqual([a.substitutions, a.placesOfOtherWidth], [[], ["Pretoria"]]);
    assert.deepEqual(alignText("Elon Musk was born in South Africa.", "Elon Musk was born in Pretoria in 1971.").placesOfOtherWidth, ["South Africa"]);
    // Not a place hanging on something else ("the war in Syria" / "the Council in New York").
    assert.equal(alignText("She spoke about the war in Syria.", "She spoke to the Council in New York.").placesOfOtherWidth, undefined);
  });
  it("still swaps two places of one width, a country past what places it (\"in northwestern Cambodia\")", () => {
    assert.deepEqual(swapsOf("Angkor Wat is located in Thailand.", "Angkor Wat, in Siem Reap province in northwestern Cambodia, is the largest religious monument in the world."), [["entity", "Thailand", "Cambodia"]]);
    assert.deepEqual(swapsOf("Mount Kilimanjaro is in Kenya.", "Mount Kilimanjaro is a dormant volcano in Tanzania."), [["entity", "Kenya", "Tanzania"]]);
  });
});

describe("alignment: a superlative of something narrower", () => {
  it("does not state the claim's superlative, and is no contradiction of it either", () => {
    const a = alignText("Canberra is the largest city in Australia.", "It is the country's largest inland city.");
    assert.ok(a.missing.includes("largest"));
    assert.deepEqual(a.substitutions, []);
    assert.ok(!alignText("Sydney is the largest city in Australia.", "Sydney is the largest Australian city.").missing.includes("largest"));
    assert.ok(!alignText("Sydney is the largest city in Australia.", "Sydney is the largest city in Australia.").missing.includes("largest"));
  });
  it("nor does one ranking within another place: in Africa, or Africa's, is not in the world", () => {
    for (const sentence of ["Kilimanjaro is the highest mountain in Africa.", "Kilimanjaro is Africa's highest mountain."]) {
      const a = alignText("Kilimanjaro is the highest mountain in the world.", sentence);
      assert.ok(a.missing.includes("highest"), sentence);
      assert.deepEqual(a.substitutions, []);
    }
    assert.ok(!alignText("Everest is the highest mountain in the world.", "Everest is Earth's highest mountain.").missing.includes("highest"));
  });
  it("a prefix is no negation of a word that is no adjective, nor of another word's stem", () => {
    assert.deepEqual(alignText("He covered the island.", "He discovered the island.").substitutions, []);
    assert.deepEqual(alignText("The central bank sets rates.", "The decentralized network sets rates.").substitutions, []);
  });
});

describe("alignment: a name's other written forms, and which capitalised first words are names", () => {
  const entityOf = (text: string, i = 0) => slotsOf(analyze(text).sentences[0]!, text).entities[i]!;
  const wordsOf = (text: string) => slotsOf(analyze(text).sentences[0]!, text).lowers;

  it("finds a name in the singular or the plural, and one of two words written as one", () => {
    assert.ok(entityIn(entityOf("Lawson is similar to Family Mart.", 1), wordsOf("FamilyMart, on the other hand, has many stores.")));
    assert.ok(entityIn(entityOf("The war split the Beauforts.", 0), wordsOf("It split the house of Beaufort.")));
    assert.ok(entityIn(entityOf("He studied Epigenetic inheritance.", 0), wordsOf("Epigenetics is the study of heritable traits.")));
    assert.ok(!entityIn(entityOf("Lawson is similar to Family Mart.", 1), wordsOf("Lawson is similar to 7-Eleven.")));
  });

  it("takes a lone capitalised first word for a name only when it is no common English word", () => {
    assert.equal(inLexicon("red"), true);
    assert.equal(inLexicon("kyoto"), false);
    assert.equal(reliableName(entityOf("Kyoto is the capital of Japan.")), true);
    assert.equal(reliableName(entityOf("Gold is a soft metal.")), false);
    assert.equal(reliableName(entityOf("Red sauce is used in patatas bravas.")), false);
    assert.equal(reliableName(entityOf("The capital of Japan is Tokyo.")), true);
  });
});

describe("alignment: where and when", () => {
  const settings = (text: string) => settingsOf(slotsOf(analyze(text).sentences[0]!, text)).all.map((x) => `${x.head} ${x.preposition} ${x.name?.text ?? x.date?.raw}`);
  it("reads the place and date each verb or name is given, up to three in a row", () => {
    assert.deepEqual(settings("He was born in Bonn in 1770 and died in Vienna in 1827."), ["bear in Bonn", "bear in 1770", "die in Vienna", "die in 1827", "bonn in 1770", "vienna in 1827"]);
  });
  it("reads a setting repeated in a hostile sentence once, so a claim repeating one costs no more than saying it once", () => {
    const text = `Bonn${" in Paris".repeat(200)}.`;
    assert.deepEqual(settings(text), ["bonn in Paris", "paris in Paris"]);
  });
});

describe("alignment: what a verb takes", () => {
  const taken = (text: string) => argumentsOf(slotsOf(analyze(text).sentences[0]!, text)).map((x) => `${x.key}: ${x.nouns.join(" ")}`);
  it("reads past one adverb or two between the verb and its preposition", () => {
    assert.deepEqual(taken("It observes mainly in the infrared."), ["observe in: infrared"]);
    assert.deepEqual(taken("It observes almost entirely in the infrared."), ["observe in: infrared"]);
  });
  it("reads what the object is given for, past a setting or two (\"the Nobel Prize in Physics in 1921 for his explanation\")", () => {
    assert.deepEqual(taken("He received the Nobel Prize in Physics in 1921 for his explanation of the photoelectric effect."), ["receive: nobel prize", "receive in: physics", "receive for: explanation"]);
    assert.deepEqual(taken("Most frogs lay their eggs in water."), ["lie: eggs", "lie in: water"]);
    assert.deepEqual(taken("Einstein received the Nobel Prize for his theory of relativity."), ["receive: nobel prize", "receive for: theory"]);
    assert.deepEqual(taken("They breathe air through a blowhole."), ["breathe: air", "breathe through: blowhole"]);
  });
  it("reads past a date to the preposition after it (\"started on 2 September 1666 in a bakery\")", () => {
    assert.deepEqual(taken("The fire started on 2 September 1666 in a bakery on Pudding Lane."), ["start in: bakery"]);
  });
});

describe("alignment: letters the tagger does not know", () => {
  it("reads \"Tōhoku\", \"Erdoğan\" and \"Gdańsk\" as one word each, by their base letters, offsets into the original", () => {
    const text = "Erdoğan met Tusk in Gdańsk after the Tōhoku earthquake.";
    const tokens = analyze(text).sentences[0]!.tokens;
    assert.deepEqual(tokens.map((t) => t.text), ["Erdogan", "met", "Tusk", "in", "Gdansk", "after", "the", "Tohoku", "earthquake", "."]);
    assert.deepEqual(tokens.filter((t) => t.pos === "PROPN").map((t) => text.slice(t.start, t.end)), ["Erdoğan", "Tusk", "Gdańsk", "Tōhoku"]);
  });
});

describe("alignment: sentences of the analysed text", () => {
  const texts = (t: string) => analyze(t).sentences.map((s) => t.slice(s.start, s.end));
  it("ends no sentence at a dot inside a word (\"GPT-3.5\"), and still ends one where a page lost the space after it", () => {
    assert.deepEqual(texts("Unlike its predecessor GPT-3.5, it can accept images as input. It ended.Next one."), [
      "Unlike its predecessor GPT-3.5, it can accept images as input.",
      "It ended.",
      "Next one.",
    ]);
  });
  it("ends a sentence at \"the Sun.\" before a capital, and reads the word without its full stop", () => {
    assert.deepEqual(texts("Mercury is the closest planet to the Sun. Venus is the hottest planet. He met Dr. Smith."), [
      "Mercury is the closest planet to the Sun.",
      "Venus is the hottest planet.",
      "He met Dr. Smith.",
    ]);
    // ...and at a unit after a figure or a slash ("km/h."), not at a title before a name ("Dr. Smith").
    assert.deepEqual(texts("It can run at up to 70 km/h. Ostriches lay eggs. It weighs 5 kg. He met Dr. Smith."), [
      "It can run at up to 70 km/h.",
      "Ostriches lay eggs.",
      "It weighs 5 kg.",
      "He met Dr. Smith.",
    ]);
    // The claim's last word meets the page's: "Sun." is not a name the sentence lacks.
    assert.deepEqual(alignText("Jupiter is the fourth planet from the Sun.", "Jupiter is the fifth planet from the Sun.").substitutions, [{ kind: "ordinal", claim: "fourth", sentence: "fifth" }]);
  });
});

describe("alignment: a swap in a sentence that holds only part of the rest", () => {
  it("reads a place through the part of it the sentence names (\"the southwestern highlands of Ethiopia\")", () => {
    const a = alignText("Arabica coffee is native to Brazil.", "Coffea arabica is native to the southwestern highlands of Ethiopia.");
    assert.deepEqual(a.substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["entity", "Brazil", "Ethiopia"]]);
  });
  it("reads a thing kept for \"only\" another group than the claim's subject (\"The sauna is for adults only\")", () => {
    const a = alignText("Children can use the sauna.", "The sauna is for adults only.");
    assert.deepEqual(a.substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["quantifier", "Children", "for adults only"]]);
    assert.deepEqual(alignText("Adults can use the sauna.", "The sauna is for adults only.").substitutions, []);
    assert.deepEqual(alignText("Children can use the sauna.", "The sauna is for adults.").substitutions, []);
  });
});

describe("alignment: ranks and places in other words", () => {
  it("reads a claim denying any rival as stated by its name ranked top (\"No lake … is deeper than Lake Baikal\" / \"the deepest lake\")", () => {
    assert.deepEqual(alignText("No lake in the world is deeper than Lake Baikal.", "With a maximum depth of 1,642 metres, Lake Baikal is the deepest lake in the world.").substitutions, []);
    // After an opening phrase too.
    assert.deepEqual(alignText("For about four decades, no man-made structure in the world was taller than the Eiffel Tower.", "On completion the Eiffel Tower became the tallest man-made structure in the world.").substitutions, []);
    assert.deepEqual(alignText("No feature-length film had been made entirely with computer animation before Toy Story.", "Toy Story was the first feature-length film to be animated completely by computer.").substitutions, []);
  });
  it("reads a claim denying any rival against a rank below the top (\"No lake … is deeper than Lake Baikal\" / \"second deepest\")", () => {
    const a = alignText("No lake in the world is deeper than Lake Baikal.", "Lake Baikal is the second deepest lake in the world.");
    // Read as the superlative it says ("Lake Baikal is the deepest lake in the world"), the claim's rank is swapped.
    assert.deepEqual(a.substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["ordinal", "deepest", "second deepest"]]);
  });
  it("reads \"debut\" as the first of its kind, against \"second\"", () => {
    const a = alignText("21 was Adele's debut studio album.", "21 was Adele's second studio album.");
    assert.deepEqual(a.substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["ordinal", "debut", "second"]]);
  });
  it("places no possessor of a noun where the claim places a name (\"in Peter Jackson's trilogy\" / \"in New Zealand\")", () => {
    const a = alignText("The Return of the King was filmed entirely in New Zealand.", "The Return of the King is the final film in Peter Jackson's trilogy.");
    assert.deepEqual(a.substitutions, []);
  });
});

describe("alignment: a duty against a choice", () => {
  it("reads \"must\" against \"not required\" or \"optional\", either way round, for the claim's thing", () => {
    const subs = (claim: string, sentence: string) => alignText(claim, sentence).substitutions.map((x) => [x.kind, x.claim, x.sentence]);
    assert.deepEqual(subs("Swimmers must wear a swimming cap.", "Swimming caps may be worn but are not required in either pool."), [["antonym", "must", "not required"]]);
    assert.deepEqual(subs("Swimmers must wear a swimming cap.", "Swimming caps are optional."), [["antonym", "must", "optional"]]);
    assert.deepEqual(subs("Helmets are optional on the beginner trail.", "Helmets must be worn on every trail."), [["antonym", "optional", "must"]]);
    assert.deepEqual(subs("Swimmers must wear a swimming cap.", "Swimming caps must be worn in the main pool."), []);
    assert.deepEqual(subs("Swimmers must wear a swimming cap.", "Goggles are optional."), []);
  });
});

describe("alignment: \"more\" before an adverb", () => {
  it("reads \"more slowly … than\" against the opposite \"-er\" comparative, and not against the same comparison", () => {
    assert.deepEqual(swapsOf("Sound travels more slowly in water than in air.", "Sound travels about four times faster in water than in air."), [["antonym", "more slowly than air", "faster than air"]]);
    assert.deepEqual(swapsOf("Sound travels more slowly in air than in water.", "Sound travels about four times faster in water than in air."), []);
  });
});

describe("alignment: \"no longer\"", () => {
  it("denies what a claim says of now, not what it says of the past", () => {
    const subs = (claim: string, sentence: string) => alignText(claim, sentence).substitutions.map((x) => [x.kind, x.sentence]);
    assert.deepEqual(subs("Pluto is still officially classified as a planet.", "Pluto is no longer considered a planet."), [["negation", "no longer"]]);
    assert.deepEqual(subs("Pluto was once classified as a planet.", "Pluto is no longer considered a planet."), []);
    assert.deepEqual(subs("The bank no longer issues paper statements.", "The bank no longer issues paper statements."), []);
  });
});

describe("alignment: a hedge or a denial bearing on the claim's words", () => {
  const hedgeOf = (claim: string, sentence: string) => alignText(claim, sentence).hedge;
  const denialOf = (claim: string, sentence: string) => alignText(claim, sentence).denial;
  it("names a report, a proposal or a modal of doubt in the clause holding the claim's words", () => {
    assert.equal(hedgeOf("Dominic Vale has been cast as the lead in 'The Salt Road'.", "Dominic Vale is reported to be in talks to star in 'The Salt Road', according to industry sources."), "is reported to");
    assert.equal(hedgeOf("Merrow Council will trial a four-day working week for its office staff.", "Merrow Council's cabinet will vote next month on a proposal to trial a four-day week for office-based staff."), "proposal");
    assert.equal(hedgeOf("The closure of the Glenmere factory will cost 400 jobs.", "Unions say up to 400 jobs could be at risk if the Glenmere plant closes."), "could");
    assert.equal(hedgeOf("The council plans to open a library.", "The council plans to open a library in 2027."), undefined);
    // A claim of a plan is not stated by a plan only reported; a doubt of the claim's own is stated by the same doubt.
    assert.equal(hedgeOf("Orbitek plans to cut jobs.", "Orbitek is reportedly weighing job cuts as it restructures."), "reportedly");
    assert.equal(hedgeOf("Orbitek may cut jobs.", "Orbitek may cut jobs this year."), undefined);
    assert.equal(hedgeOf("Castlebury will introduce a congestion charge on its inner ring road.", "Castlebury City Council is consulting residents on a possible congestion charge for the inner ring road."), "is consulting");
    assert.equal(hedgeOf("Castlebury will introduce a congestion charge on its inner ring road.", "Castlebury has published a possible congestion charge for the inner ring road."), "possible");
    assert.equal(hedgeOf("Castlebury offers the best service in the region.", "Castlebury offers the best possible service in the region."), undefined);
    // A thing's purpose is no plan of the claim's: "a bill that aims to ban sales".
    assert.equal(hedgeOf("Upton supported a bill banning sales between private individuals.", "Upton co-sponsored a bill that aims to ban sales between private individuals."), undefined);
    // An attempt is not the deed.
    assert.equal(hedgeOf("Spencer Silver created a very strong adhesive in 1968.", "In 1968, Spencer Silver was trying to develop a strong adhesive for use in aircraft."), "trying to");
    // Being seen somewhere is no doubt: "appears on", against "appears to".
    assert.equal(hedgeOf("The mascot regularly appeared on the band's album covers.", "The mascot appears on several of the band's album covers."), undefined);
    assert.equal(hedgeOf("The mascot regularly appeared on the band's album covers.", "The mascot appears to be on several of the band's album covers."), "appears");
  });
  it("names none after the claim's words, in a conceded clause, for a claim of leave given, or in the month \"May\"", () => {
    assert.equal(hedgeOf("Some surfboards have foam decks.", "The foam decks of these surfboards make you prone to rash, so you might want to wear a rash guard."), undefined);
    assert.equal(hedgeOf("Lecque decided to commute to Scanlan.", "Although Lecque could have chosen to attend there, he decided to make the commute to Scanlan every day."), undefined);
    assert.equal(hedgeOf("Books can be borrowed by adult members.", "Adult members may borrow up to 12 items at a time."), undefined);
    assert.equal(hedgeOf("The final was held at Wembley.", "The final was held on 15 May at Wembley Stadium."), undefined);
  });
  it("names a negation of the claim's words that negates no word of the claim as such", () => {
    assert.equal(denialOf("Sorrel's offline mode is included in the free plan.", "Offline mode is a Sorrel Plus feature and is not part of the free plan."), "not");
    // A negated claim word is a substitution, not this.
    assert.deepEqual(swapsOf("Offline mode is included in the free plan.", "Offline mode is not included in the free plan."), [["negation", "", "not"]]);
    assert.equal(denialOf("Offline mode is included in the free plan.", "Offline mode is not included in the free plan."), undefined);
    // Nor the "no" of a figure, a title, or a claim that denies too.
    assert.equal(denialOf("Delivery is free.", "Delivery is at no extra charge."), undefined);
    assert.equal(denialOf("Never Let Me Down Again is a song by Depeche Mode.", "Never Let Me Down Again is a song by English electronic music band Depeche Mode."), undefined);
    assert.equal(denialOf("Offline mode is not in the free plan.", "Offline mode is not part of the free plan."), undefined);
  });
});

describe("alignment: the noun an ordinal ranks", () => {
  it("is the head of its noun compound (\"debut studio album\" ranks albums)", () => {
    assert.deepEqual(swapsOf("21 was Adele's debut studio album.", "Her second album, 21, followed in January 2011."), [["ordinal", "debut", "second"]]);
    assert.deepEqual(swapsOf("21 was Adele's second studio album.", "Her second album, 21, followed in January 2011."), []);
  });
});

describe("alignment: a name spelled with a consonant doubled or single", () => {
  it("is the same name (\"Paterson\" / \"Patterson\"), a short one only as written", () => {
    const a = alignText("Paterson died on November 10, 2018.", "Liz Patterson died on November 10, 2018.");
    assert.deepEqual(a.substitutions, []);
    assert.ok(a.covered.includes("Paterson"), JSON.stringify(a));
    assert.deepEqual(swapsOf("Bell died in 1922.", "Bel died in 1922."), [["entity", "Bell", "Bel"]]);
  });
});

describe("alignment: a list of prices", () => {
  it("reads nothing against the claim's price given to the claim's own entry", () => {
    assert.deepEqual(swapsOf("The Pro plan costs $20 a month.", "Plans: Basic $10 a month, Pro $20 a month."), []);
    assert.deepEqual(swapsOf("A half-day adult lift pass costs €48.", "Lift passes: adult half-day €48, adult full day €62, child full day €41."), []);
  });
});

describe("alignment: the sides of a one-way act", () => {
  it("reads a win over the claim's winner as the sides traded, and the same sides as no swap", () => {
    const final = "Eastfield Athletic lifted the Marland County Cup on Saturday after a 2-1 win over Harlow Rovers at Brookside Park.";
    assert.deepEqual(swapsOf("Harlow Rovers beat Eastfield Athletic 2-1 in the Marland County Cup final.", final), [["entity", "Harlow Rovers", "Eastfield Athletic"]]);
    assert.deepEqual(swapsOf("Eastfield Athletic beat Harlow Rovers 2-1 in the Marland County Cup final.", final), []);
    assert.deepEqual(swapsOf("Facebook bought Instagram in 2012.", "In April 2012, Facebook agreed to acquire Instagram."), []);
  });
});

describe("alignment: a model and its variant", () => {
  it("reads no swap where the claim names the variant too, or the sentence names both models or the variant apart", () => {
    assert.deepEqual(swapsOf("The iPhone 15 Pro has a titanium frame.", "The iPhone 15 Pro has a titanium frame."), []);
    assert.deepEqual(swapsOf("The Galaxy S24 has 8 GB of RAM.", "The Galaxy S24 has 8 GB of RAM, the Galaxy S24 Ultra 12 GB."), []);
    assert.deepEqual(swapsOf("The iPhone 15 Pro has a titanium frame.", "The iPhone 15 has an aluminium frame, while the Pro models use titanium."), []);
    assert.deepEqual(swapsOf("Windows 11 Pro includes BitLocker.", "BitLocker is included in Windows 11 Pro."), []);
  });
});

describe("alignment: a move from one place to another", () => {
  it("undoes no claim of the past, and states where it goes", () => {
    const moving = "The Aurelia Jazz Festival returns this July, moving from its longtime home in Port Casey to the riverside in Dunmarsh.";
    assert.deepEqual(swapsOf("The 2019 Aurelia Jazz Festival was held in Port Casey.", moving), []);
    assert.deepEqual(swapsOf("The Aurelia Jazz Festival will be held in Dunmarsh.", moving), []);
  });
});

describe("alignment: a role held now", () => {
  it("is not ended by a span open at its present end", () => {
    assert.deepEqual(swapsOf("Harriet Oyelaran is the current director of the museum.", "Harriet Oyelaran has been director of the museum since 2019."), []);
    assert.deepEqual(swapsOf("Harriet Oyelaran is the current director of the museum.", "Harriet Oyelaran has been director of the museum from 2019 to date."), []);
    assert.deepEqual(swapsOf("Harriet Oyelaran was the director of the museum.", "Harriet Oyelaran served as director of the museum from 2009 to 2019."), []);
  });
});

describe("alignment: the weekend and a span of days", () => {
  it("reads nothing against the weekend in a span of days round the week", () => {
    assert.deepEqual(swapsOf("The pool is open at weekends.", "The pool is open Friday to Monday."), []);
    assert.deepEqual(swapsOf("The pool is open at weekends.", "The pool is open Monday to Friday and on Saturday mornings."), []);
  });
});

describe("alignment: a predicate narrowed to someone or some time", () => {
  const narrowedOf = (claim: string, sentence: string) => alignText(claim, sentence).narrowed;
  it("names \"free for members\" or \"free for the first 30 days\" against a plain \"free\"", () => {
    assert.equal(narrowedOf("Entry to the garden is free.", "Entry to the garden is free for members and for children under 12."), "free for members and for children under 12");
    assert.equal(narrowedOf("The Lumo app is free.", "The Lumo app is free for the first 30 days."), "free for the first 30 days");
  });
  it("names nothing when the claim narrows it too, or the sentence says it for everyone or of what is done", () => {
    assert.equal(narrowedOf("Entry to the garden is free for members.", "Entry to the garden is free for members."), undefined);
    assert.equal(narrowedOf("The garden is open.", "The garden is open to the public."), undefined);
    assert.equal(narrowedOf("The Lumo app is free.", "The Lumo app is free to download."), undefined);
    assert.equal(narrowedOf("Entry to the garden is free.", "Entry to the garden is free for everyone."), undefined);
  });
});

describe("alignment: an infobox line's value", () => {
  it("is read past a date beside it (\"Born: 4 May 1931, Szeged, Hungary\")", () => {
    assert.deepEqual(swapsOf("Ida Varga was born in Budapest.", "Born: 4 May 1931, Szeged, Hungary"), [["entity", "Budapest", "Szeged Hungary"]]);
    assert.deepEqual(swapsOf("Ida Varga was born in Szeged.", "Born: 4 May 1931, Szeged, Hungary"), []);
  });
});

describe("alignment: dates and roles of other names", () => {
  it("reads a date on another name's verb as no date of the claim's event", () => {
    const a = alignText("The Humber Bridge opened in 1981.", "It was the longest suspension bridge in the world until the Akashi Kaikyō Bridge in Japan opened in 1998.");
    assert.deepEqual(a.substitutions.map((x) => [x.kind, x.claim, x.sentence, x.sameVerb]), [["date", "1981", "1998", false]]);
  });
  it("pairs no bare name with one placed by a preposition", () => {
    assert.deepEqual(swapsOf("Edmund Carroway designed the rebuilt bell tower of St. Aldric's Church.", "The bell tower of St. Aldric's Church in Wenham Cross was rebuilt in 1863."), []);
  });
});

describe("alignment: the whole of every day against hours of it", () => {
  const quantifiersOf = (claim: string, sentence: string) => alignText(claim, sentence).substitutions.filter((x) => x.kind === "quantifier").map((x) => [x.claim, x.sentence]);
  it("reads an end hour or a span of hours against \"all day\" and \"around the clock\"", () => {
    assert.deepEqual(quantifiersOf("The Harbour Café serves breakfast all day.", "Breakfast is served until 11:30 am."), [["all day", "until 11:30 am"]]);
    assert.deepEqual(quantifiersOf("The Marlow Road branch is open around the clock.", "The Marlow Road branch opens from 7 a.m. to 9 p.m."), [["around the clock", "from 7 a.m."]]);
    assert.deepEqual(quantifiersOf("The pharmacy is open 24/7.", "The pharmacy is open between 8 am and 10 pm."), [["24/7", "between 8 am"]]);
    assert.deepEqual(quantifiersOf("Visitors can park for free all day at the Greenhill centre.", "Parking at the Greenhill centre is free for the first two hours."), [["all day", "first two hours"]]);
  });
  it("reads no such thing where the sentence says the whole day too, or gives an hour of no span", () => {
    assert.deepEqual(quantifiersOf("The Marlow Road branch is open around the clock.", "The Marlow Road branch is open 24 hours a day."), []);
    assert.deepEqual(quantifiersOf("The pharmacy is open 24/7.", "The pharmacy is open round the clock; deliveries arrive at 6 am."), []);
    assert.deepEqual(quantifiersOf("The Harbour Café serves breakfast all day.", "Breakfast is served all day, and the kitchen opens at 7 am."), []);
  });
});

describe("alignment: a price of nothing against a share off", () => {
  it("reads \"a 30% discount\" or \"20% off\" against \"for free\", not where the sentence says free too", () => {
    assert.deepEqual(swapsOf("Metro Card holders ride the tram for free.", "The Metro Card gives a 30% discount on all tram fares."), [["amount", "free", "30% discount"]]);
    assert.deepEqual(swapsOf("Coffee is free for members.", "Members get 20% off all coffee."), [["amount", "free", "20% off"]]);
    assert.deepEqual(swapsOf("Metro Card holders ride the tram for free.", "Metro Card holders ride the tram free of charge; others get a 30% discount."), []);
  });
});

describe("alignment: figures that only look alike", () => {
  const coveredBy = (claim: string, sentence: string) => alignText(claim, sentence).covered;
  it("reads no count of a few things from a figure with a fraction (\"five devices\" / \"Bluetooth 5.1\")", () => {
    assert.ok(!coveredBy("The keyboard can pair with up to five Bluetooth devices.", "It supports Bluetooth 5.1.").includes("five"));
    assert.ok(coveredBy("The keyboard can pair with up to five Bluetooth devices.", "It pairs with five Bluetooth devices.").includes("five"));
    assert.ok(coveredBy("The city has about 1.5 million inhabitants.", "The city has 1,512,000 inhabitants.").includes("1.5 million"));
  });
  it("reads no figure inside a claim's bound that counts another thing (\"at least 16 GB\" / \"64-bit\")", () => {
    assert.deepEqual(swapsOf("The game requires at least 16 GB of RAM.", "Minimum requirements: Windows 10 64-bit, 8 GB RAM."), [["number", "16", "8"]]);
    assert.deepEqual(swapsOf("The game requires at least 16 GB of RAM.", "Requirements: 32 GB of RAM."), []);
  });
  it("reads a currency named after its country as money (\"twelve US dollars\" is $12, beside \"$120 per year\")", () => {
    assert.deepEqual(swapsOf("The Developer plan costs $12 per month.", "Developer plan: twelve US dollars billed monthly, or $120 per year."), []);
    assert.deepEqual(swapsOf("The Developer plan costs $12 per month.", "Developer plan: 12 USD billed monthly, or $120 per year."), []);
    assert.deepEqual(swapsOf("The Developer plan costs $12 per month.", "Developer plan: fifteen US dollars billed monthly."), [["amount", "$12", "fifteen US dollars"]]);
  });
});

describe("alignment: a weekday of the month and a cap by another word", () => {
  it("reads another weekday of the month, by rank or by day, as a swapped date", () => {
    assert.deepEqual(swapsOf("The museum offers free admission on the first Sunday of every month.", "Admission is free on the last Thursday of each month."), [["date", "first Sunday", "last Thursday"]]);
    assert.deepEqual(swapsOf("The museum offers free admission on the first Sunday of every month.", "Admission is free on the second Sunday of each month."), [["ordinal", "first", "second"]]);
    assert.deepEqual(swapsOf("The museum offers free admission on the first Sunday of every month.", "Admission is free on the first Sunday of each month."), []);
  });
  it("reads \"limited to\" and \"capped at\" as an upper bound, which holds no higher one", () => {
    assert.ok(!alignText("The API allows up to 600 requests per minute.", "Free keys are limited to 60 requests per minute.").covered.includes("600"));
    assert.ok(!alignText("The API allows up to 600 requests per minute.", "Free keys are capped at 60 requests per minute.").covered.includes("600"));
    assert.ok(alignText("The API allows up to 600 requests per minute.", "The API is limited to 600 requests per minute.").covered.includes("600"));
  });
});

describe("alignment: a negation in the claim's concession", () => {
  it("asserts nothing the sentence's negation could agree with", () => {
    const a = alignText("Lindell Home will refund personalised cushions, even if nothing is wrong with them.", "Lindell Home does not refund personalised cushions.");
    assert.deepEqual(a.substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["negation", "", "not"]]);
  });
});

describe("alignment: a name that only describes the doer, a subject denied by \"no\", a place by its people's word", () => {
  it("reads the doer past a name that describes their kind (\"by the Dutch Golden Age painter Johannes Vermeer\")", () => {
    assert.deepEqual(swapsOf("Girl with a Pearl Earring was painted by Johannes Vermeer.", "Girl with a Pearl Earring was painted by the Dutch Golden Age painter Johannes Vermeer."), []);
    assert.deepEqual(swapsOf("The Walkman was designed by Akio Morita.", "The Walkman was designed by Sony engineer Nobutoshi Kihara."), [["entity", "Akio Morita", "Nobutoshi Kihara"]]);
  });
  it("reads a \"no\" opening the subject that holds the claim's thing as denying what the clause says (\"No penguin species can fly\")", () => {
    assert.deepEqual(swapsOf("Penguins can fly.", "No penguin species can fly."), [["negation", "", "No"]]);
    // "no" before another thing still denies only that thing.
    assert.deepEqual(swapsOf("Penguins can swim.", "Penguins have no teeth and can swim."), []);
  });
  it("reads a continent's or a country's adjective as naming it (\"the European headquarters\" names Europe)", () => {
    const a = alignText("Brussels hosts the headquarters of the European Union and is a capital in Europe.", "Brussels is a European capital and hosts the headquarters of the European Union.");
    assert.ok(a.covered.includes("Europe"), JSON.stringify(a));
    assert.deepEqual(swapsOf("Perth is the capital of Western Australia.", "Perth is the Australian state capital of Western Australia."), []);
  });
});

describe("alignment: counts of other things past a name, age limits, any against one of its kind", () => {
  it("reads no rival in a count of other things past a name (\"12 NHL seasons\" / \"four NHL titles\")", () => {
    assert.deepEqual(swapsOf("Wayne Gretzky won four NHL titles with the Edmonton Oilers.", "Wayne Gretzky played nine of his 20 NHL seasons with the Edmonton Oilers."), []);
    assert.deepEqual(swapsOf("Wayne Gretzky won four NHL titles with the Edmonton Oilers.", "Wayne Gretzky won five NHL titles with the Edmonton Oilers."), [["number", "four", "five"]]);
  });
  it("states an age limit only by that limit, not by an age inside it (\"aged 15–17\" / \"aged 12 and over\")", () => {
    const covered = (claim: string, sentence: string) => alignText(claim, sentence).covered;
    assert.ok(!covered("The climbing wall admits children aged 12 and over.", "Climbers aged 15–17 need a signed consent form.").includes("12"));
    assert.ok(!covered("The climbing wall admits children aged 12 and over.", "All climbers must be 15 years of age or older.").includes("12"));
    assert.ok(covered("The climbing wall admits children aged 12 and over.", "Children aged 12 and older are welcome on the wall.").includes("12"));
    // A bound written before a figure still holds the figures inside it.
    assert.ok(covered("More than 1,000 runners took part.", "In all, 1,517 runners took part.").includes("1,000"));
  });
  it("reads the claim's \"any\" thing against one picked out of its kind (\"any branch\" / \"the original branch\")", () => {
    assert.deepEqual(swapsOf("Gift cards can be redeemed at any branch.", "Gift cards must be redeemed at the original branch of purchase."), [["quantifier", "any branch", "the original branch"]]);
    assert.deepEqual(swapsOf("Gift cards can be redeemed at any branch.", "Gift cards can be redeemed at every branch."), []);
  });
});

describe("alignment: the date of one occurrence the claim singles out", () => {
  it("reads the date of another occurrence as no same-event rival (\"last flooded in 2014\" / \"the flood of 1953\")", () => {
    const [other] = alignText("The Thames Barrier site last flooded in 2014.", "The site is best remembered for the flood of 1953, which killed 307 people.").substitutions;
    assert.equal(other?.sameVerb, false, JSON.stringify(other));
    const [same] = alignText("Python was first released in 1995.", "Python was first released in 1991.").substitutions;
    assert.deepEqual([same?.kind, same?.claim, same?.sentence, same?.sameVerb], ["date", "1995", "1991", true]);
  });
});

describe("alignment: the claim's noun of another thing", () => {
  it("reads another noun after the same head and preposition as a swap (\"the boiling point of water\" / \"of ethanol\")", () => {
    assert.deepEqual(swapsOf("The boiling point of water is 78 °C.", "78 °C is the boiling point of ethanol at sea level."), [["entity", "water", "ethanol"]]);
    assert.deepEqual(swapsOf("The boiling point of water is 100 °C.", "Water has a boiling point of 100 °C at sea level."), []);
    // Not past "the", which may stand for the claim's thing.
    assert.deepEqual(swapsOf("The warranty for the blender lasts two years.", "The warranty for the appliance lasts two years."), []);
  });
});

describe("alignment: a count of a whole by its share, unlimited numbers, rough durations, opposites, \"unlike\"", () => {
  it("reads a count of a whole by its share when the sentence gives the whole (\"16 of the hotel's 20 rooms\" is most)", () => {
    assert.deepEqual(swapsOf("Most of the hotel's rooms have a balcony.", "Sixteen of the hotel's 20 rooms have a balcony."), []);
    assert.deepEqual(swapsOf("Most of the hotel's rooms have a balcony.", "Six of the hotel's 20 rooms have a balcony.").map(([kind]) => kind), ["quantifier"]);
  });
  it("reads \"an unlimited number of\" things against a limit of those things", () => {
    assert.deepEqual(swapsOf("The Team plan allows an unlimited number of projects.", "Team plan: up to 10 projects"), [["number", "unlimited", "10"]]);
  });
  it("lets a rough duration round (\"about 25 hours\" / \"24.6 hours\"), not an exact one", () => {
    assert.deepEqual(swapsOf("A day on Mars lasts about 25 hours.", "A day on Mars lasts 24.6 hours."), []);
    assert.deepEqual(swapsOf("A day on Mars lasts 25 hours.", "A day on Mars lasts 24.6 hours.").map(([kind]) => kind), ["number"]);
  });
  it("reads an opposite when the claim says its word more often than the sentence (\"rises as … rise\" / \"falls with rising\")", () => {
    assert.deepEqual(swapsOf("Demand rises as prices rise.", "Demand falls with rising prices."), [["antonym", "rises", "falls"]]);
    assert.deepEqual(swapsOf("Demand falls as prices rise.", "Demand falls with rising prices."), []);
  });
  it("reads \"Unlike <what the claim says the subject is>\" as a denial of it", () => {
    assert.deepEqual(swapsOf("Bats are birds.", "Unlike birds, bats have fur and give birth to live young."), [["negation", "", "Unlike birds"]]);
    assert.deepEqual(swapsOf("Bats are mammals.", "Unlike birds, bats have fur and give birth to live young."), []);
  });
});

describe("alignment: places and their locators, ranks of the whole world", () => {
  it("takes the place that locates a swapped one with it (\"Vienna, Austria\" / \"Ulm\")", () => {
    const a = alignText("Sigmund Freud was born in Prague, Bohemia.", "Sigmund Freud was born in Příbor, in the Austrian Empire, on 6 May 1856.");
    assert.deepEqual(a.substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["entity", "Prague", "Příbor"]]);
    assert.equal(a.restCoverage, 1);
  });
  it("pairs places after the same verb and \"in\", past words that place them within (\"located in central Madrid\")", () => {
    assert.deepEqual(swapsOf("The Uffizi Gallery is located in Milan.", "The Uffizi is a prominent art museum located in central Florence."), [["entity", "Milan", "Florence"]]);
    // Not places after "on", of other kinds: a town lies on a road and on a plateau.
    assert.deepEqual(swapsOf("Gweru is located on the A5 highway.", "Gweru lies on the central plateau of Zimbabwe."), []);
  });
  it("reads \"lies in\" as \"is located in\"", () => {
    assert.ok(alignText("Tasmania lies in the Southern Ocean.", "Tasmania is located in the Southern Ocean.").covered.includes("lies"));
  });
  it("holds a rank given with no scope, or another word for the world, to the claim's \"in the world\"", () => {
    const a = alignText("Lake Superior is the largest lake in the world.", "Lake Superior is the second-largest lake by area.");
    assert.deepEqual(a.substitutions.map((x) => x.kind), ["ordinal"]);
    assert.ok(!a.missing.includes("world"), JSON.stringify(a.missing));
    // Not the thing ranked: "planet" of "the second largest planet" is no scope, and stays missing.
    assert.ok(alignText("Saturn is the largest planet in the Solar System.", "Saturn is the second largest in the Solar System.").missing.includes("planet"));
  });
  it("holds no rank of another kind of thing as a rival (\"Saturn's largest moon\" / \"the second largest planet\")", () => {
    assert.deepEqual(swapsOf("Saturn is the second largest planet in the Solar System.", "Saturn's largest moon, Titan, is the only moon in the Solar System known to have a thick atmosphere."), []);
    assert.deepEqual(swapsOf("Saturn is the largest planet in the Solar System.", "Saturn is the second largest planet in the Solar System, after Jupiter."), [["ordinal", "largest", "second largest"]]);
  });
});

describe("alignment: claims of none above as superlatives, a top holder outdone, roles of a part of a place", () => {
  it("restates \"No <kind> <verb> <comparative> than <name>\" as the superlative the evidence writes", () => {
    assert.equal(claimFrame("No land animal can run faster than the cheetah.").text, "The cheetah is the fastest land animal.");
    assert.equal(claimFrame("For thousands of years, no human-made structure was taller than the Great Pyramid of Giza.").text, "For thousands of years, the Great Pyramid of Giza was the tallest human-made structure.");
    assert.equal(claimFrame("There is no mountain higher than Everest.").text, "Everest is the highest mountain.");
    // Other shapes are left as written: a count compared, a clause after the name, no kind.
    for (const claim of ["No art museum gets more visitors than the Louvre.", "No river is longer than the Nile, which flows through Egypt.", "No one is taller than Sultan Kösen.", "No dogs are allowed."]) {
      assert.equal(claimFrame(claim).text, claim);
    }
    assert.deepEqual(alignText("No planet in the Solar System is bigger than Jupiter.", "It is the largest planet in the Solar System.").missing, ["Jupiter"]);
  });
  it("holds a top holder outdone by a comparison against the superlative (\"hotter than Mercury\" / \"the hottest planet\")", () => {
    assert.deepEqual(swapsOf("Mercury is the hottest planet in the Solar System.", "Although Venus is farther from the Sun, it is hotter than Mercury because of its thick atmosphere."), [["ordinal", "hottest", "hotter than Mercury"]]);
    assert.deepEqual(swapsOf("Mercury is the hottest planet.", "Mercury is hotter than Venus."), []);
  });
  it("holds no rank below the top \"after\" the claim's holder against it (\"second-largest …, after Jupiter\")", () => {
    assert.deepEqual(swapsOf("Jupiter is the largest planet in the Solar System.", "Saturn is the sixth planet from the Sun and the second-largest in the Solar System, after Jupiter."), []);
  });
  it("reads a role of a part of a place as no role of the whole (\"capital of the state of New South Wales\")", () => {
    const a = alignText("Sydney is the capital of Australia.", "Sydney is the most populous city in Australia and the capital of the state of New South Wales.");
    assert.ok(a.missing.includes("capital"));
    assert.equal(a.narrowed, "capital of the state");
    assert.equal(alignText("Sydney is the capital of New South Wales.", "Sydney is the capital of the state of New South Wales.").coverage, 1);
  });
  it("reads a word ending the sentence after \"than\" as the compared side (\"faster than light.\")", () => {
    assert.equal(alignText("Sound travels faster than light.", "In dry air, sound travels at about 343 metres per second.").unstatedComparison, "faster than");
  });
  it("counts named kinds of things compared (\"more World Cup titles than\")", () => {
    assert.equal(alignText("Germany has won more World Cup titles than Brazil.", "Germany has won the FIFA World Cup four times.").unstatedComparison, "more titles than");
  });
  it("reads a move of the thing right before its verb, to a place past an article (\"the fair moves this year to\")", () => {
    const a = alignText("The Brightwater Book Fair will be held at the Civic Center this year.", "After a decade at the Civic Center, the fair moves this year to the Old Mill Exhibition Hall.");
    assert.deepEqual(a.substitutions.map((x) => [x.kind, x.claim, x.sentence]), [["entity", "Civic Center", "Old Mill Exhibition Hall"]]);
  });
  it("reads where a river ends by the \"-ing\" form of its verb (\"before emptying into the Atlantic Ocean\")", () => {
    const a = alignText("The Amazon River flows into the Pacific Ocean.", "It rises in the Andes of Peru and crosses Brazil before emptying into the Atlantic Ocean.");
    assert.ok(a.covered.includes("flows"), JSON.stringify(a.missing));
  });
  it("holds a year inside an event's name no rival of the date the claim gives (\"the Baku 2015 European Games\")", () => {
    assert.deepEqual(swapsOf("Mark England was appointed Chef de Mission in 2014.", "Mark England was appointed Chef de Mission for the Baku 2015 European Games."), []);
    assert.deepEqual(swapsOf("Mark England was appointed Chef de Mission in 2014.", "Mark England was appointed Chef de Mission in 2015."), [["date", "2014", "2015"]]);
  });
  it("reads a time under a second verb the tagger took for a noun (\"and lands/NOUN in Toronto at 2:15 p.m.\")", () => {
    assert.deepEqual(swapsOf("Flight SM204 departs Lisbon at 2:15 p.m.", "It departs Lisbon at 11:40 a.m. and lands in Toronto at 2:15 p.m. local time."), [["number", "2:15 p.m.", "11:40 a.m."]]);
    assert.deepEqual(alignText("Flight SM204 lands in Toronto at 2:15 p.m.", "It departs Lisbon at 11:40 a.m. and lands in Toronto at 2:15 p.m. local time.").substitutions, []);
  });
  it("reads \"not by\" the claim's doer beside another doer as the one swap (\"designed by Charles Babbage …, not by Lovelace\")", () => {
    assert.deepEqual(swapsOf("Ada Lovelace designed the Analytical Engine.", "The Analytical Engine was designed by Charles Babbage in the 1830s, not by Lovelace."), [["entity", "Ada Lovelace", "Charles Babbage"]]);
  });
  it("reads \"A is larger than B\" against A ranked second \"after B\" as the comparison the other way", () => {
    assert.deepEqual(swapsOf("Saturn is larger than Jupiter.", "Saturn is the second-largest planet in the Solar System, after Jupiter."), [["antonym", "larger than Jupiter", "second-largest, after Jupiter"]]);
    assert.deepEqual(swapsOf("Saturn is larger than Neptune.", "Saturn is the second-largest planet in the Solar System, after Jupiter."), []);
  });
  it("reads a claim noun joined to \"free\" as its denial (\"pet-free\" for \"Pets are allowed\")", () => {
    assert.deepEqual(swapsOf("Pets are allowed in every room.", "All rooms are pet-free."), [["negation", "", "pet-free"]]);
    assert.deepEqual(swapsOf("The hotel has pet-free rooms.", "All rooms are pet-free."), []);
  });
  it("reads a short capitalised word ending the claim after \"is\" as a symbol, not a stop word (\"is So.\")", () => {
    assert.ok(alignText("The chemical symbol for sodium is So.", "Its chemical symbol is Na, from the Latin word natrium.").missing.includes("So"));
  });
  it("reads the first day of a span of days as a day (\"from 14 to 16 June\")", () => {
    assert.deepEqual(swapsOf("Entry to the Greenfield Arts Festival is free.", "The Greenfield Arts Festival returns to Riverside Park from 14 to 16 June."), []);
  });
  it("pairs the claim's subject with a role's holder named after \"was\", past a description and the role's own verb", () => {
    assert.deepEqual(swapsOf("Yuri Gagarin was the first person to walk on the Moon.", "The first person to walk on the Moon was the American astronaut Neil Armstrong, in 1969."), [["entity", "Yuri Gagarin", "Neil Armstrong"]]);
    assert.deepEqual(swapsOf("Neil Armstrong was the first person to walk on the Moon.", "The first person to walk on the Moon was the American astronaut Neil Armstrong, in 1969."), []);
  });
  it("dates every clause after an opening date, and a founding by another word of founding", () => {
    assert.deepEqual(alignText("The Berlin Wall fell in 1991.", "On 9 November 1989, East German authorities opened the border crossings and the wall fell.").substitutions, [{ kind: "date", claim: "1991", sentence: "1989", sameVerb: true }]);
    assert.deepEqual(alignText("Novatek Systems was founded in 2008.", "Novatek Systems was established in 2011 by two former university roommates.").substitutions, [{ kind: "date", claim: "2008", sentence: "2011", sameVerb: true }]);
  });
  it("reads a word the claim says is lost as its opposite's (\"losing his hearing\" / \"deaf\")", () => {
    assert.deepEqual(swapsOf("Beethoven continued composing after losing his hearing.", "By his late forties, Beethoven had become almost totally deaf."), []);
    assert.deepEqual(swapsOf("Beethoven kept his hearing all his life.", "By his late forties, Beethoven had become almost totally deaf."), [["antonym", "hearing", "deaf"]]);
  });
  it("pairs a weekday an event is held on with the one it recurs on in another verb (\"every Thursday\")", () => {
    assert.deepEqual(swapsOf("The Eastgate Night Market is held on Fridays.", "The Eastgate Night Market takes over Harbor Lane every Thursday evening."), [["date", "Fridays", "Thursday"]]);
  });
});
