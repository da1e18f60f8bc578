export declare const SESSION_SQL: string;
export declare const TRIAL_SQL: string;
