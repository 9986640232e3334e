/**
 * The company's name, the one fact of client/site/company.ts the browser's own code needs (the
 * document title, the header's home link). A module of its own: the first load imports this, not
 * the company's facts, which stay with the worker, the pages' data and the palette (decision 0184).
 */
export const COMPANY_NAME = 'Larchfield Software';
