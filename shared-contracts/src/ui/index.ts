// Shared UI primitives for every bundle (theme, buttons, cards, error card).
export {};
