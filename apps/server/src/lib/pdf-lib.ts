/**
 * pdf-lib, loaded with the first PDF made or stamped rather than at every start: importing it
 * costs about half a second, which a server that never stamps a PDF should not pay.
 */
export type PdfLib = typeof import('@cantoo/pdf-lib');

export const loadPdfLib = (): Promise<PdfLib> => import('@cantoo/pdf-lib');
