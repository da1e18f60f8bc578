// Pure marketing rules: diagnosis scoring and blood-marker interpretation.
export {};
