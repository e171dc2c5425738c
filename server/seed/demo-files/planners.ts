/** The planner printables: month and week pages, a meal planner, a habit tracker, notes. */
import { drawArt } from "./line-art.ts";
import { type Decoration, flower, heart, leaf, star } from "./line-art-motifs.ts";
import { faint, frame, line, soft, text } from "./pdf-drawing.ts";
import type { PrintablePage, Sheet } from "./pdf-page.ts";
import { cells, checklist, ruled, table } from "./ruled-lines-and-tables.ts";
import { pick } from "./sequences.ts";

const notes: PrintablePage = { subtitle: "Notes", draw: notesPage };

/** Ruled notes: also what a product without a layout of its own delivers. */
export const notesPages = [notes];

export const plannerPages: PrintablePage[] = [
  { subtitle: "Month: ______________", draw: monthPage },
  { subtitle: "Week of ______________", draw: weekPage },
  notes,
];

export const mealPlannerPages: PrintablePage[] = [
  { subtitle: "Meals for the week", draw: mealPlan },
  { subtitle: "Shopping list", draw: shoppingList },
];

export const habitTrackerPages: PrintablePage[] = [
  { subtitle: "Month: ______________", draw: habitTracker },
];

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function mealPlan(sheet: Sheet) {
  const meals = ["", "Breakfast", "Lunch", "Dinner", "Snacks"];
  table(sheet, meals, [0.8, 1, 1, 1, 1], 7, (cell, row, column) => {
    const top = cell.y + cell.height;
    if (column === 0) {
      text(sheet.page, pick(weekdays, row), cell.x + 4, top - 14, {
        font: sheet.fonts.bold,
        size: 10,
      });
    } else {
      ruled(sheet.page, cell.x + 6, top - 6, cell.width - 12, 3, (cell.height - 12) / 3);
    }
  });
}

function shoppingList(sheet: Sheet) {
  const sections = ["Fruit and vegetables", "Pantry", "Fridge and freezer", "Everything else"];
  for (const [i, cell] of cells(sheet, 2, [1, 1]).flat().entries()) {
    const top = cell.y + cell.height;
    text(sheet.page, pick(sections, i), cell.x, top - 14, { font: sheet.fonts.bold, size: 12 });
    checklist(sheet.page, cell.x, top - 18, cell.width - 20, Math.floor((cell.height - 30) / 22));
  }
}

/** Little drawings to colour in, one for each good week. */
const rewards: Decoration[] = [
  (x, y) => star(x, y, 22),
  (x, y) => heart(x, y, 44),
  (x, y) => flower(x, y, 22),
  (x, y) => leaf(x, y + 22, 44, -90),
];

function habitTracker(sheet: Sheet) {
  const { page, fonts } = sheet;
  const nameWidth = 110;
  const pitch = (sheet.width - nameWidth) / 31;
  const top = sheet.y + sheet.height;
  for (let day = 1; day <= 31; day++) {
    text(page, String(day), sheet.x + nameWidth + (day - 0.5) * pitch, top - 10, {
      font: fonts.regular,
      size: 6.5,
      color: soft,
      center: true,
    });
  }
  for (let habit = 0; habit < 15; habit++) {
    const y = top - 36 - habit * 27;
    line(page, sheet.x, y, sheet.x + nameWidth - 8, y);
    for (let day = 0; day < 31; day++) {
      frame(
        page,
        { x: sheet.x + nameWidth + day * pitch + 1, y, width: pitch - 2, height: pitch - 2 },
        faint,
      );
    }
  }
  const rewardsTop = top - 36 - 15 * 27 - 20;
  text(page, "Colour one in for every week you keep it up", sheet.x, rewardsTop, {
    font: fonts.bold,
    size: 11,
  });
  const drawings = Array.from({ length: 10 }, (_, i) =>
    pick(rewards, i)(26 + i * ((sheet.width - 52) / 9), 30),
  );
  drawArt(page, sheet.x, rewardsTop - 8, drawings.flat());
  const notesTop = rewardsTop - 90;
  text(page, "Notes", sheet.x, notesTop, { font: fonts.bold, size: 11 });
  ruled(page, sheet.x, notesTop - 4, sheet.width, Math.floor((notesTop - 4 - sheet.y) / 22), 22);
}

function monthPage(sheet: Sheet) {
  const { page, fonts } = sheet;
  const grid = { ...sheet, y: sheet.y + sheet.height * 0.25, height: sheet.height * 0.75 };
  const days = weekdays.map((day) => day.slice(0, 3));
  table(grid, days, [1, 1, 1, 1, 1, 1, 1], 6, (cell) => {
    const x = cell.x + 10;
    const y = cell.y + cell.height - 10;
    page.drawCircle({ x, y, size: 6, borderColor: faint, borderWidth: 0.75 });
  });
  text(page, "Goals this month", sheet.x, grid.y - 22, { font: fonts.bold, size: 11 });
  checklist(page, sheet.x, grid.y - 26, sheet.width, Math.floor((grid.y - 26 - sheet.y) / 22));
}

function weekPage(sheet: Sheet) {
  const titles = [...weekdays, "Notes"];
  for (const [i, cell] of cells(sheet, 4, [1, 1]).flat().entries()) {
    const box = { x: cell.x + 4, y: cell.y + 4, width: cell.width - 8, height: cell.height - 8 };
    const top = box.y + box.height;
    frame(sheet.page, box, faint);
    text(sheet.page, pick(titles, i), box.x + 8, top - 16, { font: sheet.fonts.bold, size: 11 });
    ruled(sheet.page, box.x + 8, top - 20, box.width - 16, Math.floor((box.height - 28) / 20), 20);
  }
}

function notesPage(sheet: Sheet) {
  const top = sheet.y + sheet.height;
  ruled(sheet.page, sheet.x, top, sheet.width, Math.floor(sheet.height / 24), 24);
}
