;; LIRS lines read from their bytes, for the command-line tool (`PLAIN_LIRS_WALK`): the same
;; sorting and the same plain records as `LirsByteReader.scan` with `scanPlainLirsLine`, in one
;; pass of machine code. `scan-lirs-lines-wasm.ts` holds this module assembled and optimized
;; (`npm run build:wasm`); a unit test checks that it is this text.
;;
;; Memory: the file's bytes at 0. Each line that is not blank is an entry of ENTRY bytes in the
;; entries area; the bytes its text reader or its names need are moved down over the lines
;; already read, each range ended by LF (a range and its LF never outrun their own line), so
;; the file's first `joined` bytes end up the ranges `LirsByteReader` joins for decoding. Given
;; an area of its own for them, the ranges are copied there instead and the file stays whole.
;;
;; Entry (ENTRY = 72 bytes, little-endian): i32 kind (1 comment, 2 other line, 3 plain record), i32 line number,
;; i32 line start, i32 URL start, i32 URL end, i32 flags (1 title not known, 2 author not known,
;; 4 source URL differs from the line before's), i32 zone offset (NO_ZONE when not known),
;; i32 keyHash of the URL, i32 source start, i32 source end, then at 48 f64 lastModified,
;; f64 lastDetected, f64 contentLength (0 when not known).
(module
  (memory (export "memory") 1)

  ;; Where the walk is, between calls: the next line's start, the lines so far, the end of the
  ;; joined ranges, and the source URL of the last line that got as far as its source.
  (global $pos (mut i32) (i32.const 0))
  (global $lines (mut i32) (i32.const 0))
  (global $joined (mut i32) (i32.const 0))
  (global $size (mut i32) (i32.const 0))
  ;; Its bytes are kept at $memo (the line itself may be joined over by then), when they fit.
  (global $sourceLength (mut i32) (i32.const -1))
  (global $sourceFits (mut i32) (i32.const 0))
  (global $memo (mut i32) (i32.const 0))
  ;; Where the field `number_to` read last ends: its comma.
  (global $numberEnd (mut i32) (i32.const 0))

  ;; Bytes a plain URL may hold: 1 in its host, 2 in its path (as `URL_BYTES` in scan-plain-lirs-line.ts).
  (global $urlBytes (mut i32) (i32.const 0))

  (func (export "pos") (result i32) (global.get $pos))
  (func (export "lines") (result i32) (global.get $lines))
  (func (export "joined") (result i32) (global.get $joined))

  ;; Starts a walk over the `size` bytes at 0; `table` is where 256 + 4096 free bytes lie: the URL
  ;; table, then the copy of the last source URL (TABLE_BYTES in lirs-line-walk.ts).
  ;; The joined ranges start at `joined`: 0, or an area of at least `size` + 1 bytes past the table.
  (func (export "start") (param $size i32) (param $table i32) (param $joined i32)
    (local $byte i32) (local $flags i32)
    (global.set $pos (i32.const 0))
    (global.set $lines (i32.const 0))
    (global.set $joined (local.get $joined))
    (global.set $size (local.get $size))
    (global.set $sourceLength (i32.const -1))
    (global.set $sourceFits (i32.const 0))
    (global.set $urlBytes (local.get $table))
    (global.set $memo (i32.add (local.get $table) (i32.const 256)))
    (memory.fill (local.get $table) (i32.const 0) (i32.const 256))
    (local.set $byte (i32.const 0x21))
    (loop $fill
      (local.set $flags (i32.const 0))
      (if (i32.and (i32.ne (local.get $byte) (i32.const 0x5c)) (i32.ne (local.get $byte) (i32.const 0x2c)))
        (then
          ;; host: past '#', not '/', ':', '?', '@' or a capital
          (if (i32.and
                (i32.and (i32.gt_u (local.get $byte) (i32.const 0x23)) (i32.ne (local.get $byte) (i32.const 0x2f)))
                (i32.and
                  (i32.and (i32.ne (local.get $byte) (i32.const 0x3a)) (i32.ne (local.get $byte) (i32.const 0x3f)))
                  (i32.and (i32.ne (local.get $byte) (i32.const 0x40))
                    (i32.or (i32.lt_u (local.get $byte) (i32.const 0x41)) (i32.gt_u (local.get $byte) (i32.const 0x5a))))))
            (then (local.set $flags (i32.const 1))))
          ;; path: anything but '#'
          (if (i32.ne (local.get $byte) (i32.const 0x23))
            (then (local.set $flags (i32.or (local.get $flags) (i32.const 2)))))))
      (i32.store8 (i32.add (local.get $table) (local.get $byte)) (local.get $flags))
      (local.set $byte (i32.add (local.get $byte) (i32.const 1)))
      (br_if $fill (i32.lt_u (local.get $byte) (i32.const 0x7f)))))

  ;; The digits from `start` to the next comma before `end` as a number, that comma's position in
  ;; $numberEnd; -1 if there are none, anything else comes first, or more than 15.
  (func $number_to (param $start i32) (param $end i32) (result f64)
    (local $at i32) (local $digit i32) (local $value i64)
    (local.set $at (local.get $start))
    (block $done
      (loop $digits
        (br_if $done (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $digit (i32.sub (i32.load8_u (local.get $at)) (i32.const 0x30)))
        (br_if $done (i32.gt_u (local.get $digit) (i32.const 9)))
        (local.set $value (i64.add (i64.mul (local.get $value) (i64.const 10)) (i64.extend_i32_u (local.get $digit))))
        (local.set $at (i32.add (local.get $at) (i32.const 1)))
        (br $digits)))
    (global.set $numberEnd (local.get $at))
    ;; 15 digits at most: exact in an i64, and in the f64 it is given as.
    (if (result f64)
      (i32.or
        (i32.or (i32.eq (local.get $at) (local.get $start)) (i32.gt_u (i32.sub (local.get $at) (local.get $start)) (i32.const 15)))
        (i32.or (i32.eq (local.get $at) (local.get $end)) (i32.ne (i32.load8_u (local.get $at)) (i32.const 0x2c))))
      (then (f64.const -1))
      (else (f64.convert_i64_u (local.get $value)))))

  ;; A time every view can show: 1970-01-01 to 9999-12-29T23:59:59Z (isShowableTime), and not 0.
  (func $time_ok (param $seconds f64) (result i32)
    (i32.and (f64.gt (local.get $seconds) (f64.const 0)) (f64.le (local.get $seconds) (f64.const 253402127999))))

  ;; White space as String.prototype.trim knows it, of the characters a byte can be.
  (func $space (param $byte i32) (result i32)
    (i32.or
      (i32.or (i32.eq (local.get $byte) (i32.const 0x20)) (i32.eq (local.get $byte) (i32.const 0xa0)))
      (i32.and (i32.ge_u (local.get $byte) (i32.const 0x09)) (i32.le_u (local.get $byte) (i32.const 0x0d)))))

  ;; isHttpUrl of the bytes [start, end) read one to one as characters, trimmed.
  (func $http_url (param $start i32) (param $end i32) (result i32)
    (local $at i32) (local $byte i32)
    (block $front
      (loop $trim_front
        (br_if $front (i32.ge_u (local.get $start) (local.get $end)))
        (br_if $front (i32.eqz (call $space (i32.load8_u (local.get $start)))))
        (local.set $start (i32.add (local.get $start) (i32.const 1)))
        (br $trim_front)))
    (block $back
      (loop $trim_back
        (br_if $back (i32.ge_u (local.get $start) (local.get $end)))
        (br_if $back (i32.eqz (call $space (i32.load8_u (i32.sub (local.get $end) (i32.const 1))))))
        (local.set $end (i32.sub (local.get $end) (i32.const 1)))
        (br $trim_back)))
    ;; http or https in any case, then ://
    (if (i32.lt_s (i32.sub (local.get $end) (local.get $start)) (i32.const 8)) (then (return (i32.const 0))))
    (if (i32.ne (i32.or (i32.load (local.get $start)) (i32.const 0x20202020)) (i32.const 0x70747468)) (then (return (i32.const 0))))
    (local.set $at (i32.add (local.get $start) (i32.const 4)))
    (if (i32.eq (i32.or (i32.load8_u (local.get $at)) (i32.const 0x20)) (i32.const 0x73))
      (then (local.set $at (i32.add (local.get $at) (i32.const 1)))))
    (if (i32.gt_s (i32.add (local.get $at) (i32.const 4)) (local.get $end)) (then (return (i32.const 0))))
    (if (i32.or
          (i32.ne (i32.load8_u (local.get $at)) (i32.const 0x3a))
          (i32.or (i32.ne (i32.load8_u offset=1 (local.get $at)) (i32.const 0x2f)) (i32.ne (i32.load8_u offset=2 (local.get $at)) (i32.const 0x2f))))
      (then (return (i32.const 0))))
    (local.set $at (i32.add (local.get $at) (i32.const 3)))
    ;; a host's first character: not white space, a control, DEL, '/', '?', '#' or ':'
    (local.set $byte (i32.load8_u (local.get $at)))
    (if (i32.or
          (i32.or (i32.le_u (local.get $byte) (i32.const 0x20)) (i32.eq (local.get $byte) (i32.const 0x7f)))
          (i32.or
            (i32.or (i32.eq (local.get $byte) (i32.const 0x2f)) (i32.eq (local.get $byte) (i32.const 0x3f)))
            (i32.or (i32.eq (local.get $byte) (i32.const 0x23)) (i32.eq (local.get $byte) (i32.const 0x3a)))))
      (then (return (i32.const 0))))
    ;; then no white space, control or DEL to the end
    (block $ok
      (loop $rest
        (br_if $ok (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $byte (i32.load8_u (local.get $at)))
        (if (i32.or (i32.le_u (local.get $byte) (i32.const 0x20)) (i32.eq (local.get $byte) (i32.const 0x7f)))
          (then (return (i32.const 0))))
        (local.set $at (i32.add (local.get $at) (i32.const 1)))
        (br $rest)))
    (i32.const 1))

  ;; Whether a field starting with `byte` may be an http(s) URL once trimmed (mayStartUrl).
  (func $may_start_url (param $byte i32) (result i32)
    (i32.or
      (i32.or (i32.eq (local.get $byte) (i32.const 0x68)) (i32.eq (local.get $byte) (i32.const 0x48)))
      (i32.or (i32.le_u (local.get $byte) (i32.const 0x20)) (i32.eq (local.get $byte) (i32.const 0xa0)))))

  ;; Where the title or author field from `from` ends: the next comma before `end` that the spec
  ;; takes as a separator (`end` when there is none). A backslash before a comma or a backslash
  ;; escapes it, as splitLirsFields reads them; any other backslash is kept as written. Sixteen
  ;; bytes at a time (what lies past `end` is the next line, or the zeros after the file). In
  ;; Shift_JIS a 0x5C may be a character's trail byte: the byte reader splits the decoded names
  ;; again, and a line whose names split otherwise there goes to the text reader.
  (func $field_end (param $from i32) (param $end i32) (result i32)
    (local $chunk v128) (local $mask i32) (local $next i32)
    (block $done
      (loop $walk
        (br_if $done (i32.ge_u (local.get $from) (local.get $end)))
        (local.set $chunk (v128.load (local.get $from)))
        (local.set $mask (i8x16.bitmask
          (v128.or (i8x16.eq (local.get $chunk) (i8x16.splat (i32.const 0x2c)))
            (i8x16.eq (local.get $chunk) (i8x16.splat (i32.const 0x5c))))))
        (if (i32.eqz (local.get $mask))
          (then
            (local.set $from (i32.add (local.get $from) (i32.const 16)))
            (br $walk)))
        (local.set $from (i32.add (local.get $from) (i32.ctz (local.get $mask))))
        (br_if $done (i32.ge_u (local.get $from) (local.get $end)))
        (br_if $done (i32.eq (i32.load8_u (local.get $from)) (i32.const 0x2c)))
        ;; A backslash, and the comma or backslash it escapes.
        (local.set $next (i32.load8_u (i32.add (local.get $from) (i32.const 1))))
        (local.set $from (i32.add (local.get $from)
          (select (i32.const 2) (i32.const 1)
            (i32.and (i32.lt_u (i32.add (local.get $from) (i32.const 1)) (local.get $end))
              (i32.or (i32.eq (local.get $next) (i32.const 0x2c)) (i32.eq (local.get $next) (i32.const 0x5c)))))))
        (br $walk)))
    (select (local.get $end) (local.get $from) (i32.gt_u (local.get $from) (local.get $end))))

  ;; Moves [from, to) down to the joined ranges' end, and an LF after it.
  (func $join (param $from i32) (param $to i32)
    (local $length i32)
    (local.set $length (i32.sub (local.get $to) (local.get $from)))
    (memory.copy (global.get $joined) (local.get $from) (local.get $length))
    (i32.store8 (i32.add (global.get $joined) (local.get $length)) (i32.const 0x0a))
    (global.set $joined (i32.add (global.get $joined) (i32.add (local.get $length) (i32.const 1)))))

  ;; The line [start, end) as a plain record into the entry at `entry`: 1 when it is one (its
  ;; names joined), 0 when it goes to the text reader (nothing joined). scanPlainLirsLine.
  (func $plain (param $start i32) (param $end i32) (param $entry i32) (result i32)
    (local $lastModified f64) (local $lastDetected f64) (local $digits f64) (local $length f64)
    (local $at i32) (local $sign i32) (local $zone i32) (local $comma i32)
    (local $urlStart i32) (local $urlEnd i32) (local $hash i32) (local $byte i32) (local $table i32)
    (local $titleEnd i32) (local $authorStart i32) (local $namesEnd i32)
    (local $sourceStart i32) (local $sourceEnd i32) (local $i i32) (local $flags i32) (local $ascii i32)
    (if (i32.lt_s (i32.sub (local.get $end) (local.get $start)) (i32.const 14)) (then (return (i32.const 0))))
    (if (i32.ne (i32.load8_u (i32.sub (local.get $end) (i32.const 1))) (i32.const 0x2c)) (then (return (i32.const 0))))
    ;; LIRS,<modified>,<detected>,<zone>,<length>,
    (local.set $lastModified (call $number_to (i32.add (local.get $start) (i32.const 5)) (local.get $end)))
    (local.set $lastDetected (call $number_to (i32.add (global.get $numberEnd) (i32.const 1)) (local.get $end)))
    (if (i32.eqz (i32.and (call $time_ok (local.get $lastModified)) (call $time_ok (local.get $lastDetected))))
      (then (return (i32.const 0))))
    (local.set $at (i32.add (global.get $numberEnd) (i32.const 1)))
    (local.set $zone (i32.const 0x7fffffff))
    (local.set $sign (i32.load8_u (local.get $at)))
    (if (i32.ne (local.get $sign) (i32.const 0x2c))
      (then
        (local.set $digits
          (call $number_to
            (select (i32.add (local.get $at) (i32.const 1)) (local.get $at)
              (i32.or (i32.eq (local.get $sign) (i32.const 0x2b)) (i32.eq (local.get $sign) (i32.const 0x2d))))
            (local.get $end)))
        (if (f64.lt (local.get $digits) (f64.const 0)) (then (return (i32.const 0))))
        (if (f64.le (local.get $digits) (f64.const 93600))
          (then
            (local.set $zone (i32.trunc_f64_u (local.get $digits)))
            (if (i32.eq (local.get $sign) (i32.const 0x2d)) (then (local.set $zone (i32.sub (i32.const 0) (local.get $zone)))))))
        (local.set $at (global.get $numberEnd))))
    (local.set $at (i32.add (local.get $at) (i32.const 1)))
    (if (i32.eq (i32.load8_u (local.get $at)) (i32.const 0x2c))
      (then
        (local.set $length (f64.const 0))
        (local.set $comma (local.get $at)))
      (else
        (local.set $length (call $number_to (local.get $at) (local.get $end)))
        (if (f64.lt (local.get $length) (f64.const 0)) (then (return (i32.const 0))))
        (local.set $comma (global.get $numberEnd))))

    ;; The URL: http:// or https://, a host, then a path; its hash taken as it is read.
    (local.set $urlStart (i32.add (local.get $comma) (i32.const 1)))
    (local.set $at (local.get $urlStart))
    (if (i32.ne (i32.load (local.get $at)) (i32.const 0x70747468)) (then (return (i32.const 0))))
    (local.set $at (i32.add (local.get $at) (select (i32.const 5) (i32.const 4) (i32.eq (i32.load8_u offset=4 (local.get $at)) (i32.const 0x73)))))
    (if (i32.or
          (i32.ne (i32.load8_u (local.get $at)) (i32.const 0x3a))
          (i32.or (i32.ne (i32.load8_u offset=1 (local.get $at)) (i32.const 0x2f)) (i32.ne (i32.load8_u offset=2 (local.get $at)) (i32.const 0x2f))))
      (then (return (i32.const 0))))
    (local.set $hash (i32.const 0x2545f491))
    (local.set $i (local.get $urlStart))
    (local.set $at (i32.add (local.get $at) (i32.const 3)))
    (loop $scheme
      (local.set $hash (i32.mul (i32.xor (local.get $hash) (i32.load8_u (local.get $i))) (i32.const 0x9e3779b1)))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br_if $scheme (i32.lt_u (local.get $i) (local.get $at))))
    (local.set $table (global.get $urlBytes))
    (local.set $i (local.get $at))
    (local.set $byte (i32.load8_u (local.get $at)))
    (block $host_done
      (loop $host
        (br_if $host_done (i32.eqz (i32.and (i32.load8_u (i32.add (local.get $table) (local.get $byte))) (i32.const 1))))
        (local.set $hash (i32.mul (i32.xor (local.get $hash) (local.get $byte)) (i32.const 0x9e3779b1)))
        (local.set $at (i32.add (local.get $at) (i32.const 1)))
        (local.set $byte (i32.load8_u (local.get $at)))
        (br $host)))
    (if (i32.or (i32.eq (local.get $at) (local.get $i)) (i32.ne (local.get $byte) (i32.const 0x2f))) (then (return (i32.const 0))))
    (local.set $hash (i32.mul (i32.xor (local.get $hash) (local.get $byte)) (i32.const 0x9e3779b1)))
    (local.set $at (i32.add (local.get $at) (i32.const 1)))
    (local.set $byte (i32.load8_u (local.get $at)))
    (block $path_done
      (loop $path
        (br_if $path_done (i32.eqz (i32.and (i32.load8_u (i32.add (local.get $table) (local.get $byte))) (i32.const 2))))
        (local.set $hash (i32.mul (i32.xor (local.get $hash) (local.get $byte)) (i32.const 0x9e3779b1)))
        (local.set $at (i32.add (local.get $at) (i32.const 1)))
        (local.set $byte (i32.load8_u (local.get $at)))
        (br $path)))
    (if (i32.or (i32.ne (local.get $byte) (i32.const 0x2c)) (i32.ge_u (local.get $at) (local.get $end))) (then (return (i32.const 0))))
    (local.set $urlEnd (local.get $at))

    ;; The title and the author: any bytes, a comma escaped.
    (local.set $titleEnd (call $field_end (i32.add (local.get $urlEnd) (i32.const 1)) (local.get $end)))
    (local.set $authorStart (i32.add (local.get $titleEnd) (i32.const 1)))
    (local.set $namesEnd (call $field_end (local.get $authorStart) (local.get $end)))
    (if (i32.ge_s (local.get $namesEnd) (i32.sub (local.get $end) (i32.const 1))) (then (return (i32.const 0))))
    ;; An author that may be a URL is a shifted record, for the general path to mend.
    (if (call $may_start_url (i32.load8_u (local.get $authorStart)))
      (then (if (call $http_url (local.get $authorStart) (local.get $namesEnd)) (then (return (i32.const 0))))))

    ;; The source URL, and then the line's end: a ninth field is an extension, for the text reader.
    (local.set $sourceStart (i32.add (local.get $namesEnd) (i32.const 1)))
    (local.set $sourceEnd (i32.sub (local.get $end) (i32.const 1)))
    (if (i32.eqz (call $repeats_source (local.get $sourceStart) (local.get $sourceEnd)))
      (then
        (local.set $flags (i32.const 4))
        (local.set $ascii (i32.const 1))
        (local.set $i (local.get $sourceStart))
        (block $checked
          (loop $source
            (br_if $checked (i32.ge_u (local.get $i) (local.get $sourceEnd)))
            (local.set $byte (i32.load8_u (local.get $i)))
            (if (i32.or (i32.ge_u (local.get $byte) (i32.const 0x80))
                  (i32.or (i32.eq (local.get $byte) (i32.const 0x2c)) (i32.eq (local.get $byte) (i32.const 0x5c))))
              (then (local.set $ascii (i32.const 0))))
            (local.set $i (i32.add (local.get $i) (i32.const 1)))
            (br $source)))
        (global.set $sourceLength (i32.const -1))
        (if (i32.le_u (i32.sub (local.get $sourceEnd) (local.get $sourceStart)) (i32.const 4096))
          (then
            (global.set $sourceLength (i32.sub (local.get $sourceEnd) (local.get $sourceStart)))
            (memory.copy (global.get $memo) (local.get $sourceStart) (global.get $sourceLength))))
        (global.set $sourceFits
          (i32.and (local.get $ascii)
            (i32.or (call $not_known (local.get $sourceStart) (local.get $sourceEnd))
              (call $http_url (local.get $sourceStart) (local.get $sourceEnd)))))))
    (if (i32.eqz (global.get $sourceFits)) (then (return (i32.const 0))))

    (if (call $not_known (i32.add (local.get $urlEnd) (i32.const 1)) (local.get $titleEnd))
      (then (local.set $flags (i32.or (local.get $flags) (i32.const 1)))))
    (if (call $not_known (local.get $authorStart) (local.get $namesEnd))
      (then (local.set $flags (i32.or (local.get $flags) (i32.const 2)))))
    (i32.store (local.get $entry) (i32.const 3))
    (i32.store offset=12 (local.get $entry) (local.get $urlStart))
    (i32.store offset=16 (local.get $entry) (local.get $urlEnd))
    (i32.store offset=20 (local.get $entry) (local.get $flags))
    (i32.store offset=24 (local.get $entry) (local.get $zone))
    ;; keyHashFinish
    (local.set $hash (i32.mul (i32.xor (local.get $hash) (i32.sub (local.get $urlEnd) (local.get $urlStart))) (i32.const 0x85ebca6b)))
    (local.set $hash (i32.xor (local.get $hash) (i32.shr_u (local.get $hash) (i32.const 16))))
    (local.set $hash (i32.mul (local.get $hash) (i32.const 0xc2b2ae35)))
    (i32.store offset=28 (local.get $entry) (i32.xor (local.get $hash) (i32.shr_u (local.get $hash) (i32.const 13))))
    (i32.store offset=32 (local.get $entry) (local.get $sourceStart))
    (i32.store offset=36 (local.get $entry) (local.get $sourceEnd))
    (f64.store offset=48 (local.get $entry) (local.get $lastModified))
    (f64.store offset=56 (local.get $entry) (local.get $lastDetected))
    (f64.store offset=64 (local.get $entry) (local.get $length))
    (call $join (i32.add (local.get $urlEnd) (i32.const 1)) (local.get $namesEnd))
    (i32.const 1))

  ;; A name or source field that is empty or `0` is not known.
  (func $not_known (param $start i32) (param $end i32) (result i32)
    (i32.or (i32.eq (local.get $start) (local.get $end))
      (i32.and (i32.eq (i32.sub (local.get $end) (local.get $start)) (i32.const 1)) (i32.eq (i32.load8_u (local.get $start)) (i32.const 0x30)))))

  ;; Whether [start, end) are the bytes of the source URL read last (one longer than MEMO never is:
  ;; it is checked again, to the same answer).
  (func $repeats_source (param $start i32) (param $end i32) (result i32)
    (local $previous i32)
    (local.set $previous (global.get $memo))
    (if (i32.ne (i32.sub (local.get $end) (local.get $start)) (global.get $sourceLength)) (then (return (i32.const 0))))
    ;; Sixteen bytes at a time, then the last few one by one.
    (block $wide
      (loop $compare
        (br_if $wide (i32.gt_s (i32.add (local.get $start) (i32.const 16)) (local.get $end)))
        (if (i32.eqz (i8x16.all_true (i8x16.eq (v128.load (local.get $start)) (v128.load (local.get $previous)))))
          (then (return (i32.const 0))))
        (local.set $start (i32.add (local.get $start) (i32.const 16)))
        (local.set $previous (i32.add (local.get $previous) (i32.const 16)))
        (br $compare)))
    (block $same
      (loop $rest
        (br_if $same (i32.ge_u (local.get $start) (local.get $end)))
        (if (i32.ne (i32.load8_u (local.get $start)) (i32.load8_u (local.get $previous))) (then (return (i32.const 0))))
        (local.set $start (i32.add (local.get $start) (i32.const 1)))
        (local.set $previous (i32.add (local.get $previous) (i32.const 1)))
        (br $rest)))
    (i32.const 1))

  ;; Whether [start, end) holds only spaces, tabs and CRs.
  (func $blank (param $start i32) (param $end i32) (result i32)
    (local $byte i32)
    (block $done
      (loop $walk
        (br_if $done (i32.ge_u (local.get $start) (local.get $end)))
        (local.set $byte (i32.load8_u (local.get $start)))
        (if (i32.and (i32.and (i32.ne (local.get $byte) (i32.const 0x20)) (i32.ne (local.get $byte) (i32.const 0x09))) (i32.ne (local.get $byte) (i32.const 0x0d)))
          (then (return (i32.const 0))))
        (local.set $start (i32.add (local.get $start) (i32.const 1)))
        (br $walk)))
    (i32.const 1))

  ;; Sorts lines from where the walk is until `count` entries are written at `entries` or the
  ;; file ends; gives how many were written.
  (func (export "scan") (param $entries i32) (param $count i32) (result i32)
    (local $pos i32) (local $size i32) (local $newline i32) (local $end i32) (local $written i32)
    (local $entry i32) (local $first i32) (local $kind i32) (local $mask i32)
    (local.set $pos (global.get $pos))
    (local.set $size (global.get $size))
    (block $stop
      (loop $line
        (br_if $stop (i32.ge_u (local.get $pos) (local.get $size)))
        (br_if $stop (i32.ge_u (local.get $written) (local.get $count)))
        ;; The line's LF, sixteen bytes at a time (past the file are zeros).
        (local.set $newline (local.get $pos))
        (block $found
          (loop $find
            (br_if $found (i32.ge_u (local.get $newline) (local.get $size)))
            (local.set $mask (i8x16.bitmask (i8x16.eq (v128.load (local.get $newline)) (i8x16.splat (i32.const 0x0a)))))
            (if (local.get $mask)
              (then
                (local.set $newline (i32.add (local.get $newline) (i32.ctz (local.get $mask))))
                (br $found)))
            (local.set $newline (i32.add (local.get $newline) (i32.const 16)))
            (br $find)))
        (if (i32.gt_u (local.get $newline) (local.get $size)) (then (local.set $newline (local.get $size))))
        (local.set $end (local.get $newline))
        (if (i32.gt_u (local.get $newline) (local.get $pos))
          (then (if (i32.eq (i32.load8_u (i32.sub (local.get $newline) (i32.const 1))) (i32.const 0x0d))
            (then (local.set $end (i32.sub (local.get $newline) (i32.const 1)))))))
        (global.set $lines (i32.add (global.get $lines) (i32.const 1)))
        (local.set $entry (i32.add (local.get $entries) (i32.mul (local.get $written) (i32.const 72))))
        (local.set $first (i32.load8_u (local.get $pos)))
        (local.set $kind (i32.const 0))
        (if (i32.and
              (i32.ge_u (i32.sub (local.get $size) (local.get $pos)) (i32.const 5))
              (i32.and (i32.eq (i32.load (local.get $pos)) (i32.const 0x5352494c)) (i32.eq (i32.load8_u offset=4 (local.get $pos)) (i32.const 0x2c))))
          (then (local.set $kind (select (i32.const 3) (i32.const 2) (call $plain (local.get $pos) (local.get $end) (local.get $entry)))))
          (else
            (if (i32.eq (local.get $first) (i32.const 0x23))
              (then (local.set $kind (i32.const 1)))
              (else (if (i32.eqz (call $blank (local.get $pos) (local.get $end))) (then (local.set $kind (i32.const 2))))))))
        (if (local.get $kind)
          (then
            (if (i32.ne (local.get $kind) (i32.const 3))
              (then
                (i32.store (local.get $entry) (local.get $kind))
                (call $join (local.get $pos) (local.get $end))))
            (i32.store offset=4 (local.get $entry) (global.get $lines))
            (i32.store offset=8 (local.get $entry) (local.get $pos))
            (local.set $written (i32.add (local.get $written) (i32.const 1)))))
        (local.set $pos (i32.add (local.get $newline) (i32.const 1)))
        (br $line)))
    (global.set $pos (local.get $pos))
    (local.get $written))
)
