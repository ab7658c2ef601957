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
;;
;; `plain_lirs` writes the records of a LIRS file whose every line is a comment or a plain record
;; straight from the LIRS walk's entries (`scan-lirs-lines.wat`), for `plain-lirs-json.ts`: no
;; record becomes a JavaScript object on the way.
(module
  ;; The memory is the caller's: a fresh one (`JsonBytes`), or the LIRS walk's (`plain_lirs`).
  (import "env" "memory" (memory 1))

  ;; Where `plain_lirs` is between calls: the next name's UTF-8, the source URL of the last plain
  ;; record (file offsets; $sourceEnd -1 when it is not known), whether a record has been written,
  ;; and where the last call's output ends.
  (global $names (mut i32) (i32.const 0))
  (global $source (mut i32) (i32.const 0))
  (global $sourceEnd (mut i32) (i32.const -1))
  (global $started (mut i32) (i32.const 0))
  (global $outEnd (mut i32) (i32.const 0))

  ;; Piece number `index` of the table at `pieces`, copied eight bytes at a time (the output has
  ;; room past the last: a piece is at most MOST_PIECE_BYTES, and so is the room each operation
  ;; has); gives where it ends.
  (func $piece (param $pieces i32) (param $index i32) (param $out i32) (result i32)
    (local $at i32) (local $stop i32)
    (local.set $at (i32.add (local.get $pieces) (i32.shl (local.get $index) (i32.const 3))))
    (local.set $stop (i32.add (local.get $out) (i32.load offset=4 (local.get $at))))
    (local.set $at (i32.load (local.get $at)))
    (loop $copy
      (i64.store (local.get $out) (i64.load (local.get $at)))
      (local.set $out (i32.add (local.get $out) (i32.const 8)))
      (local.set $at (i32.add (local.get $at) (i32.const 8)))
      (br_if $copy (i32.lt_u (local.get $out) (local.get $stop))))
    (local.get $stop))

  ;; A safe integer, in decimal as JavaScript writes it (-0 as 0); gives where it ends.
  (func $integer (param $number f64) (param $out i32) (result i32)
    (local $value i64) (local $rest i64) (local $at i32)
    (local.set $value (i64.trunc_sat_f64_s (local.get $number)))
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
    (local.get $out))

  ;; Whether a byte of UTF-8 is written in a JSON string as it is: bytes of characters past ASCII,
  ;; and printable ASCII but `"` and `\`.
  (func $plain_byte (param $byte i32) (result i32)
    (i32.or (i32.ge_u (local.get $byte) (i32.const 0x80))
      (i32.and (i32.ge_u (local.get $byte) (i32.const 0x20))
        (i32.and (i32.ne (local.get $byte) (i32.const 0x22)) (i32.ne (local.get $byte) (i32.const 0x5c))))))

  ;; The escape of a byte `plain_byte` refuses, as JSON.stringify writes it: `\"`, `\\`, `\b`,
  ;; `\t`, `\n`, `\f`, `\r`, or `\u00XX` (lower-case hex) for the other characters below U+0020;
  ;; gives where it ends.
  (func $escaped (param $byte i32) (param $out i32) (result i32)
    (local $letter i32)
    (i32.store8 (local.get $out) (i32.const 0x5c))
    (local.set $out (i32.add (local.get $out) (i32.const 1)))
    (if (i32.ge_u (local.get $byte) (i32.const 0x20)) (then (local.set $letter (local.get $byte))))
    (if (i32.eq (local.get $byte) (i32.const 0x08)) (then (local.set $letter (i32.const 0x62))))
    (if (i32.eq (local.get $byte) (i32.const 0x09)) (then (local.set $letter (i32.const 0x74))))
    (if (i32.eq (local.get $byte) (i32.const 0x0a)) (then (local.set $letter (i32.const 0x6e))))
    (if (i32.eq (local.get $byte) (i32.const 0x0c)) (then (local.set $letter (i32.const 0x66))))
    (if (i32.eq (local.get $byte) (i32.const 0x0d)) (then (local.set $letter (i32.const 0x72))))
    (if (local.get $letter)
      (then
        (i32.store8 (local.get $out) (local.get $letter))
        (return (i32.add (local.get $out) (i32.const 1)))))
    ;; "u00", then two hex digits
    (i32.store8 (local.get $out) (i32.const 0x75))
    (i32.store16 offset=1 (local.get $out) (i32.const 0x3030))
    (i32.store8 offset=3 (local.get $out) (i32.add (i32.const 0x30) (i32.shr_u (local.get $byte) (i32.const 4))))
    (local.set $byte (i32.and (local.get $byte) (i32.const 15)))
    (i32.store8 offset=4 (local.get $out)
      (i32.add (local.get $byte) (select (i32.const 0x30) (i32.const 0x57) (i32.lt_u (local.get $byte) (i32.const 10)))))
    (i32.add (local.get $out) (i32.const 5)))

  ;; The well-formed UTF-8 [at, end) as a JSON string; gives where it ends.
  (func $string (param $at i32) (param $end i32) (param $out i32) (result i32)
    (local $byte i32)
    (i32.store8 (local.get $out) (i32.const 0x22))
    (local.set $out (i32.add (local.get $out) (i32.const 1)))
    (block $closed
      (loop $char
        (br_if $closed (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $byte (i32.load8_u (local.get $at)))
        (local.set $at (i32.add (local.get $at) (i32.const 1)))
        (if (call $plain_byte (local.get $byte))
          (then
            (i32.store8 (local.get $out) (local.get $byte))
            (local.set $out (i32.add (local.get $out) (i32.const 1))))
          (else (local.set $out (call $escaped (local.get $byte) (local.get $out)))))
        (br $char)))
    (i32.store8 (local.get $out) (i32.const 0x22))
    (i32.add (local.get $out) (i32.const 1)))

  ;; Writes `count` operations from `ops`, numbers from `numbers`, text from `text`, to `out`;
  ;; gives where the output ends. One function, its cursors in locals, every copy done by loads
  ;; and stores: in Node 20 a global costs a load or a store each time, and `memory.copy` a call.
  (func (export "write") (param $pieces i32) (param $ops i32) (param $count i32) (param $numbers i32) (param $in i32) (param $out i32) (result i32)
    (local $op i32) (local $end i32) (local $kind i32) (local $units i32) (local $byte i32)
    (local.set $end (i32.add (local.get $ops) (i32.shl (local.get $count) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $ops) (local.get $end)))
        (local.set $op (i32.load (local.get $ops)))
        (local.set $ops (i32.add (local.get $ops) (i32.const 4)))
        (local.set $kind (i32.and (local.get $op) (i32.const 7)))
        (local.set $units (i32.shr_u (local.get $op) (i32.const 3)))

        ;; a piece
        (if (i32.eqz (local.get $kind))
          (then
            (local.set $out (call $piece (local.get $pieces) (local.get $units) (local.get $out)))
            (br $next)))

        ;; null
        (if (i32.eq (local.get $kind) (i32.const 1))
          (then
            (local.set $out (call $null (local.get $out)))
            (br $next)))

        ;; a safe integer
        (if (i32.eq (local.get $kind) (i32.const 2))
          (then
            (local.set $out (call $integer (f64.load (local.get $numbers)) (local.get $out)))
            (local.set $numbers (i32.add (local.get $numbers) (i32.const 8)))
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

        ;; a string: `units` code units between quotes, with JSON's escapes (`escaped`)
        (i32.store8 (local.get $out) (i32.const 0x22))
        (local.set $out (i32.add (local.get $out) (i32.const 1)))
        (block $closed
          (loop $char
            (br_if $closed (i32.le_s (local.get $units) (i32.const 0)))
            (local.set $byte (i32.load8_u (local.get $in)))
            (local.set $in (i32.add (local.get $in) (i32.const 1)))
            (if (call $plain_byte (local.get $byte))
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
            (local.set $out (call $escaped (local.get $byte) (local.get $out)))
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
;; Entries of the LIRS walk, as `scan-lirs-lines.wat` writes them (ENTRY = 72 bytes: i32 kind
  ;; at 0, URL start and end at 12 and 16, flags at 20, zone offset at 24, keyHash at 28, source
  ;; start and end at 32 and 36; f64 lastModified, lastDetected, contentLength at 48, 56, 64), one
  ;; after another from `entries`. The names are the walk's joined ranges decoded and written
  ;; again as UTF-8, one line per entry: a plain record's `title,author`, a comment's whole line.

  ;; The line of names that starts at `at`: where it ends (its LF); -1 when no LF comes before `end`.
  (func $line_end (param $at i32) (param $end i32) (result i32)
    (block $found
      (loop $walk
        (br_if $found (i32.ge_u (local.get $at) (local.get $end)))
        (br_if $found (i32.eq (i32.load8_u (local.get $at)) (i32.const 0x0a)))
        (local.set $at (i32.add (local.get $at) (i32.const 1)))
        (br $walk)))
    (select (i32.const -1) (local.get $at) (i32.ge_u (local.get $at) (local.get $end))))

  ;; The first comma of [at, end), or `end`.
  (func $comma (param $at i32) (param $end i32) (result i32)
    (block $found
      (loop $walk
        (br_if $found (i32.ge_u (local.get $at) (local.get $end)))
        (br_if $found (i32.eq (i32.load8_u (local.get $at)) (i32.const 0x2c)))
        (local.set $at (i32.add (local.get $at) (i32.const 1)))
        (br $walk)))
    (local.get $at))

  ;; Whether `plain_lirs` writes these `count` entries as the general reading gives their records:
  ;; each a comment or a plain record, with one line of names each (from `names` to exactly
  ;; `namesEnd`), and each plain record's names without a backslash (an escape), an author without
  ;; `://` (which may be a URL once trimmed, a shifted record) and a title and an author of at
  ;; most 4,096 bytes (so of at most MAX_FIELD_LENGTH characters: never cut). Gives how many
  ;; records are plain, each one's keyHash written at `hashes`; -1 when not.
  (func (export "check_plain_lirs") (param $entries i32) (param $count i32) (param $names i32) (param $namesEnd i32) (param $hashes i32) (result i32)
    (local $end i32) (local $kind i32) (local $lineEnd i32) (local $comma i32) (local $at i32) (local $plain i32)
    (local.set $end (i32.add (local.get $entries) (i32.mul (local.get $count) (i32.const 72))))
    (block $done
      (loop $entry
        (br_if $done (i32.ge_u (local.get $entries) (local.get $end)))
        (local.set $kind (i32.load (local.get $entries)))
        (local.set $lineEnd (call $line_end (local.get $names) (local.get $namesEnd)))
        (if (i32.lt_s (local.get $lineEnd) (i32.const 0)) (then (return (i32.const -1))))
        (if (i32.eq (local.get $kind) (i32.const 3))
          (then
            (local.set $comma (call $comma (local.get $names) (local.get $lineEnd)))
            (if (i32.or (i32.eq (local.get $comma) (local.get $lineEnd))
                  (i32.or (i32.gt_u (i32.sub (local.get $comma) (local.get $names)) (i32.const 4096))
                    (i32.gt_u (i32.sub (local.get $lineEnd) (local.get $comma)) (i32.const 4097))))
              (then (return (i32.const -1))))
            (local.set $at (local.get $names))
            (block $checked
              (loop $byte
                (br_if $checked (i32.ge_u (local.get $at) (local.get $lineEnd)))
                (if (i32.eq (i32.load8_u (local.get $at)) (i32.const 0x5c)) (then (return (i32.const -1))))
                (if (i32.and (i32.gt_u (local.get $at) (local.get $comma))
                      (i32.and (i32.eq (i32.load8_u (local.get $at)) (i32.const 0x3a))
                        (i32.eq (i32.load16_u offset=1 (local.get $at)) (i32.const 0x2f2f))))
                  (then (return (i32.const -1))))
                (local.set $at (i32.add (local.get $at) (i32.const 1)))
                (br $byte)))
            (i32.store (i32.add (local.get $hashes) (i32.shl (local.get $plain) (i32.const 2))) (i32.load offset=28 (local.get $entries)))
            (local.set $plain (i32.add (local.get $plain) (i32.const 1))))
          (else (if (i32.ne (local.get $kind) (i32.const 1)) (then (return (i32.const -1))))))
        (local.set $names (i32.add (local.get $lineEnd) (i32.const 1)))
        (local.set $entries (i32.add (local.get $entries) (i32.const 72)))
        (br $entry)))
    (select (local.get $plain) (i32.const -1) (i32.eq (local.get $names) (local.get $namesEnd))))

  ;; Whether the `count` i32 at `sorted`, in order, are all different.
  (func (export "all_distinct") (param $sorted i32) (param $count i32) (result i32)
    (local $end i32)
    (local.set $end (i32.add (local.get $sorted) (i32.shl (local.get $count) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (i32.add (local.get $sorted) (i32.const 4)) (local.get $end)))
        (if (i32.eq (i32.load (local.get $sorted)) (i32.load offset=4 (local.get $sorted))) (then (return (i32.const 0))))
        (local.set $sorted (i32.add (local.get $sorted) (i32.const 4)))
        (br $next)))
    (i32.const 1))

  ;; Starts writing a file's records: its names' UTF-8 start at `names`.
  (func (export "start_plain_lirs") (param $names i32)
    (global.set $names (local.get $names))
    (global.set $sourceEnd (i32.const -1))
    (global.set $started (i32.const 0)))

  ;; Where the last call of `plain_lirs` left its output.
  (func (export "out_end") (result i32) (global.get $outEnd))

  ;; Writes records from the `count` entries at `entries` (which `check_plain_lirs` accepted) to
  ;; `out`, each as write-decode-json.ts writes a plain record, with the pieces of its
  ;; RECORD_PIECES at `pieces` (0–7 the keys from "url" to "sourceUrl", 13 the first record's
  ;; opening, 17 the empty members after "sourceUrl" and the close), the file's bytes at `file`;
  ;; comments are passed over. It stops before an entry whose record might not fit below `limit`.
  ;; Gives how many entries it has written or passed; its output ends at `out_end`.
  (func (export "plain_lirs") (param $pieces i32) (param $file i32) (param $entries i32) (param $count i32) (param $out i32) (param $limit i32) (result i32)
    (local $entry i32) (local $end i32) (local $names i32) (local $lineEnd i32) (local $comma i32)
    (local $flags i32) (local $zone i32) (local $length f64) (local $source i32) (local $sourceEnd i32)
    (local $newSource i32) (local $newEnd i32)
    (local.set $entry (local.get $entries))
    (local.set $end (i32.add (local.get $entries) (i32.mul (local.get $count) (i32.const 72))))
    (local.set $names (global.get $names))
    (local.set $source (global.get $source))
    (local.set $sourceEnd (global.get $sourceEnd))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $entry) (local.get $end)))
        (local.set $lineEnd (call $line_end (local.get $names) (i32.const -1)))
        (if (i32.eq (i32.load (local.get $entry)) (i32.const 3))
          (then
            (local.set $flags (i32.load offset=20 (local.get $entry)))
            (local.set $newSource (i32.load offset=32 (local.get $entry)))
            (local.set $newEnd (i32.load offset=36 (local.get $entry)))
            ;; the most this record may take: its pieces and numbers, and each byte of text escaped
            (br_if $done (i32.gt_u
              (i32.add (i32.add (local.get $out) (i32.const 512))
                (i32.mul (i32.const 6)
                  (i32.add
                    (i32.add (i32.sub (i32.load offset=16 (local.get $entry)) (i32.load offset=12 (local.get $entry)))
                      (i32.sub (local.get $lineEnd) (local.get $names)))
                    (select (i32.sub (local.get $newEnd) (local.get $newSource)) (i32.sub (local.get $sourceEnd) (local.get $source))
                      (i32.and (local.get $flags) (i32.const 4))))))
              (local.get $limit)))
            (local.set $comma (call $comma (local.get $names) (local.get $lineEnd)))
            (local.set $out (call $piece (local.get $pieces) (select (i32.const 0) (i32.const 13) (global.get $started)) (local.get $out)))
            (global.set $started (i32.const 1))
            (local.set $out (call $string
              (i32.add (local.get $file) (i32.load offset=12 (local.get $entry)))
              (i32.add (local.get $file) (i32.load offset=16 (local.get $entry)))
              (local.get $out)))
            (local.set $out (call $piece (local.get $pieces) (i32.const 1) (local.get $out)))
            (if (i32.and (local.get $flags) (i32.const 1))
              (then (local.set $out (call $null (local.get $out))))
              (else (local.set $out (call $string (local.get $names) (local.get $comma) (local.get $out)))))
            (local.set $out (call $piece (local.get $pieces) (i32.const 2) (local.get $out)))
            (if (i32.and (local.get $flags) (i32.const 2))
              (then (local.set $out (call $null (local.get $out))))
              (else (local.set $out (call $string (i32.add (local.get $comma) (i32.const 1)) (local.get $lineEnd) (local.get $out)))))
            (local.set $out (call $piece (local.get $pieces) (i32.const 3) (local.get $out)))
            (local.set $out (call $integer (f64.load offset=48 (local.get $entry)) (local.get $out)))
            (local.set $out (call $piece (local.get $pieces) (i32.const 4) (local.get $out)))
            (local.set $out (call $integer (f64.load offset=56 (local.get $entry)) (local.get $out)))
            (local.set $out (call $piece (local.get $pieces) (i32.const 5) (local.get $out)))
            (local.set $zone (i32.load offset=24 (local.get $entry)))
            (if (i32.eq (local.get $zone) (i32.const 0x7fffffff))
              (then (local.set $out (call $null (local.get $out))))
              (else (local.set $out (call $integer (f64.convert_i32_s (local.get $zone)) (local.get $out)))))
            (local.set $out (call $piece (local.get $pieces) (i32.const 6) (local.get $out)))
            (local.set $length (f64.load offset=64 (local.get $entry)))
            (if (f64.eq (local.get $length) (f64.const 0))
              (then (local.set $out (call $null (local.get $out))))
              (else (local.set $out (call $integer (local.get $length) (local.get $out)))))
            ;; the source URL: the line's own when it differs from the last one's; `` and `0` are not known
            (if (i32.and (local.get $flags) (i32.const 4))
              (then
                (local.set $source (local.get $newSource))
                (local.set $sourceEnd (local.get $newEnd))
                (if (i32.or (i32.eq (local.get $source) (local.get $sourceEnd))
                      (i32.and (i32.eq (i32.sub (local.get $sourceEnd) (local.get $source)) (i32.const 1))
                        (i32.eq (i32.load8_u (i32.add (local.get $file) (local.get $source))) (i32.const 0x30))))
                  (then
                    (local.set $source (i32.const 0))
                    (local.set $sourceEnd (i32.const -1))))))
            (local.set $out (call $piece (local.get $pieces) (i32.const 7) (local.get $out)))
            (if (i32.lt_s (local.get $sourceEnd) (i32.const 0))
              (then (local.set $out (call $null (local.get $out))))
              (else (local.set $out (call $string
                (i32.add (local.get $file) (local.get $source))
                (i32.add (local.get $file) (local.get $sourceEnd))
                (local.get $out)))))
            (local.set $out (call $piece (local.get $pieces) (i32.const 17) (local.get $out)))))
        (local.set $names (i32.add (local.get $lineEnd) (i32.const 1)))
        (local.set $entry (i32.add (local.get $entry) (i32.const 72)))
        (br $next)))
    (global.set $names (local.get $names))
    (global.set $source (local.get $source))
    (global.set $sourceEnd (local.get $sourceEnd))
    (global.set $outEnd (local.get $out))
    (i32.div_u (i32.sub (local.get $entry) (local.get $entries)) (i32.const 72)))

  ;; `null`, little-endian; gives where it ends.
  (func $null (param $out i32) (result i32)
    (i32.store (local.get $out) (i32.const 0x6c6c756e))
    (i32.add (local.get $out) (i32.const 4)))

  ;; EUC-JP written as UTF-8, by a table of what a decoder makes of each sequence: 4 bytes a
  ;; sequence, its UTF-8's length (0 when it is no character) and up to three bytes; the 8,836
  ;; two-byte sequences (lead and trail 0xA1–0xFE, JIS X 0208), the 8,836 after 0x8F (JIS X 0212),
  ;; then the 63 after 0x8E (half-width katakana): EUC_JP_CELLS in all.

  ;; Writes at `at` each sequence the table holds, in its order, each followed by LF, for the
  ;; decoder to read; gives where they end.
  (func (export "euc_jp_sequences") (param $at i32) (result i32)
    (local $lead i32) (local $trail i32) (local $plane i32)
    ;; plane 0: two bytes; plane 1: 0x8F and two bytes
    (loop $planes
      (local.set $lead (i32.const 0xa1))
      (loop $leads
        (local.set $trail (i32.const 0xa1))
        (loop $trails
          (if (local.get $plane)
            (then
              (i32.store8 (local.get $at) (i32.const 0x8f))
              (local.set $at (i32.add (local.get $at) (i32.const 1)))))
          (i32.store8 (local.get $at) (local.get $lead))
          (i32.store8 offset=1 (local.get $at) (local.get $trail))
          (i32.store8 offset=2 (local.get $at) (i32.const 0x0a))
          (local.set $at (i32.add (local.get $at) (i32.const 3)))
          (local.set $trail (i32.add (local.get $trail) (i32.const 1)))
          (br_if $trails (i32.le_u (local.get $trail) (i32.const 0xfe))))
        (local.set $lead (i32.add (local.get $lead) (i32.const 1)))
        (br_if $leads (i32.le_u (local.get $lead) (i32.const 0xfe))))
      (local.set $plane (i32.add (local.get $plane) (i32.const 1)))
      (br_if $planes (i32.lt_u (local.get $plane) (i32.const 2))))
    (local.set $trail (i32.const 0xa1))
    (loop $kana
      (i32.store8 (local.get $at) (i32.const 0x8e))
      (i32.store8 offset=1 (local.get $at) (local.get $trail))
      (i32.store8 offset=2 (local.get $at) (i32.const 0x0a))
      (local.set $at (i32.add (local.get $at) (i32.const 3)))
      (local.set $trail (i32.add (local.get $trail) (i32.const 1)))
      (br_if $kana (i32.le_u (local.get $trail) (i32.const 0xdf))))
    (local.get $at))

  ;; Fills the table at `table` from the decoded sequences, UTF-8 from `at` to `end`, one line each:
  ;; a line that is one character but U+FFFD is that sequence's. Gives 1, or 0 when the lines are
  ;; not one a sequence (the decoder read them otherwise: the table is not to be used).
  (func (export "euc_jp_table") (param $at i32) (param $end i32) (param $table i32) (result i32)
    (local $stop i32) (local $length i32) (local $byte i32) (local $first i32)
    (local.set $stop (i32.add (local.get $table) (i32.const 70940)))
    (block $filled
      (loop $cell
        (br_if $filled (i32.ge_u (local.get $table) (local.get $stop)))
        (local.set $length (i32.const 0))
        (block $line
          (loop $bytes
            (if (i32.ge_u (local.get $at) (local.get $end)) (then (return (i32.const 0))))
            (local.set $byte (i32.load8_u (local.get $at)))
            (local.set $at (i32.add (local.get $at) (i32.const 1)))
            (br_if $line (i32.eq (local.get $byte) (i32.const 0x0a)))
            (if (i32.eq (local.get $length) (i32.const 3)) (then (return (i32.const 0))))
            (i32.store8 offset=1 (i32.add (local.get $table) (local.get $length)) (local.get $byte))
            (local.set $length (i32.add (local.get $length) (i32.const 1)))
            (br $bytes)))
        ;; one character: as many bytes as its first byte says
        (local.set $first (i32.load8_u offset=1 (local.get $table)))
        (if (i32.ne (local.get $length)
              (select (i32.const 1)
                (select (i32.const 3) (select (i32.const 2) (i32.const 0) (i32.ge_u (local.get $first) (i32.const 0xc0)))
                  (i32.ge_u (local.get $first) (i32.const 0xe0)))
                (i32.lt_u (local.get $first) (i32.const 0x80))))
          (then (return (i32.const 0))))
        ;; U+FFFD, EF BF BD, is what the decoder gives for a sequence that is no character
        (if (i32.eq (i32.and (i32.load offset=1 (local.get $table)) (i32.const 0xffffff)) (i32.const 0xbdbfef))
          (then (local.set $length (i32.const 0))))
        (i32.store8 (local.get $table) (local.get $length))
        (local.set $table (i32.add (local.get $table) (i32.const 4)))
        (br $cell)))
    (i32.eq (local.get $at) (local.get $end)))

  ;; The EUC-JP bytes [at, end) as UTF-8 at `out`, by the table at `table`: where the UTF-8 ends,
  ;; or -1 at a byte that is neither ASCII nor the start of a sequence the table holds a character
  ;; for (such bytes are left to the decoder itself).
  (func (export "euc_jp_utf8") (param $at i32) (param $end i32) (param $table i32) (param $out i32) (result i32)
    (local $byte i32) (local $lead i32) (local $trail i32) (local $cell i32) (local $length i32)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $byte (i32.load8_u (local.get $at)))
        (if (i32.lt_u (local.get $byte) (i32.const 0x80))
          (then
            (i32.store8 (local.get $out) (local.get $byte))
            (local.set $out (i32.add (local.get $out) (i32.const 1)))
            (local.set $at (i32.add (local.get $at) (i32.const 1)))
            (br $next)))
        (local.set $cell (i32.const -1))
        (if (i32.eq (local.get $byte) (i32.const 0x8e))
          (then
            (if (i32.lt_u (i32.add (local.get $at) (i32.const 1)) (local.get $end))
              (then
                (local.set $trail (i32.load8_u offset=1 (local.get $at)))
                (if (i32.and (i32.ge_u (local.get $trail) (i32.const 0xa1)) (i32.le_u (local.get $trail) (i32.const 0xdf)))
                  (then (local.set $cell (i32.add (i32.const 17672) (i32.sub (local.get $trail) (i32.const 0xa1))))))))
            (local.set $at (i32.add (local.get $at) (i32.const 2))))
          (else
            (local.set $lead (local.get $byte))
            (if (i32.eq (local.get $byte) (i32.const 0x8f))
              (then
                (local.set $at (i32.add (local.get $at) (i32.const 1)))
                (local.set $lead (select (i32.load8_u (local.get $at)) (i32.const 0) (i32.lt_u (local.get $at) (local.get $end))))))
            (if (i32.lt_u (i32.add (local.get $at) (i32.const 1)) (local.get $end))
              (then
                (local.set $trail (i32.load8_u offset=1 (local.get $at)))
                (if (i32.and
                      (i32.and (i32.ge_u (local.get $lead) (i32.const 0xa1)) (i32.le_u (local.get $lead) (i32.const 0xfe)))
                      (i32.and (i32.ge_u (local.get $trail) (i32.const 0xa1)) (i32.le_u (local.get $trail) (i32.const 0xfe))))
                  (then
                    (local.set $cell
                      (i32.add
                        (i32.add (i32.mul (i32.sub (local.get $lead) (i32.const 0xa1)) (i32.const 94)) (i32.sub (local.get $trail) (i32.const 0xa1)))
                        (select (i32.const 8836) (i32.const 0) (i32.eq (local.get $byte) (i32.const 0x8f)))))))))
            (local.set $at (i32.add (local.get $at) (i32.const 2)))))
        (if (i32.lt_s (local.get $cell) (i32.const 0)) (then (return (i32.const -1))))
        (local.set $cell (i32.add (local.get $table) (i32.shl (local.get $cell) (i32.const 2))))
        (local.set $length (i32.load8_u (local.get $cell)))
        (if (i32.eqz (local.get $length)) (then (return (i32.const -1))))
        ;; three bytes copied, as many kept
        (i32.store16 (local.get $out) (i32.load16_u offset=1 (local.get $cell)))
        (i32.store8 offset=2 (local.get $out) (i32.load8_u offset=3 (local.get $cell)))
        (local.set $out (i32.add (local.get $out) (local.get $length)))
        (br $next)))
    (local.get $out))
)
