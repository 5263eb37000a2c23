// Request validation with TypeBox's compiler, one schema per request part (the same schemas the type provider
// infers the handler's types from and the OpenAPI document describes).
//
// JSON bodies (and headers) are checked exactly as sent: "100" is not an amount, 1 is not a remark. Query strings
// and path parameters are text on the wire, so they are first read as the schema asks: a number from text that
// reads as one (as Ajv's coercion does; TypeBox's Value.Convert would make "5.5" the integer 5), a boolean from
// "true"/"false", a single value as a one-item list; then the schema's defaults fill what is missing. Chosen over
// Fastify's Ajv with coercion kept for query strings: that needs a second Ajv instance, which this package does not
// depend on, while TypeBox compiles the very schemas the routes declare, with one error shape for every part.
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}

const typesOf = (schema: JsonSchema): string[] => [
  ...(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []),
  ...(schema.anyOf ?? []).flatMap(typesOf),
  ...(schema.enum ?? []).map((value) => typeof value),
];

/** One query-string or path value read as its schema's type; text that does not fit is left for the check. */
function fromText(schema: JsonSchema, text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const types = typesOf(schema);
  if (types.includes('string')) return text;
  // Ajv's coercion rule: any non-empty text that reads as a number; the schema then judges integer and range.
  if ((types.includes('integer') || types.includes('number')) && text !== '' && !Number.isNaN(Number(text))) {
    return Number(text);
  }
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.includes('array')) return [text];
  return text;
}

function readText(schema: JsonSchema, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !schema.properties) return value;
  const read: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [name, property] of Object.entries(schema.properties)) {
    if (name in read) read[name] = fromText(property, read[name]);
  }
  return read;
}

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const fromWire = httpPart === 'querystring' || httpPart === 'params';
  return (input: unknown) => {
    const value = fromWire ? Value.Default(schema, readText(schema, input)) : input;
    if (check.Check(value)) return { value };
    // The first failure only, as Fastify's own validator reports it; the error handler maps its field to a code.
    const [first] = check.Errors(value);
    return { error: first ? [first] : [] };
  };
};
