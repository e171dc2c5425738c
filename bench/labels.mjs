// The Mail Club's labels PDF for 300 recipients in mixed scripts (Latin with accents, Greek,
// Cyrillic, Chinese, Japanese, Korean, Hebrew, Arabic), rendered in process by the shop's own
// labelsPdf (server/mail-club/issues/issue-labels-pdf.ts): each address in its country's
// order, in the Noto fonts subset to the glyphs drawn. The time is the median of three
// renders in one process (the first, which reads and parses the fonts, is shown beside it);
// the renders stop early, after at least one, when they have taken a minute.
// Part of `npm run bench`; alone: node --experimental-transform-types --no-warnings bench/labels.mjs
// (`--out file.pdf` keeps the last render, to look at).
import { writeFileSync } from "node:fs";
import { atMost, BUDGETS } from "./budgets.mjs";

export const LABEL_SETTINGS = { recipients: 300, renders: 3, timeLimitMs: 60_000 };

/** Where the members live: each a country's names, streets and towns, as its people type them. */
const places = [
  {
    script: "Latin (US)",
    country: "US",
    first: ["Mina", "James", "Olivia", "Noah", "Ava"],
    last: ["Park", "Smith", "Johnson", "Nguyen", "Garcia"],
    street: (n) => `${n} Paper Lane`,
    city: ["Portland", "Hudson", "Austin", "Boise"],
    region: ["OR", "NY", "TX", "ID"],
    postal: (n) => String(97_000 + n),
  },
  {
    script: "Latin with accents",
    country: "DE",
    first: ["Jürgen", "Käthe", "Sören", "Björn", "Ülkü"],
    last: ["Groß", "Müller", "Schäfer", "Öztürk", "Weiß"],
    street: (n) => `${["Musterstraße", "Königsallee", "Bahnhofstraße"][n % 3]} ${n}`,
    city: ["Berlin", "München", "Düsseldorf", "Köln"],
    postal: (n) => String(10_115 + n),
  },
  {
    script: "Latin with accents",
    country: "PL",
    first: ["Zoë", "Łucja", "Michał", "Józef", "Małgorzata"],
    last: ["Łukasiewicz-Ōtsuka", "Wiśniewska", "Żółkowski", "Dąbrowski", "Kościuszko"],
    street: (n) => `ul. Świętokrzyska ${n}`,
    city: ["Warszawa", "Kraków", "Łódź", "Gdańsk"],
    postal: (n) => `00-${String(100 + n).slice(-3)}`,
  },
  {
    script: "Greek",
    country: "GR",
    first: ["Ελένη", "Γιώργος", "Μαρία", "Δημήτρης", "Σοφία"],
    last: ["Παπαδοπούλου", "Νικολάου", "Γεωργίου", "Οικονόμου", "Ιωάννου"],
    street: (n) => `${["Ερμού", "Αιόλου", "Σταδίου"][n % 3]} ${n}`,
    city: ["Αθήνα", "Θεσσαλονίκη", "Πάτρα", "Ηράκλειο"],
    postal: (n) => `105 ${String(60 + (n % 40))}`,
  },
  {
    script: "Cyrillic",
    country: "RU",
    first: ["Анна", "Дмитрий", "Екатерина", "Сергей", "Ольга"],
    last: ["Смирнова", "Иванов", "Кузнецова", "Попов", "Соколова"],
    street: (n) => `ул. ${["Тверская", "Арбат", "Пушкина"][n % 3]}, д. ${n}`,
    city: ["Москва", "Санкт-Петербург", "Казань", "Новосибирск"],
    postal: (n) => String(125_000 + n),
  },
  {
    script: "Chinese",
    country: "CN",
    first: ["小明", "秀英", "建国", "丽娟", "志强", "海燕"],
    last: ["王", "李", "张", "刘", "陈", "杨"],
    street: (n) => `${["建国路", "长安街", "南京东路", "人民路"][n % 4]}${n}号${(n % 20) + 1}楼`,
    city: ["朝阳区", "海淀区", "浦东新区", "天河区"],
    region: ["北京市", "北京市", "上海市", "广东省"],
    postal: (n) => String(100_000 + n * 7),
  },
  {
    script: "Chinese (traditional)",
    country: "TW",
    first: ["淑芬", "志豪", "美玲", "家豪"],
    last: ["陳", "林", "黃", "張"],
    street: (n) => `${["忠孝東路", "中山北路", "信義路"][n % 3]}${(n % 7) + 1}段${n}號`,
    city: ["大安區", "信義區", "中正區"],
    region: ["臺北市", "臺北市", "臺北市"],
    postal: (n) => String(100 + (n % 20)),
  },
  {
    script: "Japanese",
    country: "JP",
    first: ["太郎", "花子", "翔太", "美咲", "陽菜", "蓮"],
    last: ["山田", "佐藤", "鈴木", "高橋", "田中", "渡辺"],
    street: (n) =>
      `${["千代田区千代田", "渋谷区神宮前", "中央区銀座", "北区梅田"][n % 4]}${(n % 9) + 1}-${n}`,
    city: ["", "", "", ""],
    region: ["13", "13", "13", "27"],
    postal: (n) => `${100 + (n % 800)}-${String(8000 + n).slice(-4)}`,
  },
  {
    script: "Korean",
    country: "KR",
    first: ["민준", "서연", "지호", "하은", "도윤"],
    last: ["김", "이", "박", "최", "정"],
    street: (n) => `${["테헤란로", "세종대로", "올림픽로"][n % 3]} ${n}`,
    city: ["강남구", "종로구", "송파구"],
    region: ["서울특별시", "서울특별시", "서울특별시"],
    postal: (n) => String(6_000 + n).padStart(5, "0"),
  },
  {
    script: "Hebrew",
    country: "IL",
    first: ["דוד", "שרה", "יוסף", "רחל"],
    last: ["כהן", "לוי", "מזרחי", "פרץ"],
    street: (n) => `רחוב ${["הרצל", "בן יהודה", "דיזנגוף"][n % 3]} ${n}`,
    city: ["תל אביב", "ירושלים", "חיפה"],
    postal: (n) => String(6_100_000 + n),
  },
  {
    script: "Arabic",
    country: "SA",
    first: ["محمد", "فاطمة", "عبدالله", "نورة"],
    last: ["العلي", "الحربي", "القحطاني", "الدوسري"],
    street: (n) => `شارع ${["الملك فهد", "العليا", "التحلية"][n % 3]} ${n}`,
    city: ["الرياض", "جدة", "الدمام"],
    postal: (n) => String(11_000 + n),
  },
];

const pick = (list, n) => list[n % list.length];

/** `count` members spread over the places, their names and streets varied so the glyphs vary. */
export function mixedRecipients(count) {
  return Array.from({ length: count }, (_, index) => {
    const place = places[index % places.length];
    const n = Math.floor(index / places.length) + 1;
    const town = n % place.city.length;
    return {
      address: {
        firstName: pick(place.first, n),
        lastName: pick(place.last, n * 7 + 3),
        addressLine1: place.street(n),
        city: place.city[town],
        stateProvince: place.region?.[town] ?? "",
        postalCode: place.postal(n),
        country: place.country,
      },
    };
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Renders the labels `settings.renders` times (at least once, within the time limit). */
export async function measureLabels(settings = LABEL_SETTINGS, options = {}) {
  const { labelsPdf } = await import("#server/mail-club/issues/issue-labels-pdf.ts");
  const { issueMonth } = await import("#server/mail-club/issue-month.ts");
  const recipients = mixedRecipients(settings.recipients);
  const issue = { title: "Benchmark issue", month: issueMonth(2027, 2) };
  const started = performance.now();
  const times = [];
  let pdf;
  while (
    times.length < settings.renders &&
    (times.length === 0 || performance.now() - started < settings.timeLimitMs)
  ) {
    const renderStarted = performance.now();
    pdf = await labelsPdf(issue, recipients);
    times.push(performance.now() - renderStarted);
  }
  if (options.out) writeFileSync(options.out, pdf);
  return {
    recipients: recipients.length,
    sheets: Math.ceil(recipients.length / 30),
    scripts: [...new Set(places.map((place) => place.script))],
    renders: times.length,
    firstMs: Math.round(times[0]),
    medianMs: Math.round(median(times)),
    sizeMb: Math.round((pdf.byteLength / 1024 / 1024) * 100) / 100,
  };
}

/** The report's lines for these figures, each beside its budget. */
export function labelsTable(labels) {
  return [
    `### Mail Club labels PDF (${labels.recipients} recipients on ${labels.sheets} sheets of 30, in ${labels.scripts.length} scripts)`,
    "",
    "| figure | budget | measured |",
    "|---|---|---|",
    `| render time, median of ${labels.renders}, ms (the first, fonts read and parsed) | < ${BUDGETS.labelsPdfMs.max} | ${atMost(labels.medianMs, BUDGETS.labelsPdfMs)} (${labels.firstMs}) |`,
    `| file size, MB | < ${BUDGETS.labelsPdfMb.max} | ${atMost(labels.sizeMb, BUDGETS.labelsPdfMb)} |`,
    "",
    `Scripts: ${labels.scripts.join(", ")}.`,
  ].join("\n");
}

if (process.argv[1] === import.meta.filename) {
  const out = process.argv.indexOf("--out");
  const labels = await measureLabels(LABEL_SETTINGS, {
    out: out > 0 ? process.argv[out + 1] : undefined,
  });
  console.log(labelsTable(labels));
}
