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

  ;; Writes `count` operations from `ops`, numbers from `numbers`, text from `text`, to `out`;
  ;; gives where the output ends. One function, its cursors in locals, every copy done by loads
  ;; and stores: in Node 20 a global costs a load or a store each time, and `memory.copy` a call.
  (func (export "write") (param $pieces i32) (param $ops i32) (param $count i32) (param $numbers i32) (param $in i32) (param $out i32) (result i32)
    (local $op i32) (local $end i32) (local $kind i32) (local $at i32) (local $stop i32)
    (local $units i32) (local $byte i32) (local $length i32)
    (local $value i64) (local $rest i64)
    (local.set $end (i32.add (local.get $ops) (i32.shl (local.get $count) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $ops) (local.get $end)))
        (local.set $op (i32.load (local.get $ops)))
        (local.set $ops (i32.add (local.get $ops) (i32.const 4)))
        (local.set $kind (i32.and (local.get $op) (i32.const 7)))
        (local.set $units (i32.shr_u (local.get $op) (i32.const 3)))

        ;; a piece: copied eight bytes at a time (the output has room past the last; a piece is
        ;; at most MOST_PIECE_BYTES, and so is the room each operation has)
        (if (i32.eqz (local.get $kind))
          (then
            (local.set $at (i32.add (local.get $pieces) (i32.shl (local.get $units) (i32.const 3))))
            (local.set $length (i32.load offset=4 (local.get $at)))
            (local.set $at (i32.load (local.get $at)))
            (local.set $stop (i32.add (local.get $out) (local.get $length)))
            (loop $copy
              (i64.store (local.get $out) (i64.load (local.get $at)))
              (local.set $out (i32.add (local.get $out) (i32.const 8)))
              (local.set $at (i32.add (local.get $at) (i32.const 8)))
              (br_if $copy (i32.lt_u (local.get $out) (local.get $stop))))
            (local.set $out (local.get $stop))
            (br $next)))

        ;; null: "null", little-endian
        (if (i32.eq (local.get $kind) (i32.const 1))
          (then
            (i32.store (local.get $out) (i32.const 0x6c6c756e))
            (local.set $out (i32.add (local.get $out) (i32.const 4)))
            (br $next)))

        ;; a safe integer, in decimal as JavaScript writes it (-0 as 0)
        (if (i32.eq (local.get $kind) (i32.const 2))
          (then
            (local.set $value (i64.trunc_sat_f64_s (f64.load (local.get $numbers))))
            (local.set $numbers (i32.add (local.get $numbers) (i32.const 8)))
            (if (i64.lt_s (local.get $value) (i64.const 0))
              (then
                (i32.store8 (local.get $out) (i32.const 0x2d))
                (local.set $out (i32.add (local.get $out) (i32.const 1)))
                (local.set $value (i64.sub (i64.const 0) (local.get $value)))))
            (local.set $at (i32.add (local.get $out) (i32.const 1)))
            (local.set $rest (i64.div_u (local.get $value) (i64.const 10)))
            (block $counted
              (loop $count
                (br_if $counted (i64.eqz (local.get $rest)))
                (local.set $at (i32.add (local.get $at) (i32.const 1)))
                (local.set $rest (i64.div_u (local.get $rest) (i64.const 10)))
                (br $count)))
            (local.set $out (local.get $at))
            (loop $digit
              (local.set $at (i32.sub (local.get $at) (i32.const 1)))
              (i32.store8 (local.get $at) (i32.add (i32.const 0x30) (i32.wrap_i64 (i64.rem_u (local.get $value) (i64.const 10)))))
              (local.set $value (i64.div_u (local.get $value) (i64.const 10)))
              (br_if $digit (i64.ne (local.get $value) (i64.const 0))))
            (br $next)))

        ;; raw text: `units` code units copied as they are
        (if (i32.eq (local.get $kind) (i32.const 4))
          (then
            (block $copied
              (loop $unit
                (br_if $copied (i32.le_s (local.get $units) (i32.const 0)))
                (local.set $byte (i32.load8_u (local.get $in)))
                (i32.store8 (local.get $out) (local.get $byte))
                (local.set $in (i32.add (local.get $in) (i32.const 1)))
                (local.set $out (i32.add (local.get $out) (i32.const 1)))
                ;; a lead byte counts a unit, or two for four bytes; a continuation byte none
                (local.set $units (i32.sub (local.get $units)
                  (select
                    (select (i32.const 2) (i32.const 1) (i32.ge_u (local.get $byte) (i32.const 0xf0)))
                    (i32.const 0)
                    (i32.ne (i32.and (local.get $byte) (i32.const 0xc0)) (i32.const 0x80)))))
                (br $unit)))
            ;; the continuation bytes of the last character
            (block $whole
              (loop $tail
                (br_if $whole (i32.ne (i32.and (i32.load8_u (local.get $in)) (i32.const 0xc0)) (i32.const 0x80)))
                (i32.store8 (local.get $out) (i32.load8_u (local.get $in)))
                (local.set $in (i32.add (local.get $in) (i32.const 1)))
                (local.set $out (i32.add (local.get $out) (i32.const 1)))
                (br $tail)))
            (br $next)))

        ;; a string: `units` code units between quotes, with JSON's escapes: `\"`, `\\`, `\b`,
        ;; `\t`, `\n`, `\f`, `\r`, and `\u00XX` (lower-case hex) for the other characters below U+0020
        (i32.store8 (local.get $out) (i32.const 0x22))
        (local.set $out (i32.add (local.get $out) (i32.const 1)))
        (block $closed
          (loop $char
            (br_if $closed (i32.le_s (local.get $units) (i32.const 0)))
            (local.set $byte (i32.load8_u (local.get $in)))
            (local.set $in (i32.add (local.get $in) (i32.const 1)))
            ;; bytes of other characters, and printable ASCII but `"` and `\`, as they are
            (if (i32.or (i32.ge_u (local.get $byte) (i32.const 0x80))
                        (i32.and (i32.ge_u (local.get $byte) (i32.const 0x20))
                                 (i32.and (i32.ne (local.get $byte) (i32.const 0x22)) (i32.ne (local.get $byte) (i32.const 0x5c)))))
              (then
                (i32.store8 (local.get $out) (local.get $byte))
                (local.set $out (i32.add (local.get $out) (i32.const 1)))
                (local.set $units (i32.sub (local.get $units)
                  (select
                    (select (i32.const 2) (i32.const 1) (i32.ge_u (local.get $byte) (i32.const 0xf0)))
                    (i32.const 0)
                    (i32.ne (i32.and (local.get $byte) (i32.const 0xc0)) (i32.const 0x80)))))
                (br $char)))
            (local.set $units (i32.sub (local.get $units) (i32.const 1)))
            (i32.store8 (local.get $out) (i32.const 0x5c))
            (local.set $out (i32.add (local.get $out) (i32.const 1)))
            (local.set $length (i32.const 0))
            (if (i32.ge_u (local.get $byte) (i32.const 0x20)) (then (local.set $length (local.get $byte))))
            (if (i32.eq (local.get $byte) (i32.const 0x08)) (then (local.set $length (i32.const 0x62))))
            (if (i32.eq (local.get $byte) (i32.const 0x09)) (then (local.set $length (i32.const 0x74))))
            (if (i32.eq (local.get $byte) (i32.const 0x0a)) (then (local.set $length (i32.const 0x6e))))
            (if (i32.eq (local.get $byte) (i32.const 0x0c)) (then (local.set $length (i32.const 0x66))))
            (if (i32.eq (local.get $byte) (i32.const 0x0d)) (then (local.set $length (i32.const 0x72))))
            (if (local.get $length)
              (then
                (i32.store8 (local.get $out) (local.get $length))
                (local.set $out (i32.add (local.get $out) (i32.const 1)))
                (br $char)))
            ;; "u00", then two hex digits
            (i32.store8 (local.get $out) (i32.const 0x75))
            (i32.store16 offset=1 (local.get $out) (i32.const 0x3030))
            (i32.store8 offset=3 (local.get $out) (i32.add (i32.const 0x30) (i32.shr_u (local.get $byte) (i32.const 4))))
            (local.set $byte (i32.and (local.get $byte) (i32.const 15)))
            (i32.store8 offset=4 (local.get $out)
              (i32.add (local.get $byte) (select (i32.const 0x30) (i32.const 0x57) (i32.lt_u (local.get $byte) (i32.const 10)))))
            (local.set $out (i32.add (local.get $out) (i32.const 5)))
            (br $char)))
        ;; the continuation bytes of the last character, then the closing quote
        (block $whole
          (loop $tail
            (br_if $whole (i32.ne (i32.and (i32.load8_u (local.get $in)) (i32.const 0xc0)) (i32.const 0x80)))
            (i32.store8 (local.get $out) (i32.load8_u (local.get $in)))
            (local.set $in (i32.add (local.get $in) (i32.const 1)))
            (local.set $out (i32.add (local.get $out) (i32.const 1)))
            (br $tail)))
        (i32.store8 (local.get $out) (i32.const 0x22))
        (local.set $out (i32.add (local.get $out) (i32.const 1)))
        (br $next)))
    (local.get $out))
)
