// Endpoint contracts (spec §7) live in this folder, one file per domain.
export {};
