/**
 * A value of type `T` that only a constructor (`xFrom`) can make: `Brand<number, 'UserId'>` is a
 * number the compiler keeps apart from every other number, at no cost at run time.
 */
export type Brand<T, Name extends string> = T & { readonly _brand: Name };
