/**
 * Units of measurement, one table for the judge's figures (numbers.ts) and the contradiction finder's values
 * (src/trial/consistency/values.ts): a unit word, what it measures, and its factor to the base unit (metre,
 * kilogram, litre, square metre, second, metre per second), so "75 cm" and "0.75 m" are one value wherever they are
 * compared.
 * "in" is listed as inches; each reader decides where it is one (it is far more often the preposition).
 */
export type UnitDimension = "length" | "mass" | "volume" | "area" | "duration" | "speed";

export interface Unit {
  readonly dimension: UnitDimension;
  /** Multiply by this to get the base unit. */
  readonly factor: number;
  /**
   * How far the factor may be off, relative, when the word does not say which unit it is: a plain "ton" is a short
   * (907 kg), metric (1,000 kg) or long ton (1,016 kg). 0 for a unit that says exactly what it is.
   */
  readonly spread: number;
}

const TABLE: readonly (readonly [UnitDimension, number, string])[] = [
  ["length", 0.001, "mm millimetre millimetres millimeter millimeters"],
  ["length", 0.01, "cm centimetre centimetres centimeter centimeters"],
  ["length", 1, "m metre metres meter meters"],
  ["length", 1000, "km kilometre kilometres kilometer kilometers"],
  ["length", 0.0254, "in inch inches"],
  ["length", 0.3048, "ft foot feet"],
  ["length", 0.9144, "yd yard yards"],
  ["length", 1609.344, "mi mile miles"],
  ["mass", 1e-9, "mcg \u00b5g microgram micrograms"],
  ["mass", 1e-6, "mg milligram milligrams"],
  ["mass", 0.001, "g gram grams"],
  ["mass", 1, "kg kgs kilo kilos kilogram kilograms"],
  ["mass", 1000, "t tonne tonnes"],
  ["mass", 961.6, "ton tons"],
  ["mass", 0.45359237, "lb lbs pound pounds"],
  ["mass", 0.028349523, "oz ounce ounces"],
  ["volume", 0.001, "ml millilitre millilitres milliliter milliliters"],
  ["volume", 1, "l litre litres liter liters"],
  ["volume", 3.785411784, "gal gallon gallons"],
  ["area", 10_000, "ha hectare hectares"],
  ["area", 4046.8564224, "acre acres"],
  ["duration", 1, "sec secs second seconds"],
  ["duration", 60, "min mins minute minutes"],
  ["duration", 3600, "h hr hrs hour hours"],
  ["duration", 86_400, "day days"],
  ["duration", 604_800, "week weeks"],
  ["duration", 2_629_800, "month months"],
  ["duration", 31_557_600, "yr yrs year years"],
  ["speed", 0.44704, "mph"],
  ["speed", 1 / 3.6, "kph kmh"],
];

/** Spread of the units whose word leaves open which one is meant (see Unit.spread). */
const SPREAD = new Map([["ton", 0.06], ["tons", 0.06]]);

/** Two-word units: a qualifier that says which ton ("261 long tons", "265 metric tons"), and astronomy's distances. */
const QUALIFIED = new Map<string, Unit>();
for (const [factor, words] of [[1000, "metric ton|metric tons|metric tonne|metric tonnes"], [1016.0469, "long ton|long tons"], [907.18474, "short ton|short tons"]] as const) {
  for (const w of words.split("|")) QUALIFIED.set(w, { dimension: "mass", factor, spread: 0 });
}
// The distances of astronomy, in two words ("19.2 astronomical units", "4.2 light years").
for (const [factor, words] of [[149_597_870_700, "astronomical unit|astronomical units"], [9_460_730_472_580_800, "light year|light years"]] as const) {
  for (const w of words.split("|")) QUALIFIED.set(w, { dimension: "length", factor, spread: 0 });
}

/** How many words a unit conversion in parentheses takes at most ("(186 miles)", "(about 186 mi)"). */
const CONVERSION_MAX_WORDS = 4;

/** Words after a length that make it a speed: "km per hour", "miles an hour", "km/h". */
const PER_HOUR = new Set(["per hour", "an hour", "/ h", "/ hr", "per hr"]);
/** And per second: "300,000 kilometres per second", "340 m/s". */
const PER_SECOND = new Set(["per second", "a second", "/ s", "per sec"]);

const UNITS = new Map<string, Unit>();
for (const [dimension, factor, words] of TABLE) for (const w of words.split(" ")) UNITS.set(w, { dimension, factor, spread: SPREAD.get(w) ?? 0 });

/** The unit a lower-case word names, if any. */
export function unitOf(word: string): Unit | undefined {
  return UNITS.get(word);
}

/**
 * The unit written from word `at` on, with how many words it takes: one word ("kg"), a qualified ton ("long tons"),
 * or a length per hour ("km per hour", "miles an hour", "km/h", also with a conversion in parentheses before "per
 * hour") or per second ("km per second"), read as a speed. `word(i)` gives the lower-case
 * word at i (undefined past the end); callers decide beforehand whether a word like "in" is a unit where it stands.
 */
export function unitAt(word: (i: number) => string | undefined, at: number): { unit: Unit; width: number } | undefined {
  const first = word(at);
  if (first === undefined) return undefined;
  const qualified = QUALIFIED.get(`${first} ${word(at + 1) ?? ""}`);
  if (qualified) return { unit: qualified, width: 2 };
  const unit = UNITS.get(first);
  if (!unit) return undefined;
  if (unit.dimension !== "length") return { unit, width: 1 };
  const perHourAt = (i: number) => PER_HOUR.has(`${word(i) ?? ""} ${word(i + 1) ?? ""}`);
  const speed: Unit = { dimension: "speed", factor: unit.factor / 3600, spread: 0 };
  if (perHourAt(at + 1)) return { unit: speed, width: 3 };
  if (PER_SECOND.has(`${word(at + 1) ?? ""} ${word(at + 2) ?? ""}`)) return { unit: { dimension: "speed", factor: unit.factor, spread: 0 }, width: 3 };
  // A conversion in parentheses between the length and "per hour": both are speeds, "300 km (186 miles) per hour".
  if (word(at + 1) === ")" && perHourAt(at + 2)) return { unit: speed, width: 1 };
  if (word(at + 1) === "(") {
    for (let k = at + 2; k <= at + 1 + CONVERSION_MAX_WORDS; k++) if (word(k) === ")") return { unit: perHourAt(k + 1) ? speed : unit, width: 1 };
  }
  return { unit, width: 1 };
}
