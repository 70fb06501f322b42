/** Query parameters that carry where to go after sign-in or registration (seed 001 §2). */
export const returnUrlParams = ['return_url', 'redirect_url', 'from_url'] as const;
