/**
 * What other modules use of the reports module (modules meet through their service): the spec §9
 * Excel header block, file name and download header of every teacher export.
 */
export { addHeaderBlock, attachmentHeader, buildWorkbook, excelFileName, HEADER_BLOCK_ROWS, type ExcelHeader } from './excel.ts';
