import { describe, expect, it } from "vitest";
import { CsvSyntaxError, csvField, csvLines, parseCsv, unguardField } from "./csv-text.ts";

describe("csvField", () => {
  it("quotes a value with a comma, a quote or a line break, doubling its quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('5" ruler')).toBe('"5"" ruler"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
  });

  it("neutralises formulas with an apostrophe that the reader removes again", () => {
    const values = ["=1+1", "+SUM(A1)", "-5", "@cmd", "\tTAB", "'=already", "''+x", "'quoted"];
    const written = values.map(csvField);
    expect(written.slice(0, 5)).toEqual(["'=1+1", "'+SUM(A1)", "'-5", "'@cmd", "'\tTAB"]);
    expect(written[5]).toBe("''=already");
    expect(written[7]).toBe("'quoted");
    const read = parseCsv(written.join(",")).at(0)?.cells.map(unguardField);
    expect(read).toEqual(values);
  });
});

describe("parseCsv", () => {
  it("reads what csvLines writes, with the line each record starts on", () => {
    const rows = [
      ["sku", "description"],
      ["A-1", 'He said "hi",\r\nthen left'],
      ["A-2", ""],
    ];
    const records = parseCsv(csvLines(rows));
    expect(records.map((record) => record.cells)).toEqual(rows);
    expect(records.map((record) => record.line)).toEqual([1, 2, 4]);
  });

  it("takes LF and CR line ends, and a last line without one", () => {
    expect(parseCsv("a,b\nc,d\re,f").map((record) => [record.line, ...record.cells])).toEqual([
      [1, "a", "b"],
      [2, "c", "d"],
      [3, "e", "f"],
    ]);
  });

  it("reads a quote written twice inside a quoted value, and refuses a bare one", () => {
    expect(parseCsv('"5"" ruler",x')[0]?.cells).toEqual(['5" ruler', "x"]);
    expect(() => parseCsv('a\n5" ruler,x')).toThrow(
      expect.objectContaining({ line: 2, message: expect.stringContaining("written twice") }),
    );
  });

  it("quotes a lone CR or LF too, so every spreadsheet reads one value", () => {
    expect(csvLines([["cr\ronly", "lf\nonly"]])).toBe('"cr\ronly","lf\nonly"\r\n');
    expect(
      parseCsv(
        csvLines([
          ["cr\ronly", "x"],
          ["next", ""],
        ]),
      ).map((r) => r.line),
    ).toEqual([1, 3]);
  });

  it("refuses a quote never closed, naming the line it opened on", () => {
    const error = (() => {
      try {
        parseCsv('a,b\nc,"open\nstill open');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect(error).toMatchObject({ line: 2, message: expect.stringContaining("never closed") });
  });

  it("refuses text after a closing quote", () => {
    expect(() => parseCsv('a\n"x"y')).toThrow(
      expect.objectContaining({ line: 2, message: expect.stringContaining("closing quote") }),
    );
  });
});
