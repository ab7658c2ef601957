;; JSON text written as UTF-8 bytes from a list of operations, for the command-line tool's
;; `decode --json` (`json-bytes.ts`): the same bytes as `JSON.stringify` with two spaces, in one
;; pass of machine code, where the same work in JavaScript runs mostly before the engine has
;; compiled it. `write-json-wasm.ts` holds this module assembled and optimized
;; (`npm run build:wasm`); a unit test checks that it is this text.
;;
;; Memory, laid out by `json-bytes.ts`: the pieces (constant UTF-8 text: keys, brackets and
;; indents), each an i32 start and an i32 length at `pieces` + 8 × its index; the operations, one
;; i32 each; the numbers, one f64 each; the values' text, UTF-8, one after another; and the output.
;;
;; An operation's low three bits are its kind and the rest its argument:
;;   0 piece      copies piece number `argument`
;;   1 null       writes `null`
;;   2 integer    writes the next number, a safe integer, in decimal
;;   3 string     writes the next `argument` UTF-16 code units of text as a JSON string
;;   4 raw        copies the next `argument` UTF-16 code units of text as they are
;; The text holds no lone surrogate (the caller sends such strings escaped, as raw text), so each
;; UTF-8 sequence is one code unit, or two for four bytes.
(module
  (memory (export "memory") 1)

  ;; Where the next value's text starts, and where the output has got to.
  (global $in (mut i32) (i32.const 0))
  (global $out (mut i32) (i32.const 0))

  ;; Writes `count` operations from `ops`, numbers from `numbers`, text from `text`, to `out`;
  ;; gives where the output ends.
  (func (export "write") (param $pieces i32) (param $ops i32) (param $count i32) (param $numbers i32) (param $text i32) (param $out i32) (result i32)
    (local $op i32) (local $end i32) (local $kind i32) (local $piece i32)
    (global.set $in (local.get $text))
    (global.set $out (local.get $out))
    (local.set $end (i32.add (local.get $ops) (i32.shl (local.get $count) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $ops) (local.get $end)))
        (local.set $op (i32.load (local.get $ops)))
        (local.set $ops (i32.add (local.get $ops) (i32.const 4)))
        (local.set $kind (i32.and (local.get $op) (i32.const 7)))
        (if (i32.eqz (local.get $kind))
          (then
            (local.set $piece (i32.add (local.get $pieces) (i32.shl (i32.shr_u (local.get $op) (i32.const 3)) (i32.const 3))))
            (call $copy (i32.load (local.get $piece)) (i32.load offset=4 (local.get $piece)))
            (br $next)))
        (if (i32.eq (local.get $kind) (i32.const 1))
          (then
            ;; "null", little-endian
            (i32.store (global.get $out) (i32.const 0x6c6c756e))
            (global.set $out (i32.add (global.get $out) (i32.const 4)))
            (br $next)))
        (if (i32.eq (local.get $kind) (i32.const 2))
          (then
            (call $integer (i64.trunc_sat_f64_s (f64.load (local.get $numbers))))
            (local.set $numbers (i32.add (local.get $numbers) (i32.const 8)))
            (br $next)))
        (if (i32.eq (local.get $kind) (i32.const 3))
          (then
            (call $byte (i32.const 0x22))
            (call $string (i32.shr_u (local.get $op) (i32.const 3)))
            (call $byte (i32.const 0x22))
            (br $next)))
        (call $raw (i32.shr_u (local.get $op) (i32.const 3)))
        (br $next)))
    (global.get $out))

  (func $byte (param $byte i32)
    (i32.store8 (global.get $out) (local.get $byte))
    (global.set $out (i32.add (global.get $out) (i32.const 1))))

  (func $copy (param $from i32) (param $length i32)
    (memory.copy (global.get $out) (local.get $from) (local.get $length))
    (global.set $out (i32.add (global.get $out) (local.get $length))))

  ;; How many bytes the UTF-8 sequence led by `byte` takes (the text is well formed).
  (func $sequence (param $byte i32) (result i32)
    (if (result i32) (i32.lt_u (local.get $byte) (i32.const 0xc0))
      (then (i32.const 1))
      (else
        (if (result i32) (i32.lt_u (local.get $byte) (i32.const 0xe0))
          (then (i32.const 2))
          (else (select (i32.const 3) (i32.const 4) (i32.lt_u (local.get $byte) (i32.const 0xf0))))))))

  ;; Copies `units` UTF-16 code units of text as they are.
  (func $raw (param $units i32)
    (local $from i32) (local $length i32)
    (local.set $from (global.get $in))
    (block $done
      (loop $next
        (br_if $done (i32.le_s (local.get $units) (i32.const 0)))
        (local.set $length (call $sequence (i32.load8_u (global.get $in))))
        (global.set $in (i32.add (global.get $in) (local.get $length)))
        ;; four bytes are a surrogate pair: two code units
        (local.set $units (i32.sub (local.get $units) (select (i32.const 2) (i32.const 1) (i32.eq (local.get $length) (i32.const 4)))))
        (br $next)))
    (call $copy (local.get $from) (i32.sub (global.get $in) (local.get $from))))

  ;; Writes `units` UTF-16 code units of text with JSON's escapes: `\"`, `\\`, `\b`, `\t`, `\n`,
  ;; `\f`, `\r`, and `\u00XX` (lower-case hex) for the other characters below U+0020.
  (func $string (param $units i32)
    (local $byte i32) (local $length i32)
    (block $done
      (loop $next
        (br_if $done (i32.le_s (local.get $units) (i32.const 0)))
        (local.set $byte (i32.load8_u (global.get $in)))
        (if (i32.ge_u (local.get $byte) (i32.const 0x80))
          (then
            (local.set $length (call $sequence (local.get $byte)))
            (call $copy (global.get $in) (local.get $length))
            (global.set $in (i32.add (global.get $in) (local.get $length)))
            (local.set $units (i32.sub (local.get $units) (select (i32.const 2) (i32.const 1) (i32.eq (local.get $length) (i32.const 4)))))
            (br $next)))
        (global.set $in (i32.add (global.get $in) (i32.const 1)))
        (local.set $units (i32.sub (local.get $units) (i32.const 1)))
        (if (i32.and (i32.ge_u (local.get $byte) (i32.const 0x20))
                     (i32.and (i32.ne (local.get $byte) (i32.const 0x22)) (i32.ne (local.get $byte) (i32.const 0x5c))))
          (then
            (call $byte (local.get $byte))
            (br $next)))
        (call $byte (i32.const 0x5c))
        (if (i32.ge_u (local.get $byte) (i32.const 0x20))
          (then (call $byte (local.get $byte)) (br $next)))
        (if (i32.eq (local.get $byte) (i32.const 0x08)) (then (call $byte (i32.const 0x62)) (br $next)))
        (if (i32.eq (local.get $byte) (i32.const 0x09)) (then (call $byte (i32.const 0x74)) (br $next)))
        (if (i32.eq (local.get $byte) (i32.const 0x0a)) (then (call $byte (i32.const 0x6e)) (br $next)))
        (if (i32.eq (local.get $byte) (i32.const 0x0c)) (then (call $byte (i32.const 0x66)) (br $next)))
        (if (i32.eq (local.get $byte) (i32.const 0x0d)) (then (call $byte (i32.const 0x72)) (br $next)))
        ;; "u00", then the two hex digits
        (call $byte (i32.const 0x75))
        (call $byte (i32.const 0x30))
        (call $byte (i32.const 0x30))
        (call $byte (call $hex (i32.shr_u (local.get $byte) (i32.const 4))))
        (call $byte (call $hex (i32.and (local.get $byte) (i32.const 15))))
        (br $next))))

  (func $hex (param $digit i32) (result i32)
    (i32.add (local.get $digit) (select (i32.const 0x30) (i32.const 0x57) (i32.lt_u (local.get $digit) (i32.const 10)))))

  ;; A safe integer in decimal, as JavaScript writes it (-0 as 0).
  (func $integer (param $value i64)
    (local $digits i32) (local $rest i64) (local $at i32)
    (if (i64.lt_s (local.get $value) (i64.const 0))
      (then
        (call $byte (i32.const 0x2d))
        (local.set $value (i64.sub (i64.const 0) (local.get $value)))))
    (local.set $digits (i32.const 1))
    (local.set $rest (i64.div_u (local.get $value) (i64.const 10)))
    (block $counted
      (loop $count
        (br_if $counted (i64.eqz (local.get $rest)))
        (local.set $digits (i32.add (local.get $digits) (i32.const 1)))
        (local.set $rest (i64.div_u (local.get $rest) (i64.const 10)))
        (br $count)))
    (local.set $at (i32.add (global.get $out) (local.get $digits)))
    (global.set $out (local.get $at))
    (loop $digit
      (local.set $at (i32.sub (local.get $at) (i32.const 1)))
      (i32.store8 (local.get $at) (i32.add (i32.const 0x30) (i32.wrap_i64 (i64.rem_u (local.get $value) (i64.const 10)))))
      (local.set $value (i64.div_u (local.get $value) (i64.const 10)))
      (br_if $digit (i64.ne (local.get $value) (i64.const 0)))))
)
