/** docs/product/rules.md#constants Gender: 1 Male, 2 Female, 3 Other. */
export const genderOptions = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
  { value: '3', label: 'Other' },
] as const;
