/** The legal footer and disclaimer dates. */
export const LEGAL = { disclaimerDate: 'octubre de 2025', copyrightYear: 2025 } as const;
