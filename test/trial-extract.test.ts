/** The embedded claim extractor behind /scan, through its library exports. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { extractClaimsSync, selectClaims } from "../src/engine/extract/index.js";
import { findContradictions } from "../src/trial/consistency/contradictions.js";

const claims = (text: string) => extractClaimsSync(text).claims.map((c) => c.claim);
const reasons = (text: string) => extractClaimsSync(text).dropped.map((d) => d.reason);

describe("claim extraction", () => {
  it("splits compound sentences into atomic, self-contained claims", () => {
    assert.deepEqual(claims("Marie Curie was born in Warsaw in 1867, and she died in France in 1934."), [
      "Marie Curie was born in Warsaw in 1867.",
      "Marie Curie died in France in 1934.",
    ]);
    assert.deepEqual(claims("The bridge opened in 1937 and carries six lanes of traffic."), [
      "The bridge opened in 1937.",
      "The bridge carries six lanes of traffic.",
    ]);
    assert.deepEqual(claims("Jupiter is less dense than Saturn; Saturn has a density of 0.69 g/cm3."), [
      "Jupiter is less dense than Saturn.",
      "Saturn has a density of 0.69 g/cm3.",
    ]);
    assert.deepEqual(claims("Doug Sheehan is an American actor who was born on April 27, 1949."), [
      "Doug Sheehan is American.",
      "Doug Sheehan is an actor.",
      "Doug Sheehan was born on April 27, 1949.",
    ]);
  });

  it("keeps noun coordination and ranges whole", () => {
    assert.deepEqual(claims("Barack Obama and Joe Biden served together from 2009 to 2017."), ["Barack Obama and Joe Biden served together from 2009 to 2017."]);
    assert.deepEqual(claims("William O. Douglas served on the Court between 1939 and 1975."), ["William O. Douglas served on the Court between 1939 and 1975."]);
  });

  it("replaces a leading he/she/they with the last named subject", () => {
    assert.deepEqual(claims("Ada Lovelace was born in London. She wrote the first published algorithm."), [
      "Ada Lovelace was born in London.",
      "Ada Lovelace wrote the first published algorithm.",
    ]);
  });

  it("drops questions, instructions, opinions, hedges and the answerer talking about itself", () => {
    assert.deepEqual(reasons("Is Paris the capital of France?"), ["question"]);
    assert.deepEqual(reasons("Make sure to book your tickets early."), ["instruction"]);
    assert.deepEqual(reasons("You should visit the museum on a weekday."), ["instruction"]);
    assert.deepEqual(reasons("I think the Louvre is the best museum."), ["opinion"]);
    assert.deepEqual(reasons("The view from the top is absolutely stunning."), ["opinion"]);
    assert.deepEqual(reasons("The museum might close in 2027."), ["hedge"]);
    assert.deepEqual(reasons("As an AI language model, I cannot browse the internet."), ["meta"]);
    assert.deepEqual(reasons("It is important to note that prices change."), ["meta"]);
    assert.deepEqual(claims("Here are some facts:\n\n- The Louvre opened in 1793.\n- It is in Paris."), ["The Louvre opened in 1793.", "It is in Paris."]);
  });

  it("handles Markdown lists and headings, hostile and empty input", () => {
    assert.deepEqual(claims("# Facts\n\n1. **Mount Everest** is 8,849 metres tall.\n2. It is in the Himalayas."), [
      "Mount Everest is 8,849 metres tall.",
      "It is in the Himalayas.",
    ]);
    assert.deepEqual(claims(""), []);
    assert.deepEqual(claims("\u0000\u0001 <script>alert(1)</script> ???"), []);
    assert.equal(claims("The tower is 300 metres tall. ".repeat(200)).length, 1, "duplicates are checked once");
  });

  it("ranks by specificity and keeps text order among the chosen", () => {
    const extraction = extractClaimsSync(
      "The city has a river. The city was founded in 1241 by Duke Henry. The city has parks. The population was 512,000 in 2020.",
    );
    const chosen = selectClaims(extraction.claims, 2).map((c) => c.claim);
    assert.deepEqual(chosen, ["The city was founded in 1241 by Duke Henry.", "The population was 512,000 in 2020."]);
  });
});

describe("embedded contradiction finder", () => {
  it("does not flag different time points or unrelated sentences", () => {
    const a = ["Revenue was $5 million in 2015.", "The company employs 200 people.", "The office is in Berlin."];
    const b = ["Revenue was $6 million in 2016.", "The weather was sunny on Tuesday.", "The office is in Berlin."];
    assert.deepEqual(findContradictions(a, b).pairs, []);
  });
  it("treats a year and a full date in that year as compatible", () => {
    assert.deepEqual(findContradictions(["The museum opened in 1793."], ["The museum opened on 10 August 1793."]).pairs, []);
  });
  it("flags different amounts, percentages and names about the same subject", () => {
    const found = findContradictions(
      ["A day ticket costs $25.", "The unemployment rate fell to 4.1% in May.", "The museum director is Laurence des Cars."],
      ["A day ticket costs $32.", "The unemployment rate fell to 3.8% in May.", "The museum director is Jean-Luc Martinez."],
    ).pairs.map((p) => p.kind).sort();
    assert.deepEqual(found, ["amount", "name", "percent"]);
  });
});

describe("embedded contradiction finder: a FAQ answer's subject", () => {
  const row = { quote: "Check-up and examination 30 min €55", text: "Check-up and examination, Fee, €55", source: "table" as const, context: "Fees" };
  it("is the question's when the question names what the other side is about (\"How much is a check-up?\")", () => {
    const answer = { quote: "A routine examination with us is €45, including any small X-rays the dentist needs.", context: "How much is a check-up?", source: "faq" as const };
    assert.deepEqual(findContradictions([row], [answer]).pairs.map((p) => [p.kind, p.valueA, p.valueB]), [["amount", "€55", "€45"]]);
  });
  it("is not, when the question asks about something else (\"How much is a check-out?\")", () => {
    const other = { quote: "A late check-out with us is €45.", context: "How much is a late check-out?", source: "faq" as const };
    assert.deepEqual(findContradictions([row], [other]).pairs, []);
  });
});

describe("embedded contradiction finder: options and clauses about nothing", () => {
  it("does not set another option's price (\"or €30 each when you buy a pack of ten\") against the price it follows", () => {
    const row = { quote: "Private lesson 60 minutes €35", text: "Private lesson, Price, €35", source: "table" as const, context: "Courses and prices" };
    const answer = { quote: "Yes, €35 an hour, or €30 each when you buy a pack of ten.", context: "Are private lessons available?", source: "faq" as const };
    assert.deepEqual(findContradictions([row], [answer]).pairs, []);
  });
  it("does not pair a clause that says nothing of what it is about (\"it takes about 30 minutes\") through a shared heading", () => {
    const a = { quote: "In 2019 we moved into a renovated building on Calle Mayor, five minutes from the cathedral.", context: "Courses and prices" };
    const b = { quote: "No – it's on us, and it takes about 30 minutes.", context: "Do I pay for the level test? Prices", source: "faq" as const };
    assert.deepEqual(findContradictions([a], [b]).pairs, []);
  });
});

describe("embedded contradiction finder on hostile pages", () => {
  it("stays bounded on two pages of 3000 sentences sharing the same nouns", () => {
    const a = Array.from({ length: 3000 }, (_, i) => `The report for year ${i} lists ${i} items in the archive.`);
    const b = Array.from({ length: 3000 }, (_, i) => `The report for year ${i} lists ${i + 1} items in the archive.`);
    const result = findContradictions(a, b, { maxResults: 5 });
    assert.ok(result.pairs.length <= 5);
    assert.ok(result.checked > 0);
  });
});

describe("embedded contradiction finder: a founding date in JSON-LD", () => {
  it("is read as the sentence that states it, quoted as the value", async () => {
    const { jsonLdStatements } = await import("../src/trial/consistency/jsonLd.js");
    const [founded] = jsonLdStatements(JSON.stringify({ "@type": "LanguageSchool", name: "Lingua Viva", foundingDate: "2009" }));
    assert.deepEqual(founded, { quote: "2009", text: "Lingua Viva was founded in 2009.", context: "Lingua Viva", rendered: false, source: "json-ld" });
    const prose = { quote: "Lingua Viva was founded in 2011 by two teachers who wanted small classes." };
    assert.deepEqual(findContradictions([founded!], [prose]).pairs.map((p) => [p.kind, p.valueA, p.valueB, p.renderedA]), [["date", "2009", "2011", false]]);
  });
});

describe("embedded contradiction finder: a founding said of the business by a common noun", () => {
  it("meets the founding the site's name is given (\"The practice was founded in 2003\" / \"Lee Quay Dental was founded in 1998\")", () => {
    const found = findContradictions([{ quote: "1998", text: "Lee Quay Dental was founded in 1998.", rendered: false, source: "json-ld" }], ["The practice was founded in 2003, and our team has grown since."], { topics: ["Lee Quay Dental", "FAQ | Lee Quay Dental"] });
    assert.deepEqual(found.pairs.map((p) => [p.kind, p.valueA, p.valueB]), [["date", "1998", "2003"]]);
    // Not a founding of something else the site names ("The café opened in 2015").
    assert.deepEqual(findContradictions(["Lee Quay Dental was founded in 1998."], ["The café next door opened in 2015."]).pairs, []);
  });
});

describe("embedded contradiction finder: the business's founding year, however each page says it", () => {
  const topics: [string, string] = ["Tours | Loop Bikes Bruges", "About us | Loop Bikes Bruges"];
  const years = (a: string, b: string) => findContradictions([a], [b], { topics }).pairs.filter((p) => p.kind === "date").map((p) => [p.valueA, p.valueB]);
  it("reads a founding, a start, an opening of the business or its doors, and a tagline of how long it has worked", () => {
    const founded = "Loop Bikes was founded in 2004.";
    for (const other of [
      "Loop Bikes was started by Pieter Claes in 1998 with six bikes.",
      "Pieter Claes opened the shop in the spring of 1998, in a former bakery.",
      "We opened our doors in 1998 with one workbench.",
      "Founded in 1998 by two local cyclists, Loop Bikes has grown into the city's largest rental.",
      "Renting bikes in Bruges since 1998.",
      "Caring for Bruges's cyclists since 1998, Loop Bikes is a full-service rental.",
      "The company was established in 1998.",
    ]) assert.deepEqual(years(founded, other), [["2004", "1998"]], other);
    // The business's name as a JSON-LD block gives it, with a company suffix and a name the tagger splits.
    const jsonLd = { quote: "1998", text: "Loop Bikes Bruges Ltd was founded in 1998.", rendered: false, source: "json-ld" as const };
    assert.deepEqual(findContradictions([founded], [jsonLd], { topics }).pairs.map((p) => [p.valueA, p.valueB, p.renderedB]), [["2004", "1998", false]]);
  });
  it("reads nothing of a beginning of something else, another act begun, or another time said with \"since\"", () => {
    const founded = "Loop Bikes was founded in 2004.";
    for (const other of [
      "The Boulder Barn opened in 2018 and doubled our space.",
      "Our new workshop opened in 2016.",
      "We started offering guided tours in 2012.",
      "The city opened its first cycle path in 1998.",
      "Our head mechanic has worked here since 2009.",
      "Since 2015 we have offered e-bikes.",
      "Pieter Claes opened a second shop in 2012.",
      "Loop Bikes opened to the public on Sundays in 2019.",
      "Loop Bikes is open in 2024 from March to October.",
    ]) assert.deepEqual(years(founded, other), [], other);
  });
});

describe("embedded contradiction finder: how many of a thing the business has", () => {
  const pairs = (a: string, b: string) => findContradictions([a], [b]).pairs.map((p) => [p.kind, p.valueA, p.valueB]);
  it("reads a count after \"our\", a verb of having, \"team of\" or \"there are\", whatever else each sentence says", () => {
    assert.deepEqual(pairs("Alongside the dorms we have four private rooms, each with a double bed.", "If you'd like more space, book one of our six private rooms."), [["number", "four", "six"]]);
    assert.deepEqual(pairs("Lessons take place in our two teaching rooms on the ground floor.", "The school has three teaching rooms."), [["number", "two", "three"]]);
    assert.deepEqual(pairs("Our team of four instructors brings together different traditions.", "Today our six teachers run more than 30 classes a week."), [["number", "four", "six"]]);
    assert.deepEqual(pairs("The Hallam family have farmed here since 1962, and today there are 42 pitches across three fields.", "A farm campsite with 36 pitches in three fields."), [["number", "42", "36"]]);
  });
  it("reads no count of another thing, a bound, a plan or a past", () => {
    assert.deepEqual(pairs("We have four private rooms.", "Book one of our six rooms."), []);
    assert.deepEqual(pairs("We have four private rooms.", "We will add six private rooms next spring."), []);
    assert.deepEqual(pairs("Classes have up to 12 students.", "Our 8 students meet on Mondays."), []);
    // A rate or a frequency is no count held; nor is what each of many things has.
    assert.deepEqual(pairs("The number 10 bus runs 6 times a day.", "The number 12 bus runs 4 times a day."), []);
    assert.deepEqual(pairs("We offer 3 classes a day in summer.", "In winter we offer 5 classes per week."), []);
    assert.deepEqual(pairs("Family rooms with four beds sleep a whole family.", "Twin rooms with two beds face the garden."), []);
  });
  it("reads a count in a clause of its own date as that date's, not the business's now", async () => {
    const { heldCountsOf } = await import("../src/trial/consistency/counts.js");
    const { tokenizeAll } = await import("../src/trial/consistency/tokens.js");
    const [dated, later] = tokenizeAll(["In 2019 we had two private rooms.", "We opened in 2019, and today we have four private rooms."]);
    assert.deepEqual(heldCountsOf(dated!), []);
    assert.deepEqual(heldCountsOf(later!), [{ thing: "private room", count: 4, text: "four" }]);
  });
});

describe("embedded contradiction finder: the notice a cancellation needs", () => {
  const pairs = (a: string | { quote: string; context: string }, b: string | { quote: string; context: string }) =>
    findContradictions([a], [b]).pairs.filter((p) => p.kind === "number").map((p) => [p.valueA, p.valueB]);
  it("reads a period of notice however each page asks for it, under a question about cancelling too", () => {
    assert.deepEqual(pairs("Cancellations require at least 24 hours' notice.", { quote: "We ask for two full days' notice.", context: "What is your cancellation policy?" }), [["24 hours", "two full days"]]);
    assert.deepEqual(pairs("Tours can be cancelled free of charge up to 24 hours before departure.", { quote: "Let us know at least 48 hours before the start and you get your money back.", context: "What if I need to cancel?" }), [["24 hours", "48 hours"]]);
    assert.deepEqual(pairs("Appointments cancelled with less than one day's notice may incur a fee.", { quote: "We ask for at least 48 hours' notice.", context: "How much notice do I need to give to cancel?" }), [["one day", "48 hours"]]);
  });
  it("reads no notice of a booking, an arrival, the same period, or a policy for another thing booked", () => {
    assert.deepEqual(pairs("Cancellations require at least 24 hours' notice.", "Please book at least 48 hours in advance."), []);
    assert.deepEqual(pairs("Please arrive 15 minutes before your appointment.", { quote: "Come 30 minutes early.", context: "What if I need to cancel?" }), []);
    assert.deepEqual(pairs("Cancellations require at least 24 hours' notice.", "You can cancel with one day's notice."), []);
    assert.deepEqual(pairs("Classes can be cancelled with 12 hours' notice.", "Memberships can be cancelled with 30 days' notice."), []);
  });
});

describe("embedded contradiction finder: a price however it is said", () => {
  const pairs = (a: { quote: string; text?: string; source?: "table" }, b: string) => findContradictions([a], [b]).pairs.map((p) => [p.kind, p.valueA, p.valueB]);
  it("reads \"runs $89\" as a price, \"a single drop-in class\" as one class and \"half-hour\" as 30 minutes", () => {
    assert.deepEqual(pairs({ quote: "Full synthetic oil change $79", text: "Full synthetic oil change, Price, $79", source: "table" }, "A full synthetic oil change runs $89, and you'll be back on the road."), [["amount", "$79", "$89"]]);
    assert.deepEqual(pairs({ quote: "Drop-in class €16", text: "Drop-in class, Price, €16", source: "table" }, "If you just want to try us out, a single drop-in class costs €18."), [["amount", "€16", "€18"]]);
    assert.deepEqual(pairs({ quote: "30-minute lesson €28", text: "30-minute lesson, Price, €28", source: "table" }, "A half-hour lesson is €32, and there is a 10% discount for siblings."), [["amount", "€28", "€32"]]);
    // A 60-minute lesson is no half-hour one.
    assert.deepEqual(pairs({ quote: "60-minute lesson €50", text: "60-minute lesson, Price, €50", source: "table" }, "A half-hour lesson is €32."), []);
  });
});

describe("embedded contradiction finder: a clause that opens with a date", () => {
  it("reads its subject before the price, not before the date (\"In July and August a grass tent pitch … costs £32\")", () => {
    const answer = { quote: "Yes, free of charge.", context: "Can I choose my pitch?", source: "faq" as const };
    assert.deepEqual(findContradictions([answer], ["In July and August a grass tent pitch for two adults costs £32 per night."]).pairs, []);
    assert.deepEqual(findContradictions(["In July a tent pitch costs £28 per night."], ["In July a tent pitch costs £32 per night."]).pairs.map((p) => [p.valueA, p.valueB]), [["£28", "£32"]]);
  });
});

describe("embedded contradiction finder: one role, two people", () => {
  it("reports a role given to two names, however each page writes it", () => {
    const pairs = (a: string, b: string) => findContradictions([a], [b]).pairs.map((p) => [p.kind, p.valueA, p.valueB]);
    assert.deepEqual(pairs("Our head coach Priya Nandakumar runs the youth squad.", "Daniel Okafor, our head coach, has climbed for 20 years."), [["name", "Priya Nandakumar", "Daniel Okafor"]]);
    assert.deepEqual(pairs("Your site warden, Gareth Lowe, lives on the farm.", "Sian Pritchard, our warden, will meet you at reception."), [["name", "Gareth Lowe", "Sian Pritchard"]]);
    assert.deepEqual(pairs("Your skipper this season is Ewan Mackay.", "Ask our skipper, Rory Campbell, about seals."), [["name", "Ewan Mackay", "Rory Campbell"]]);
    assert.deepEqual(pairs("Our head baker, Marisol Ortega, changes the pastry case.", "Daniel Kwan — head baker"), [["name", "Marisol Ortega", "Daniel Kwan"]]);
    assert.deepEqual(pairs("Our medical director, Dr. Helen Park.", "Dr. Rafael Moreno has served as our medical director since 2012."), [["name", "Helen Park", "Rafael Moreno"]]);
    assert.deepEqual(pairs("Our head of strings, Niamh Doyle, teaches violin.", "Ciarán Walsh, our head of strings, plays cello."), [["name", "Niamh Doyle", "Ciarán Walsh"]]);
    assert.deepEqual(pairs("Our shop foreman, Marcus Bell, checks every car.", "Luis Ortega, our shop foreman, has 20 years' experience."), [["name", "Marcus Bell", "Luis Ortega"]]);
    assert.deepEqual(pairs("Classes are led by our senior teacher, Ines Claes.", "Our senior teacher, Lotte Maes, leads the Vinyasa programme."), [["name", "Ines Claes", "Lotte Maes"]]);
  });
  it("reports nothing for the same person, another role, or a role many people hold", () => {
    const pairs = (a: string, b: string) => findContradictions([a], [b]).pairs;
    assert.deepEqual(pairs("Our head coach Priya Nandakumar runs the youth squad.", "Priya Nandakumar, our head coach, has climbed for 20 years."), []);
    assert.deepEqual(pairs("Our head coach Priya Nandakumar runs the youth squad.", "Daniel Okafor, our assistant coach, runs the adult classes."), []);
    assert.deepEqual(pairs("Our climbers Priya Nandakumar and Tom Baker won medals.", "Daniel Okafor, a climber, set a new route."), []);
    assert.deepEqual(pairs("Our head of strings, Niamh Doyle, teaches violin.", "Ciarán Walsh, our head of piano, plays jazz."), []);
  });
  it("reads a JSON-LD person's job title as the role they hold", async () => {
    const { jsonLdStatements } = await import("../src/trial/consistency/jsonLd.js");
    const people = jsonLdStatements(JSON.stringify({ "@type": "LocalBusiness", name: "Bruges Bike Tours", employee: [{ "@type": "Person", name: "Eline Peeters", jobTitle: "Head guide" }] }));
    assert.deepEqual(findContradictions(people, ["Tours are led by our head guide, Jonas Maes, or one of his team."]).pairs.map((p) => [p.kind, p.valueA, p.valueB, p.renderedA]), [["name", "Eline Peeters", "Jonas Maes", false]]);
  });
});

describe("embedded contradiction finder: a range of hours against one of its ends", () => {
  const row = (day: string, hours: string) => ({ quote: `${day} ${hours}`, text: `${day}, ${hours}`, source: "table" as const, context: "Opening hours" });
  const pairs = (a: ReturnType<typeof row>, b: string) => findContradictions([a], [b]).pairs.map((p) => [p.kind, p.valueA, p.valueB]);
  it("reads the closing time against \"until\" and the opening time against \"open at\", for the same days", () => {
    assert.deepEqual(pairs(row("Thursday", "8:30 – 20:00"), "On Thursdays we stay open until 7 pm for patients who work late."), [["time", "20:00", "7 pm"]]);
    assert.deepEqual(pairs(row("Saturday", "7:00 AM – 3:00 PM"), "On Saturdays the doors open at 8:00 AM."), [["time", "7:00 AM", "8:00 AM"]]);
    assert.deepEqual(pairs(row("Monday – Friday", "06:30 – 22:00"), "We open at 7am on weekdays."), [["time", "06:30", "7am"]]);
  });
  it("reports nothing for other days, the same time written otherwise, or a range against a range", () => {
    assert.deepEqual(pairs(row("Monday – Wednesday", "8:30 – 18:00"), "On Fridays we close at 5 pm."), []);
    assert.deepEqual(pairs(row("Saturday", "10:00–14:00"), "On Saturdays we're open until 2 pm."), []);
    assert.deepEqual(pairs(row("Saturday", "9:00 – 13:00"), "Saturday mornings, from 9 am until 1 pm."), []);
    assert.deepEqual(pairs(row("Saturday", "9:00 – 13:00"), "Our café opens at 10 am."), []);
  });
});
