/**
 * The forms of a secret (per character, and its base64 cores) were built by longer functions; the
 * shorter builder in redact.ts must give the very same regex sources, so every match (and so every
 * redacted text) stays as it was. The former builder is kept here as the reference (its base64
 * helper inlined).
 */
import { describe, expect, it } from 'vitest';
import { encodedForms, MIN_SECRET_LENGTH } from '../../../../generator/runtime/redaction/redact.ts';

const NAMED_REFERENCES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const JSON_SHORT_ESCAPES: Readonly<Record<string, string>> = { '/': '\\/', '"': '\\"', '\\': '\\\\' };
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function formerCharacterForms(character: string): string[] {
  const codePoint = character.codePointAt(0)!;
  const units = [...Array(character.length).keys()].map((index) => character.charCodeAt(index));
  const bytes = [...new TextEncoder().encode(character)];
  const forms = [
    escapeRegExp(character),
    units.map((unit) => `\\\\u${formerHexDigits(unit, 4)}`).join(''),
    bytes.map((byte) => `%${formerHexDigits(byte, 2)}`).join(''),
    `&#0*${codePoint};`,
    `&#[xX]0*${formerHexDigits(codePoint, 1)};`,
  ];
  if (JSON_SHORT_ESCAPES[character]) forms.push(escapeRegExp(JSON_SHORT_ESCAPES[character]));
  if (NAMED_REFERENCES[character]) forms.push(NAMED_REFERENCES[character]);
  return forms;
}

function formerHexDigits(value: number, width: number): string {
  return [...value.toString(16).padStart(width, '0')].map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit)).join('');
}

/** The first source of encodedForms: every character's forms in sequence (the base64 cores follow). */
const formerCharacterSource = (secret: string): string => [...secret].map((character) => `(?:${formerCharacterForms(character).join('|')})`).join('');

function formerBase64Cores(secret: string): string[] {
  const bytes = new TextEncoder().encode(secret);
  const cores: string[] = [];
  for (let offset = 0; offset < 3; offset += 1) {
    const padded = new Uint8Array(offset + bytes.length);
    padded.set(bytes, offset);
    let binary = '';
    for (const byte of padded) binary += String.fromCharCode(byte);
    const core = btoa(binary).slice(Math.ceil((offset * 8) / 6), Math.floor((padded.length * 8) / 6));
    if (core.length >= MIN_SECRET_LENGTH) cores.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return [...new Set(cores)];
}

const formerForms = (secret: string): string[] => [formerCharacterSource(secret), ...formerBase64Cores(secret).map(escapeRegExp)];

// Every kind of character the builder treats apart: each special spelling, regex syntax, hex
// letters in every position, multi-byte UTF-8, astral (two UTF-16 units), lone surrogates, controls.
const SPECIAL = ['/', '"', '\\', '&', '<', '>', "'", '.', '*', '+', '?', '^', '$', '{', '}', '(', ')', '|', '[', ']', '-', '%', '#', ';', 'x', 'X', 'u'];
const ODD = ['\0', '\n', '\u007f', '\u00ab', '\u00ff', '\u0100', '\u0fab', '\u2028', '\uabcd', '\ufeff', '\uffff', '\ud800', '\udfff', '😀', '\u{10ffff}', '\u{1abcd}', 'é', '_', '~', ' '];
const ALPHABET = [...SPECIAL, ...ODD, ...'abcdefABCDEF0123456789ghijklmnopqrstuvwxyzGHIJ'];

/** A deterministic generator (mulberry32): the same secrets on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomSecrets(count: number): string[] {
  const next = random(37);
  return Array.from({ length: count }, () => {
    const length = MIN_SECRET_LENGTH + Math.floor(next() * 40);
    return Array.from({ length }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
  });
}

const ADVERSARIAL = [
  'inc_live_0123456789abcdef',
  ...ALPHABET.map((character) => character.repeat(MIN_SECRET_LENGTH)),
  SPECIAL.join(''),
  ODD.join(''),
  '__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf__',
  '\ud800\udc00\udbff\udfff\ud83d\ude00',
  '\udc00\ud800\udc00\ud800abc',
  '&amp;&lt;&gt;&quot;&apos;',
  '\\u005f\\/%5F&#95;&#x5f;',
];

describe('encodedForms: the shorter builder gives the former regex sources', () => {
  it.each(ADVERSARIAL.map((secret) => [JSON.stringify(secret), secret]))('adversarial secret %s', (_, secret) => {
    expect(encodedForms(secret)).toEqual(formerForms(secret));
  });

  it('2000 random secrets over every kind of character, of every length from the minimum', () => {
    for (const secret of randomSecrets(2000)) expect(encodedForms(secret), JSON.stringify(secret)).toEqual(formerForms(secret));
  });

  it('base64 cores at every alignment of secrets of every length around the minimum', () => {
    for (const secret of randomSecrets(300)) {
      for (let length = 1; length <= 14; length += 1) expect(encodedForms(secret.slice(0, length))).toEqual(formerForms(secret.slice(0, length)));
    }
  });

  it('every code point of the Basic Multilingual Plane and a stride of the astral planes, one at a time', () => {
    const mismatches: string[] = [];
    const check = (codePoint: number): void => {
      const character = String.fromCodePoint(codePoint);
      if (encodedForms(character)[0] !== formerCharacterSource(character)) mismatches.push(codePoint.toString(16));
    };
    for (let codePoint = 0; codePoint <= 0xffff; codePoint += 1) check(codePoint);
    for (let codePoint = 0x10000; codePoint <= 0x10ffff; codePoint += 0x1001) check(codePoint);
    expect(mismatches).toEqual([]);
  });
});
