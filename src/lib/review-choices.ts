/**
 * The review form's two optional choices, values and labels, without any validation code, so the reviews
 * list can show a label without shipping the schema library to the browser.
 */

/** "How long have you used this VPN?" values and labels. */
export const USAGE_DURATIONS = [
  { value: 'less-than-1-month', label: 'Less than 1 month' },
  { value: '1-3-months', label: '1-3 months' },
  { value: '3-6-months', label: '3-6 months' },
  { value: '6-12-months', label: '6-12 months' },
  { value: '1-2-years', label: '1-2 years' },
  { value: 'more-than-2-years', label: 'More than 2 years' },
] as const;

/** "Primary use case" values and labels. */
export const PRIMARY_USES = [
  { value: 'privacy', label: 'Privacy & Security' },
  { value: 'streaming', label: 'Streaming' },
  { value: 'gaming', label: 'Gaming' },
  { value: 'torrenting', label: 'Torrenting' },
  { value: 'business', label: 'Business' },
  { value: 'travel', label: 'Travel' },
  { value: 'general', label: 'General Use' },
] as const;
