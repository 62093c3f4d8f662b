/**
 * Units of measurement, one table for the judge's figures (numbers.ts) and the contradiction finder's values
 * (src/trial/consistency/values.ts): a unit word, what it measures, and its factor to the base unit (metre,
 * kilogram, litre, square metre, second), so "75 cm" and "0.75 m" are one value wherever they are compared.
 * "in" is listed as inches; each reader decides where it is one (it is far more often the preposition).
 */
export type UnitDimension = "length" | "mass" | "volume" | "area" | "duration";

export interface Unit {
  readonly dimension: UnitDimension;
  /** Multiply by this to get the base unit. */
  readonly factor: number;
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
  ["mass", 0.001, "g gram grams"],
  ["mass", 1, "kg kgs kilo kilos kilogram kilograms"],
  ["mass", 1000, "t tonne tonnes"],
  ["mass", 0.45359237, "lb lbs pound pounds"],
  ["mass", 0.028349523, "oz ounce ounces"],
  ["volume", 0.001, "ml millilitre millilitres milliliter milliliters"],
  ["volume", 1, "l litre litres liter liters"],
  ["volume", 3.785411784, "gal gallon gallons"],
  ["area", 10_000, "ha hectare hectares"],
  ["area", 4046.8564224, "acre acres"],
  ["duration", 60, "min mins minute minutes"],
  ["duration", 3600, "h hr hrs hour hours"],
  ["duration", 86_400, "day days"],
  ["duration", 604_800, "week weeks"],
  ["duration", 2_629_800, "month months"],
  ["duration", 31_557_600, "yr yrs year years"],
];

const UNITS = new Map<string, Unit>();
for (const [dimension, factor, words] of TABLE) for (const w of words.split(" ")) UNITS.set(w, { dimension, factor });

/** The unit a lower-case word names, if any. */
export function unitOf(word: string): Unit | undefined {
  return UNITS.get(word);
}
