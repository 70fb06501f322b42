import { z } from 'zod';

/** The parts of a JSON Schema (draft 2020-12, as zod writes one) that the attack generator reads. */
export interface JsonSchemaNode {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchemaNode>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchemaNode;
  readonly items?: JsonSchemaNode;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchemaNode[];
  readonly oneOf?: readonly JsonSchemaNode[];
  readonly pattern?: string;
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly maxItems?: number;
}

/** The JSON Schema of what a caller sends for a declared part (zod's input side). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchemaNode {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
}

/** Values that fields named so usually hold, tried first: they lead deeper into the handlers. */
const likelyByName: Readonly<Record<string, string>> = {
  part: 'footer',
  provider: 'demo',
  lang: 'en',
  lng: 'en',
  language: 'en',
  currency: 'RUB',
  route: 'home',
  groups: 'maintenance',
  code: '100',
  url: '/en',
  path: '/en',
  return_url: '/en',
  redirect_uri: 'http://127.0.0.1/social-api/oauth/demo/callback',
};

/** Text that satisfies the usual shapes of the declarations' strings, tried in this order. */
const candidateTexts = [
  'en',
  'RUB',
  '/en',
  '7',
  '123456',
  '9001234567',
  'abcdef123',
  'footer',
  'player@example.com',
  '2000-01-01',
  '123e4567-e89b-42d3-a456-426614174000',
  '0123456789abcdef'.repeat(4),
  'Alice',
  'http://127.0.0.1/',
  'x',
];

function matchesText(node: JsonSchemaNode, text: string): boolean {
  if (node.minLength !== undefined && text.length < node.minLength) return false;
  if (node.maxLength !== undefined && text.length > node.maxLength) return false;
  if (node.pattern !== undefined && !new RegExp(node.pattern, 'u').test(text)) return false;
  if (node.format === 'email' && !text.includes('@')) return false;
  return true;
}

function exampleText(node: JsonSchemaNode, name: string | undefined): string {
  const likely = name === undefined ? undefined : likelyByName[name];
  const found = [...(likely === undefined ? [] : [likely]), ...candidateTexts].find((text) =>
    matchesText(node, text),
  );
  return found ?? 'a'.repeat(Math.max(node.minLength ?? 1, 1));
}

function exampleNumber(node: JsonSchemaNode, name: string | undefined): number {
  const likely = Number(name === undefined ? undefined : likelyByName[name]);
  if (Number.isFinite(likely) && matchesNumber(node, likely)) return likely;
  if (node.exclusiveMinimum !== undefined) return Math.floor(node.exclusiveMinimum) + 1;
  if (node.minimum !== undefined) return node.minimum;
  return node.maximum !== undefined && node.maximum < 1 ? node.maximum : 1;
}

function matchesNumber(node: JsonSchemaNode, value: number): boolean {
  return (
    (node.minimum === undefined || value >= node.minimum) &&
    (node.maximum === undefined || value <= node.maximum) &&
    (node.exclusiveMinimum === undefined || value > node.exclusiveMinimum) &&
    (node.exclusiveMaximum === undefined || value < node.exclusiveMaximum)
  );
}

function typeOf(node: JsonSchemaNode): string | undefined {
  return Array.isArray(node.type) ? node.type[0] : (node.type as string | undefined);
}

/** The branches of a union at the top (registration's kinds), or the schema itself. */
export function schemaBranches(node: JsonSchemaNode): readonly JsonSchemaNode[] {
  const branches = node.oneOf ?? node.anyOf;
  return branches !== undefined && branches.length > 0 && typeOf(node) === undefined ? branches : [node];
}

/**
 * A value the schema accepts. Every property is given, optional ones too, so a request built from
 * an example reaches as much of the handler as the declaration allows; a union takes its first branch.
 */
export function exampleOf(node: JsonSchemaNode, name?: string): unknown {
  if (node.const !== undefined) return node.const;
  if (node.enum !== undefined && node.enum.length > 0) return node.enum[0];
  const branches = node.oneOf ?? node.anyOf;
  if (branches?.[0] !== undefined) return exampleOf(branches[0], name);
  switch (typeOf(node)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([key, child]) => [key, exampleOf(child, key)]),
      );
    case 'array':
      return node.items === undefined ? [] : [exampleOf(node.items, name)];
    case 'string':
      return exampleText(node, name);
    case 'integer':
    case 'number':
      return exampleNumber(node, name);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** A field of a part: where it is, and its schema. */
export interface SchemaField {
  readonly path: readonly (string | number)[];
  readonly node: JsonSchemaNode;
  readonly required: boolean;
}

/**
 * Every field of an object schema, nested ones too (an array's first item stands for its items).
 */
export function schemaFields(node: JsonSchemaNode, path: readonly (string | number)[] = []): SchemaField[] {
  const fields: SchemaField[] = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const childPath = [...path, key];
    fields.push({ path: childPath, node: child, required: node.required?.includes(key) ?? false });
    if (typeOf(child) === 'object') fields.push(...schemaFields(child, childPath));
    if (typeOf(child) === 'array' && child.items !== undefined) {
      fields.push({ path: [...childPath, 0], node: child.items, required: false });
      if (typeOf(child.items) === 'object') fields.push(...schemaFields(child.items, [...childPath, 0]));
    }
  }
  return fields;
}
