// The triage taxonomy of docs/assistant-triage.md: three tiers above an ordinary message.

export const TRIAGE_TIERS = ['emergency', 'same_day', 'review_soon', 'none'] as const;
export type TriageTier = (typeof TRIAGE_TIERS)[number];

export const EMERGENCY_CATEGORIES = [
  'suicidal',
  'chest_pain',
  'stroke',
  'fainting',
  'low_sugar',
  'high_sugar_crisis',
] as const;
export const SAME_DAY_CATEGORIES = [
  'eating_disorder',
  'pregnancy',
  'foot',
  'urinary_fever',
  'persistent_vomiting',
] as const;
export const REVIEW_SOON_CATEGORIES = ['past_episode', 'repeated_lows', 'persistent_high'] as const;

export const TRIAGE_CATEGORIES = [
  ...EMERGENCY_CATEGORIES,
  ...SAME_DAY_CATEGORIES,
  ...REVIEW_SOON_CATEGORIES,
] as const;

export type EmergencyCategory = (typeof EMERGENCY_CATEGORIES)[number];
export type SameDayCategory = (typeof SAME_DAY_CATEGORIES)[number];
export type ReviewSoonCategory = (typeof REVIEW_SOON_CATEGORIES)[number];
export type TriageCategory = EmergencyCategory | SameDayCategory | ReviewSoonCategory;

export interface TriageResult {
  tier: TriageTier;
  /** Every category found, most urgent first (the first one sets the tier); empty for `none`. */
  categories: TriageCategory[];
  /** A question or statement about a medicine: answered with the referral. */
  medication: boolean;
  /** Glucose numbers whose unit cannot be told (a bare "12"): the answer asks for it. */
  ambiguousReadings: number[];
  /** A relative or friend is the one in trouble ("mi esposo está confundido"). */
  aboutSomeoneElse: boolean;
  /** A low the meter shows now (under 70 mg/dL, or LO): its steps lead the answer. */
  lowMeasured: boolean;
  /** Pills or insulin already taken to die ("me tomé 20 pastillas hace un rato"). */
  overdoseTaken: boolean;
}

export const tierOf = (category: TriageCategory): Exclude<TriageTier, 'none'> =>
  (EMERGENCY_CATEGORIES as readonly string[]).includes(category)
    ? 'emergency'
    : (SAME_DAY_CATEGORIES as readonly string[]).includes(category)
      ? 'same_day'
      : 'review_soon';

/** A red flag is any tier above `none`: it never uses up the weekly allowance. */
export const isRedFlag = (tier: TriageTier): boolean => tier !== 'none';
