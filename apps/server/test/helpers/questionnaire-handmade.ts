/**
 * A workbook written part by part as other spreadsheet programs write them, not as exceljs does:
 * prefixed elements (`x:`), shared strings with rich text and phonetic runs, a row and cells
 * without their `r`, a list validation in the sheet's extension list taking its values from
 * another sheet, a formula in the answer column, a column style, a calculation chain and a part
 * nobody reads (custom XML).
 */
import { zipOf } from './questionnaire-fixtures.ts';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const STRINGS = [
  'Ref',
  'Question',
  'Answer',
  'A-1',
  'A-2',
  '<r><t xml:space="preserve">Is MFA </t></r><r><rPr><b/></rPr><t>enforced?</t></r><rPh sb="0" eb="1"><t>x</t></rPh>',
  'A-3',
  'Do you log access to production?',
];

const SHEET = `${HEAD}<x:worksheet xmlns:x="${MAIN}" xmlns:r="${REL}"><x:dimension ref="A1:C4"/><x:sheetViews><x:sheetView workbookViewId="0"><x:pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></x:sheetView></x:sheetViews><x:sheetFormatPr defaultRowHeight="15"/><x:cols><x:col min="2" max="2" width="50" customWidth="1"/><x:col min="3" max="3" width="20" style="1" customWidth="1"/></x:cols><x:sheetData><x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c><x:c r="C1" t="s"><x:v>2</x:v></x:c></x:row><x:row r="2" spans="1:2"><x:c r="A2" t="s"><x:v>3</x:v></x:c><x:c r="B2" t="inlineStr"><x:is><x:t>Do you encrypt backups?</x:t></x:is></x:c></x:row><x:row r="3"><x:c r="A3" t="s"><x:v>4</x:v></x:c><x:c r="B3" t="s"><x:v>5</x:v></x:c><x:c r="C3"><x:f>1+1</x:f><x:v>2</x:v></x:c></x:row><x:row><x:c t="s"><x:v>6</x:v></x:c><x:c t="s"><x:v>7</x:v></x:c></x:row></x:sheetData><x:pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/><x:extLst><x:ext uri="{CCE6A557-97BC-4b89-ADB6-D9C93CAAB3DF}" xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main"><x14:dataValidations count="1" xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main"><x14:dataValidation type="list" allowBlank="1" showInputMessage="1" showErrorMessage="1"><x14:formula1><xm:f>Lists!$A$1:$A$3</xm:f></x14:formula1><xm:sqref>C2:C4</xm:sqref></x14:dataValidation></x14:dataValidations></x:ext></x:extLst></x:worksheet>`;

const LISTS = `${HEAD}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Yes</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>No</t></is></c></row><row r="3"><c r="A3" t="inlineStr"><is><t>N/A</t></is></c></row></sheetData></worksheet>`;

const STYLES = `${HEAD}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFFFF2CC"/><bgColor indexed="64"/></patternFill></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="0" fillId="2" borderId="0" xfId="0" applyFill="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** The workbook: 'Controls' (questions in rows 2–4) and 'Lists' (the answers' values). */
export function handmadeWorkbook(): Promise<Buffer> {
  return zipOf([
    [
      '[Content_Types].xml',
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/calcChain.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.calcChain+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Controls" sheetId="1" r:id="rId1"/><sheet name="Lists" sheetId="2" state="hidden" r:id="rId2"/></sheets><definedNames><definedName name="Choices">Lists!$A$1:$A$3</definedName></definedNames></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="/xl/worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId4" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId5" Type="${REL}/calcChain" Target="calcChain.xml"/></Relationships>`,
    ],
    ['xl/worksheets/sheet1.xml', SHEET],
    ['xl/worksheets/sheet2.xml', LISTS],
    [
      'xl/sharedStrings.xml',
      `${HEAD}<sst xmlns="${MAIN}" count="${STRINGS.length}" uniqueCount="${STRINGS.length}">${STRINGS.map((s) => `<si>${s.startsWith('<') ? s : `<t>${s}</t>`}</si>`).join('')}</sst>`,
    ],
    ['xl/styles.xml', STYLES],
    ['xl/calcChain.xml', `${HEAD}<calcChain xmlns="${MAIN}"><c r="C3" i="1"/></calcChain>`],
    ['customXml/item1.xml', `${HEAD}<root><kept>as it was</kept></root>`],
  ]);
}
