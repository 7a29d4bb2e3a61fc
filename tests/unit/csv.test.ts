import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "../../server/export/csv";

describe("csvCell", () => {
  it("neutralises cells that a spreadsheet would evaluate", () => {
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("+15551234")).toBe(`"'+15551234"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
    expect(csvCell("@SUM(A1:A2)")).toBe(`"'@SUM(A1:A2)"`);
    expect(csvCell("\r=cmd")).toBe(`"'\r'=cmd"`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell("  =1+1")).toBe(`"'  =1+1"`);
    expect(csvCell("\uFF1D1+1")).toBe(`"'\uFF1D1+1"`); // full-width equals (Japanese Excel)
  });

  it("neutralises a formula after a separator, whichever separator the reader's locale splits on", () => {
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe(`"x;'=cmd|' /C calc'!A0"`);
    expect(csvCell("x,=1+1")).toBe(`"x,'=1+1"`);
    expect(csvCell("x\t+1")).toBe(`"x\t'+1"`);
    expect(csvCell("x; @SUM(A1)")).toBe(`"x; '@SUM(A1)"`);
    expect(csvCell('x;"=1+1')).toBe(`"x;""'=1+1"`);
    expect(csvCell("x|=1")).toBe(`"x|'=1"`);
    expect(csvCell("line one\n-2+3")).toBe(`"line one\n'-2+3"`);
  });

  it("no cell is left unquoted, so no separator inside a value ever starts a cell", () => {
    for (const value of ["Jane", "a;b", "a\tb", "x;=cmd", "", "O'Brien"]) expect(csvCell(value)).toMatch(/^"[\s\S]*"$/);
  });

  it("leaves ordinary text and our own numbers alone", () => {
    expect(csvCell("Jane")).toBe(`"Jane"`);
    expect(csvCell("a=b")).toBe(`"a=b"`);
    expect(csvCell("Jericho; VT")).toBe(`"Jericho; VT"`);
    expect(csvCell(-3)).toBe(`"-3"`);
    expect(csvCell(42)).toBe(`"42"`);
    expect(csvCell(true)).toBe(`"true"`);
  });

  it("escapes quotes and keeps commas, line breaks and edge spaces inside the cell", () => {
    expect(csvCell("O'Brien, Jr.")).toBe(`"O'Brien, Jr."`);
    expect(csvCell('say "hi"')).toBe(`"say ""hi"""`);
    expect(csvCell("two\nlines")).toBe(`"two\nlines"`);
    expect(csvCell("cr\r\nlf")).toBe(`"cr\r\nlf"`);
    expect(csvCell(" padded ")).toBe(`" padded "`);
  });

  it("writes empty cells for null and undefined, ISO for dates, joins lists", () => {
    expect(csvCell(null)).toBe(`""`);
    expect(csvCell(undefined)).toBe(`""`);
    expect(csvCell(new Date("2026-01-02T03:04:05Z"))).toBe(`"2026-01-02T03:04:05.000Z"`);
    expect(csvCell(["vip", "boiler"])).toBe(`"vip, boiler"`);
    expect(csvCell(["vip", "=cmd"])).toBe(`"vip, '=cmd"`);
  });
});

describe("toCsv", () => {
  it("writes a BOM, a header row and CRLF-separated rows", () => {
    const csv = toCsv(
      [
        { name: "Ann", note: "=cmd" },
        { name: "Bo, B", note: null },
      ],
      [
        { header: "Name", value: (r) => r.name },
        { header: "Note", value: (r) => r.note },
      ],
    );
    expect(csv).toBe(`\uFEFF"Name","Note"\r\n"Ann","'=cmd"\r\n"Bo, B",""\r\n`);
  });

  it("writes only the header for no rows", () => {
    expect(toCsv([], [{ header: "A", value: () => "" }])).toBe(`\uFEFF"A"\r\n`);
  });
});
