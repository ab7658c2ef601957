;; hina-di's plain blocks read from their bytes, for the command-line tool (`WASM_HINADI_WALK`):
;; a block of the plainest kind read in one walk, to the numbers its record is made of
;; (`PLAIN`), the record the general reading of the block gives.
;; `scan-hinadi-blocks-wasm.ts` holds this module assembled and optimized (`npm run build:wasm`);
;; a unit test checks that it is this text.
;;
;; Memory: a window of the file's bytes at 0, then zeros (ZEROS bytes: what is read past the
;; file's end is never a name, a digit or a URL byte), then SCRATCH bytes from `scratch`: the
;; block's numbers (PLAIN.size f64, laid out as `PLAIN`, positions in the file: the window's
;; `base` added), then i32 lines, i32 ranges to decode so far and i32 bytes to decode held, then
;; the field names, the months and the bytes a host may hold; then, from `scratch` + SCRATCH,
;; the values to decode: each value that is not ASCII copied there, LF after it.
(module
  (memory (export "memory") 1)

  ;; The field names as producers spell them, by field: URL 1, Title 2, Author-Name 3,
  ;; Last-Modified 4, Last-Modified-Detected 5, Content-Length 6, Virtual 7, Authorized-url 8,
  ;; Method 9; then each name's start in them and its length; then the months, four bytes each.
  (data $words "URL:Title:Author-Name:Last-Modified:Last-Modified-Detected:Content-Length:Virtual:Authorized-url:Method:")
  (data $starts "\00\00\04\0a\16\24\3b\4a\52\61")
  (data $lengths "\00\04\06\0c\0e\17\0f\08\0f\07")
  (data $months "Jan\00Feb\00Mar\00Apr\00May\00Jun\00Jul\00Aug\00Sep\00Oct\00Nov\00Dec\00")

  (global $size (mut i32) (i32.const 0))
  (global $out (mut i32) (i32.const 0))
  (global $ints (mut i32) (i32.const 0))
  (global $words (mut i32) (i32.const 0))
  (global $starts (mut i32) (i32.const 0))
  (global $lengths (mut i32) (i32.const 0))
  (global $months (mut i32) (i32.const 0))
  ;; 256 bytes: 1 where a plain URL's host may hold the byte.
  (global $hosts (mut i32) (i32.const 0))
  ;; Where the window starts in the file, and where the values to decode are copied.
  (global $base (mut i32) (i32.const 0))
  (global $joined (mut i32) (i32.const 0))
  ;; 1 when the window reaches the file's end: its last block is cut short by nothing.
  (global $whole (mut i32) (i32.const 0))
  ;; The last plain block's Virtual and Authorized-url values, when ASCII (start -1: none).
  (global $virtualStart (mut i32) (i32.const -1))
  (global $virtualEnd (mut i32) (i32.const -1))
  (global $authorizedStart (mut i32) (i32.const -1))
  (global $authorizedEnd (mut i32) (i32.const -1))
  ;; The date `imf_date` read last: seconds, and the zone offset (NaN: none).
  (global $seconds (mut f64) (f64.const 0))
  (global $zone (mut f64) (f64.const 0))

  ;; Starts a window of `size` bytes at 0, `base` bytes into the file (`whole`: to its end), with
  ;; its scratch at `scratch`.
  (func (export "start") (param $size i32) (param $scratch i32) (param $base i32) (param $whole i32)
    (global.set $size (local.get $size))
    (global.set $base (local.get $base))
    (global.set $whole (local.get $whole))
    (global.set $joined (i32.add (local.get $scratch) (i32.const 768)))
    (global.set $out (local.get $scratch))
    (global.set $ints (i32.add (local.get $scratch) (i32.const 176)))
    (global.set $words (i32.add (local.get $scratch) (i32.const 256)))
    (global.set $starts (i32.add (local.get $scratch) (i32.const 384)))
    (global.set $lengths (i32.add (local.get $scratch) (i32.const 400)))
    (global.set $months (i32.add (local.get $scratch) (i32.const 416)))
    (global.set $hosts (i32.add (local.get $scratch) (i32.const 512)))
    (call $fill_hosts)
    (memory.init $words (global.get $words) (i32.const 0) (i32.const 104))
    (memory.init $starts (global.get $starts) (i32.const 0) (i32.const 10))
    (memory.init $lengths (global.get $lengths) (i32.const 0) (i32.const 10))
    (memory.init $months (global.get $months) (i32.const 0) (i32.const 48))
    (global.set $virtualStart (i32.const -1))
    (global.set $virtualEnd (i32.const -1))
    (global.set $authorizedStart (i32.const -1))
    (global.set $authorizedEnd (i32.const -1)))

  (func $blank_byte (param $byte i32) (result i32)
    (i32.or (i32.eq (local.get $byte) (i32.const 0x20)) (i32.eq (local.get $byte) (i32.const 0x09))))

  ;; The first LF at or after `pos`, or the file's end.
  (func $lf_from (param $pos i32) (result i32)
    (local $mask i32)
    (block $found
      (loop $find
        (br_if $found (i32.ge_u (local.get $pos) (global.get $size)))
        (local.set $mask (i8x16.bitmask (i8x16.eq (v128.load (local.get $pos)) (i8x16.splat (i32.const 0x0a)))))
        (if (local.get $mask)
          (then
            (local.set $pos (i32.add (local.get $pos) (i32.ctz (local.get $mask))))
            (br $found)))
        (local.set $pos (i32.add (local.get $pos) (i32.const 16)))
        (br $find)))
    (select (global.get $size) (local.get $pos) (i32.gt_u (local.get $pos) (global.get $size))))

  ;; lineEndAfter: where the line whose value stops at `from` ends, when only blanks and a CR
  ;; before the LF follow; -1 when anything else does.
  (func $line_end_after (param $from i32) (result i32)
    (local $byte i32)
    (block $done
      (loop $blanks
        ;; $blank_byte, written out (the build inlines its calls as well).
        (local.set $byte (i32.load8_u (local.get $from)))
        (br_if $done (i32.and (i32.ne (local.get $byte) (i32.const 0x20)) (i32.ne (local.get $byte) (i32.const 0x09))))
        (local.set $from (i32.add (local.get $from) (i32.const 1)))
        (br $blanks)))
    (if (i32.eq (i32.load8_u (local.get $from)) (i32.const 0x0d)) (then (local.set $from (i32.add (local.get $from) (i32.const 1)))))
    (if (i32.ge_u (local.get $from) (global.get $size)) (then (return (global.get $size))))
    (select (local.get $from) (i32.const -1) (i32.eq (i32.load8_u (local.get $from)) (i32.const 0x0a))))

  ;; The field whose name starts the line at `pos` (its first byte `first`), or 0.
  (func $field_at (param $pos i32) (param $first i32) (result i32)
    (local $field i32) (local $length i32) (local $name i32) (local $i i32)
    (if (i32.eq (local.get $first) (i32.const 0x55)) (then (local.set $field (i32.const 1))))
    (if (i32.eq (local.get $first) (i32.const 0x54)) (then (local.set $field (i32.const 2))))
    ;; Author-Name, Authorized-url
    (if (i32.eq (local.get $first) (i32.const 0x41))
      (then (local.set $field (select (i32.const 3) (i32.const 8) (i32.eq (i32.load8_u offset=6 (local.get $pos)) (i32.const 0x2d))))))
    ;; Last-Modified, Last-Modified-Detected
    (if (i32.eq (local.get $first) (i32.const 0x4c))
      (then (local.set $field (select (i32.const 4) (i32.const 5) (i32.eq (i32.load8_u offset=13 (local.get $pos)) (i32.const 0x3a))))))
    (if (i32.eq (local.get $first) (i32.const 0x43)) (then (local.set $field (i32.const 6))))
    (if (i32.eq (local.get $first) (i32.const 0x56)) (then (local.set $field (i32.const 7))))
    (if (i32.eq (local.get $first) (i32.const 0x4d)) (then (local.set $field (i32.const 9))))
    (if (i32.eqz (local.get $field)) (then (return (i32.const 0))))
    (local.set $length (i32.load8_u (i32.add (global.get $lengths) (local.get $field))))
    (if (i32.gt_u (i32.add (local.get $pos) (local.get $length)) (global.get $size)) (then (return (i32.const 0))))
    (local.set $name (i32.add (global.get $words) (i32.load8_u (i32.add (global.get $starts) (local.get $field)))))
    ;; Four bytes at a time, the last four overlapping (every name has four or more).
    (block $words
      (loop $compare
        (br_if $words (i32.ge_u (i32.add (local.get $i) (i32.const 4)) (local.get $length)))
        (if (i32.ne (i32.load (i32.add (local.get $pos) (local.get $i))) (i32.load (i32.add (local.get $name) (local.get $i))))
          (then (return (i32.const 0))))
        (local.set $i (i32.add (local.get $i) (i32.const 4)))
        (br $compare)))
    (local.set $i (i32.sub (local.get $length) (i32.const 4)))
    (if (i32.ne (i32.load (i32.add (local.get $pos) (local.get $i))) (i32.load (i32.add (local.get $name) (local.get $i))))
      (then (return (i32.const 0))))
    (local.get $field))

  ;; The plain URL at `start` into the numbers (start, end, keyHash): lower-case http:// or
  ;; https://, a host and a path `normalizeUrl` gives back as they are; where it stops, or -1.
  (func $url (param $start i32) (result i32)
    (local $i i32) (local $j i32) (local $hash i32) (local $byte i32) (local $hostStart i32)
    (local.set $i (local.get $start))
    (if (i32.ne (i32.load (local.get $i)) (i32.const 0x70747468)) (then (return (i32.const -1))))
    (local.set $i (i32.add (local.get $i) (select (i32.const 5) (i32.const 4) (i32.eq (i32.load8_u offset=4 (local.get $i)) (i32.const 0x73)))))
    (if (i32.or
          (i32.ne (i32.load8_u (local.get $i)) (i32.const 0x3a))
          (i32.or (i32.ne (i32.load8_u offset=1 (local.get $i)) (i32.const 0x2f)) (i32.ne (i32.load8_u offset=2 (local.get $i)) (i32.const 0x2f))))
      (then (return (i32.const -1))))
    (local.set $i (i32.add (local.get $i) (i32.const 3)))
    (local.set $hash (i32.const 0x2545f491))
    (local.set $j (local.get $start))
    (loop $scheme
      (local.set $hash (i32.mul (i32.xor (local.get $hash) (i32.load8_u (local.get $j))) (i32.const 0x9e3779b1)))
      (local.set $j (i32.add (local.get $j) (i32.const 1)))
      (br_if $scheme (i32.lt_u (local.get $j) (local.get $i))))
    (local.set $hostStart (local.get $i))
    (block $host_done
      (loop $host
        (local.set $byte (i32.load8_u (local.get $i)))
        (br_if $host_done (i32.eqz (i32.load8_u (i32.add (global.get $hosts) (local.get $byte)))))
        (local.set $hash (i32.mul (i32.xor (local.get $hash) (local.get $byte)) (i32.const 0x9e3779b1)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $host)))
    (if (i32.or (i32.eq (local.get $i) (local.get $hostStart)) (i32.ne (local.get $byte) (i32.const 0x2f))) (then (return (i32.const -1))))
    (block $path_done
      (loop $path
        (local.set $byte (i32.load8_u (local.get $i)))
        (br_if $path_done (i32.or (i32.or (i32.le_u (local.get $byte) (i32.const 0x20)) (i32.ge_u (local.get $byte) (i32.const 0x7f))) (i32.eq (local.get $byte) (i32.const 0x23))))
        (local.set $hash (i32.mul (i32.xor (local.get $hash) (local.get $byte)) (i32.const 0x9e3779b1)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $path)))
    (f64.store offset=0 (global.get $out) (f64.convert_i32_u (i32.add (global.get $base) (local.get $start))))
    (f64.store offset=8 (global.get $out) (f64.convert_i32_u (i32.add (global.get $base) (local.get $i))))
    ;; keyHashFinish
    (local.set $hash (i32.mul (i32.xor (local.get $hash) (i32.sub (local.get $i) (local.get $start))) (i32.const 0x85ebca6b)))
    (local.set $hash (i32.xor (local.get $hash) (i32.shr_u (local.get $hash) (i32.const 16))))
    (local.set $hash (i32.mul (local.get $hash) (i32.const 0xc2b2ae35)))
    (f64.store offset=16 (global.get $out) (f64.convert_i32_s (i32.xor (local.get $hash) (i32.shr_u (local.get $hash) (i32.const 13)))))
    (local.get $i))

  ;; The host bytes' table: ASCII, no white space or control, not '#', '/', ':', '?', '@' or a capital.
  (func $fill_hosts
    (local $byte i32)
    (loop $fill
      (i32.store8 (i32.add (global.get $hosts) (local.get $byte)) (call $host_byte (local.get $byte)))
      (local.set $byte (i32.add (local.get $byte) (i32.const 1)))
      (br_if $fill (i32.lt_u (local.get $byte) (i32.const 256)))))

  (func $host_byte (param $byte i32) (result i32)
    (i32.and
      (i32.and (i32.gt_u (local.get $byte) (i32.const 0x20)) (i32.lt_u (local.get $byte) (i32.const 0x7f)))
      (i32.and
        (i32.and
          (i32.and (i32.ne (local.get $byte) (i32.const 0x23)) (i32.ne (local.get $byte) (i32.const 0x2f)))
          (i32.and (i32.ne (local.get $byte) (i32.const 0x3a)) (i32.ne (local.get $byte) (i32.const 0x3f))))
        (i32.and (i32.ne (local.get $byte) (i32.const 0x40))
          (i32.or (i32.lt_u (local.get $byte) (i32.const 0x41)) (i32.gt_u (local.get $byte) (i32.const 0x5a)))))))

  ;; Two digits at `at`, or -1000 when either is not a digit (as `twoDigits`).
  (func $two (param $at i32) (result i32)
    (local $tens i32) (local $ones i32)
    (local.set $tens (i32.sub (i32.load8_u (local.get $at)) (i32.const 48)))
    (local.set $ones (i32.sub (i32.load8_u offset=1 (local.get $at)) (i32.const 48)))
    (select
      (i32.add (i32.mul (local.get $tens) (i32.const 10)) (local.get $ones))
      (i32.const -1000)
      (i32.and (i32.le_u (local.get $tens) (i32.const 9)) (i32.le_u (local.get $ones) (i32.const 9)))))

  (func $days_in_month (param $year i32) (param $month i32) (result i32)
    (if (i32.eq (local.get $month) (i32.const 2))
      (then
        (return
          (select (i32.const 29) (i32.const 28)
            (i32.or
              (i32.and (i32.eqz (i32.rem_s (local.get $year) (i32.const 4))) (i32.ne (i32.rem_s (local.get $year) (i32.const 100)) (i32.const 0)))
              (i32.eqz (i32.rem_s (local.get $year) (i32.const 400))))))))
    (select (i32.const 30) (i32.const 31)
      (i32.or
        (i32.or (i32.eq (local.get $month) (i32.const 4)) (i32.eq (local.get $month) (i32.const 6)))
        (i32.or (i32.eq (local.get $month) (i32.const 9)) (i32.eq (local.get $month) (i32.const 11))))))

  ;; daysFromCivil (H. Hinnant), for a year of 0 or more.
  (func $days_from_civil (param $year i32) (param $month i32) (param $day i32) (result i32)
    (local $y i32) (local $era i32) (local $yoe i32) (local $mp i32) (local $doy i32) (local $doe i32)
    (local.set $y (select (i32.sub (local.get $year) (i32.const 1)) (local.get $year) (i32.le_s (local.get $month) (i32.const 2))))
    (local.set $era (i32.div_s (select (local.get $y) (i32.sub (local.get $y) (i32.const 399)) (i32.ge_s (local.get $y) (i32.const 0))) (i32.const 400)))
    (local.set $yoe (i32.sub (local.get $y) (i32.mul (local.get $era) (i32.const 400))))
    (local.set $mp (i32.rem_s (i32.add (local.get $month) (i32.const 9)) (i32.const 12)))
    (local.set $doy (i32.sub (i32.add (i32.div_s (i32.add (i32.mul (i32.const 153) (local.get $mp)) (i32.const 2)) (i32.const 5)) (local.get $day)) (i32.const 1)))
    (local.set $doe
      (i32.add
        (i32.sub (i32.add (i32.mul (local.get $yoe) (i32.const 365)) (i32.div_s (local.get $yoe) (i32.const 4))) (i32.div_s (local.get $yoe) (i32.const 100)))
        (local.get $doy)))
    (i32.sub (i32.add (i32.mul (local.get $era) (i32.const 146097)) (local.get $doe)) (i32.const 719468)))

  ;; The IMF-fixdate [s, e) as `parseImfFixdate` reads it: `Sun, 06 Nov 1994 08:49:37 GMT` (also UTC, JST, ±hhmm) into
  ;; $seconds and $zone; 0 where it gives false.
  (func $imf_date (param $s i32) (param $e i32) (result i32)
    (local $length i32) (local $day i32) (local $year i32) (local $hour i32) (local $minute i32) (local $second i32)
    (local $month i32) (local $packed i32) (local $i i32) (local $z i32) (local $offset i32) (local $hh i32) (local $mm i32)
    (local $sign i32)
    (local.set $length (i32.sub (local.get $e) (local.get $s)))
    (if (i32.and (i32.ne (local.get $length) (i32.const 29)) (i32.ne (local.get $length) (i32.const 31))) (then (return (i32.const 0))))
    (if (i32.or
          (i32.or
            (i32.or (i32.ne (i32.load8_u offset=3 (local.get $s)) (i32.const 44)) (i32.ne (i32.load8_u offset=4 (local.get $s)) (i32.const 32)))
            (i32.or (i32.ne (i32.load8_u offset=7 (local.get $s)) (i32.const 32)) (i32.ne (i32.load8_u offset=11 (local.get $s)) (i32.const 32))))
          (i32.or
            (i32.or (i32.ne (i32.load8_u offset=16 (local.get $s)) (i32.const 32)) (i32.ne (i32.load8_u offset=19 (local.get $s)) (i32.const 58)))
            (i32.or (i32.ne (i32.load8_u offset=22 (local.get $s)) (i32.const 58)) (i32.ne (i32.load8_u offset=25 (local.get $s)) (i32.const 32)))))
      (then (return (i32.const 0))))
    (local.set $day (call $two (i32.add (local.get $s) (i32.const 5))))
    (local.set $year (i32.add (i32.mul (call $two (i32.add (local.get $s) (i32.const 12))) (i32.const 100)) (call $two (i32.add (local.get $s) (i32.const 14)))))
    (local.set $hour (call $two (i32.add (local.get $s) (i32.const 17))))
    (local.set $minute (call $two (i32.add (local.get $s) (i32.const 20))))
    (local.set $second (call $two (i32.add (local.get $s) (i32.const 23))))
    ;; The month: its three letters as one word, looked up.
    (local.set $packed (i32.and (i32.load offset=8 (local.get $s)) (i32.const 0xffffff)))
    (block $found
      (loop $months
        (br_if $found (i32.ge_u (local.get $i) (i32.const 12)))
        (if (i32.eq (local.get $packed) (i32.load (i32.add (global.get $months) (i32.shl (local.get $i) (i32.const 2)))))
          (then
            (local.set $month (i32.add (local.get $i) (i32.const 1)))
            (br $found)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $months)))
    (local.set $z (i32.add (local.get $s) (i32.const 26)))
    (if (i32.eq (local.get $length) (i32.const 29))
      (then
        (local.set $packed (i32.and (i32.load (local.get $z)) (i32.const 0xffffff)))
        (if (i32.or (i32.eq (local.get $packed) (i32.const 0x544d47)) (i32.eq (local.get $packed) (i32.const 0x435455)))
          (then (local.set $offset (i32.const 0)))
          (else
            (if (i32.eq (local.get $packed) (i32.const 0x54534a))
              (then (local.set $offset (i32.const 32400)))
              (else (return (i32.const 0)))))))
      (else
        (local.set $sign (i32.load8_u (local.get $z)))
        (local.set $hh (call $two (i32.add (local.get $z) (i32.const 1))))
        (local.set $mm (call $two (i32.add (local.get $z) (i32.const 3))))
        (if (i32.or
              (i32.and (i32.ne (local.get $sign) (i32.const 43)) (i32.ne (local.get $sign) (i32.const 45)))
              (i32.or
                (i32.or (i32.lt_s (local.get $hh) (i32.const 0)) (i32.gt_s (local.get $hh) (i32.const 23)))
                (i32.or (i32.lt_s (local.get $mm) (i32.const 0)) (i32.gt_s (local.get $mm) (i32.const 59)))))
          (then (return (i32.const 0))))
        (local.set $offset (i32.add (i32.mul (local.get $hh) (i32.const 3600)) (i32.mul (local.get $mm) (i32.const 60))))
        (if (i32.eq (local.get $sign) (i32.const 45)) (then (local.set $offset (i32.sub (i32.const 0) (local.get $offset)))))))
    (if (i32.or
          (i32.or
            (i32.or (i32.eqz (local.get $month)) (i32.lt_s (local.get $year) (i32.const 0)))
            (i32.or (i32.lt_s (local.get $day) (i32.const 1)) (i32.gt_s (local.get $day) (call $days_in_month (local.get $year) (local.get $month)))))
          (i32.or
            (i32.or (i32.lt_s (local.get $hour) (i32.const 0)) (i32.gt_s (local.get $hour) (i32.const 23)))
            (i32.or
              (i32.or (i32.lt_s (local.get $minute) (i32.const 0)) (i32.gt_s (local.get $minute) (i32.const 59)))
              (i32.or (i32.lt_s (local.get $second) (i32.const 0)) (i32.gt_s (local.get $second) (i32.const 59))))))
      (then (return (i32.const 0))))
    (global.set $seconds
      (f64.convert_i64_s
        (i64.sub
          (i64.add
            (i64.mul (i64.extend_i32_s (call $days_from_civil (local.get $year) (local.get $month) (local.get $day))) (i64.const 86400))
            (i64.extend_i32_s
              (i32.add (i32.add (i32.mul (local.get $hour) (i32.const 3600)) (i32.mul (local.get $minute) (i32.const 60))) (local.get $second))))
          (i64.extend_i32_s (local.get $offset)))))
    ;; GMT and UTC name no local zone; -0000 says it is unknown (RFC 2822 §3.3).
    (global.set $zone
      (select (f64.const nan) (f64.convert_i32_s (local.get $offset))
        (i32.and (i32.eqz (local.get $offset))
          (i32.or (i32.eq (local.get $length) (i32.const 29)) (i32.eq (i32.load8_u (local.get $z)) (i32.const 45))))))
    (i32.const 1))

  ;; Whether [from, to) are all below 0x80.
  (func $ascii (param $from i32) (param $to i32) (result i32)
    (block $done
      (loop $walk
        (br_if $done (i32.gt_s (i32.add (local.get $from) (i32.const 16)) (local.get $to)))
        (if (i8x16.bitmask (v128.load (local.get $from))) (then (return (i32.const 0))))
        (local.set $from (i32.add (local.get $from) (i32.const 16)))
        (br $walk)))
    (block $rest_done
      (loop $rest
        (br_if $rest_done (i32.ge_u (local.get $from) (local.get $to)))
        (if (i32.ge_u (i32.load8_u (local.get $from)) (i32.const 0x80)) (then (return (i32.const 0))))
        (local.set $from (i32.add (local.get $from) (i32.const 1)))
        (br $rest)))
    (i32.const 1))

  ;; Whether [start, end) are the bytes [from, to) (`from` -1: none): eight bytes at a time,
  ;; then one by one.
  (func $same (param $start i32) (param $end i32) (param $from i32) (param $to i32) (result i32)
    (if (i32.lt_s (local.get $from) (i32.const 0)) (then (return (i32.const 0))))
    (if (i32.ne (i32.sub (local.get $to) (local.get $from)) (i32.sub (local.get $end) (local.get $start))) (then (return (i32.const 0))))
    (block $words
      (loop $eight
        (br_if $words (i32.gt_s (i32.add (local.get $start) (i32.const 8)) (local.get $end)))
        (if (i64.ne (i64.load (local.get $start)) (i64.load (local.get $from))) (then (return (i32.const 0))))
        (local.set $start (i32.add (local.get $start) (i32.const 8)))
        (local.set $from (i32.add (local.get $from) (i32.const 8)))
        (br $eight)))
    (block $done
      (loop $compare
        (br_if $done (i32.ge_u (local.get $start) (local.get $end)))
        (if (i32.ne (i32.load8_u (local.get $start)) (i32.load8_u (local.get $from))) (then (return (i32.const 0))))
        (local.set $start (i32.add (local.get $start) (i32.const 1)))
        (local.set $from (i32.add (local.get $from) (i32.const 1)))
        (br $compare)))
    (i32.const 1))

  ;; The block whose first line starts at `start`, when plain, into the scratch, its values that
  ;; are not ASCII copied to decode, numbered on from the ranges so far; gives the position of its
  ;; last line's LF (or the window's end), or -1 (-2 for a line that does not start with `U`,
  ;; which starts no plain block), and then changes nothing the caller reads.
  (func $block (param $start i32) (result i32)
    (local $pos i32) (local $first i32) (local $field i32) (local $seen i32) (local $lines i32)
    (local $lastNewline i32) (local $valueStart i32) (local $valueEnd i32)
    (local $newline i32) (local $slot i32) (local $lineEnd i32) (local $dateEnd i32) (local $after i32)
    (local $i i32) (local $value i64) (local $digit i32) (local $range i32) (local $joinedLength i32) (local $to i32) (local $byte i32)
    (local $virtualStart i32) (local $virtualEnd i32) (local $authorizedStart i32) (local $authorizedEnd i32)
    (if (i32.ne (i32.load8_u (local.get $start)) (i32.const 0x55)) (then (return (i32.const -2))))
    (local.set $range (i32.load offset=4 (global.get $ints)))
    (local.set $joinedLength (i32.load offset=8 (global.get $ints)))
    (f64.store offset=40 (global.get $out) (f64.const nan))
    (f64.store offset=48 (global.get $out) (f64.const -1))
    (local.set $slot (i32.const 7))
    (loop $clear
      (f64.store (i32.add (global.get $out) (i32.shl (local.get $slot) (i32.const 3))) (f64.const -1))
      (f64.store offset=16 (i32.add (global.get $out) (i32.shl (local.get $slot) (i32.const 3))) (f64.const -1))
      (local.set $slot (i32.add (local.get $slot) (i32.const 3)))
      (br_if $clear (i32.lt_u (local.get $slot) (i32.const 22))))
    (local.set $virtualStart (i32.const -1))
    (local.set $virtualEnd (i32.const -1))
    (local.set $authorizedStart (i32.const -1))
    (local.set $authorizedEnd (i32.const -1))
    (local.set $lastNewline (i32.const -1))
    (local.set $pos (local.get $start))
    (block $end
      (loop $line
        (local.set $first (i32.load8_u (local.get $pos)))
        ;; A blank line ends the block: empty, or blanks only.
        (if (local.get $lines)
          (then
            (br_if $end (i32.ge_u (local.get $pos) (global.get $size)))
            (br_if $end (i32.eq (local.get $first) (i32.const 0x0a)))
            (if (i32.eq (local.get $first) (i32.const 0x0d))
              (then
                (br_if $end (i32.eq (i32.add (local.get $pos) (i32.const 1)) (global.get $size)))
                (br_if $end (i32.eq (i32.load8_u offset=1 (local.get $pos)) (i32.const 0x0a)))))
            (if (i32.or (i32.eq (local.get $first) (i32.const 0x20)) (i32.eq (local.get $first) (i32.const 0x09)))
              (then
                (local.set $newline (call $lf_from (local.get $pos)))
                (local.set $lineEnd (local.get $newline))
                (if (i32.gt_u (local.get $newline) (local.get $pos))
                  (then (if (i32.eq (i32.load8_u (i32.sub (local.get $newline) (i32.const 1))) (i32.const 0x0d))
                    (then (local.set $lineEnd (i32.sub (local.get $newline) (i32.const 1)))))))
                (local.set $i (local.get $pos))
                (block $not_blank
                  (loop $blank
                    (br_if $end (i32.ge_u (local.get $i) (local.get $lineEnd)))
                    (br_if $not_blank (i32.eqz (call $blank_byte (i32.load8_u (local.get $i)))))
                    (local.set $i (i32.add (local.get $i) (i32.const 1)))
                    (br $blank)))
                (return (i32.const -1))))))
        (local.set $field (call $field_at (local.get $pos) (local.get $first)))
        ;; URL first; no field twice.
        (if (i32.or
              (i32.or (i32.eqz (local.get $field)) (i32.and (local.get $seen) (i32.shl (i32.const 1) (local.get $field))))
              (i32.ne (i32.eqz (local.get $lines)) (i32.eq (local.get $field) (i32.const 1))))
          (then (return (i32.const -1))))
        (local.set $seen (i32.or (local.get $seen) (i32.shl (i32.const 1) (local.get $field))))
        (local.set $valueStart (i32.add (local.get $pos) (i32.load8_u (i32.add (global.get $lengths) (local.get $field)))))
        (block $skipped
          (loop $skip
            (local.set $byte (i32.load8_u (local.get $valueStart)))
            (br_if $skipped (i32.and (i32.ne (local.get $byte) (i32.const 0x20)) (i32.ne (local.get $byte) (i32.const 0x09))))
            (local.set $valueStart (i32.add (local.get $valueStart) (i32.const 1)))
            (br $skip)))
        (block $read
          (if (i32.eq (local.get $field) (i32.const 1))
            (then
              (local.set $i (call $url (local.get $valueStart)))
              (local.set $newline (i32.const -1))
              (if (i32.ge_s (local.get $i) (i32.const 0)) (then (local.set $newline (call $line_end_after (local.get $i)))))
              (br $read)))
          (if (i32.or (i32.eq (local.get $field) (i32.const 4)) (i32.eq (local.get $field) (i32.const 5)))
            (then
              (local.set $dateEnd (i32.add (local.get $valueStart) (i32.const 29)))
              (if (i32.lt_u (local.get $dateEnd) (global.get $size))
                (then
                  (local.set $after (i32.load8_u (local.get $dateEnd)))
                  (if (i32.eqz
                        (i32.or
                          (i32.or (i32.eq (local.get $after) (i32.const 0x20)) (i32.eq (local.get $after) (i32.const 0x09)))
                          (i32.or (i32.eq (local.get $after) (i32.const 0x0d)) (i32.eq (local.get $after) (i32.const 0x0a)))))
                    (then (local.set $dateEnd (i32.add (local.get $dateEnd) (i32.const 2)))))))
              (if (i32.ge_u
                    (i32.or (i32.or (i32.load8_u (local.get $valueStart)) (i32.load8_u offset=1 (local.get $valueStart))) (i32.load8_u offset=2 (local.get $valueStart)))
                    (i32.const 0x80))
                (then (return (i32.const -1))))
              (if (i32.eqz (call $imf_date (local.get $valueStart) (local.get $dateEnd))) (then (return (i32.const -1))))
              ;; isShowableTime
              (if (i32.or (f64.lt (global.get $seconds) (f64.const 0)) (f64.gt (global.get $seconds) (f64.const 253402127999)))
                (then (return (i32.const -1))))
              (if (i32.eq (local.get $field) (i32.const 4))
                (then
                  (f64.store offset=24 (global.get $out) (global.get $seconds))
                  (f64.store offset=32 (global.get $out) (global.get $zone)))
                (else (f64.store offset=40 (global.get $out) (global.get $seconds))))
              (local.set $newline (call $line_end_after (local.get $dateEnd)))
              (br $read)))
          (if (i32.eq (local.get $field) (i32.const 6))
            (then
              ;; 1 to 15 digits.
              (local.set $i (local.get $valueStart))
              (local.set $value (i64.const 0))
              (block $digits_done
                (loop $digits
                  (local.set $digit (i32.sub (i32.load8_u (local.get $i)) (i32.const 0x30)))
                  (br_if $digits_done (i32.gt_u (local.get $digit) (i32.const 9)))
                  (local.set $value (i64.add (i64.mul (local.get $value) (i64.const 10)) (i64.extend_i32_u (local.get $digit))))
                  (local.set $i (i32.add (local.get $i) (i32.const 1)))
                  (br $digits)))
              (if (i32.or (i32.eq (local.get $i) (local.get $valueStart)) (i32.gt_u (i32.sub (local.get $i) (local.get $valueStart)) (i32.const 15)))
                (then (return (i32.const -1))))
              (f64.store offset=48 (global.get $out) (f64.convert_i64_u (local.get $value)))
              (local.set $newline (call $line_end_after (local.get $i)))
              (br $read)))
          ;; A text value: to its line's end, less a CR and the blanks after it.
          (local.set $newline (call $lf_from (local.get $pos)))
          (local.set $valueEnd (local.get $newline))
          (if (i32.gt_u (local.get $newline) (local.get $valueStart))
            (then (if (i32.eq (i32.load8_u (i32.sub (local.get $newline) (i32.const 1))) (i32.const 0x0d))
              (then (local.set $valueEnd (i32.sub (local.get $newline) (i32.const 1)))))))
          (block $trimmed
            (loop $trim
              (br_if $trimmed (i32.le_u (local.get $valueEnd) (local.get $valueStart)))
              (local.set $byte (i32.load8_u (i32.sub (local.get $valueEnd) (i32.const 1))))
              (br_if $trimmed (i32.and (i32.ne (local.get $byte) (i32.const 0x20)) (i32.ne (local.get $byte) (i32.const 0x09))))
              (local.set $valueEnd (i32.sub (local.get $valueEnd) (i32.const 1)))
              (br $trim)))
          ;; Title 7, Author-Name 10, Virtual 13, Authorized-url 16, Method 19.
          (local.set $slot (i32.const 19))
          (if (i32.eq (local.get $field) (i32.const 2)) (then (local.set $slot (i32.const 7))))
          (if (i32.eq (local.get $field) (i32.const 3)) (then (local.set $slot (i32.const 10))))
          (if (i32.eq (local.get $field) (i32.const 7)) (then (local.set $slot (i32.const 13))))
          (if (i32.eq (local.get $field) (i32.const 8)) (then (local.set $slot (i32.const 16))))
          (f64.store (i32.add (global.get $out) (i32.shl (local.get $slot) (i32.const 3)))
            (f64.convert_i32_u (i32.add (global.get $base) (local.get $valueStart))))
          (f64.store offset=8 (i32.add (global.get $out) (i32.shl (local.get $slot) (i32.const 3)))
            (f64.convert_i32_u (i32.add (global.get $base) (local.get $valueEnd))))
          (if (i32.eqz (call $ascii (local.get $valueStart) (local.get $valueEnd)))
            (then
              ;; To decode: copied 16 bytes at a time (the area has room past its end), LF after it.
              (local.set $to (i32.add (global.get $joined) (local.get $joinedLength)))
              (local.set $i (local.get $valueStart))
              (block $copied
                (loop $copy
                  (br_if $copied (i32.ge_u (local.get $i) (local.get $valueEnd)))
                  (v128.store (local.get $to) (v128.load (local.get $i)))
                  (local.set $i (i32.add (local.get $i) (i32.const 16)))
                  (local.set $to (i32.add (local.get $to) (i32.const 16)))
                  (br $copy)))
              (local.set $joinedLength (i32.add (local.get $joinedLength) (i32.sub (local.get $valueEnd) (local.get $valueStart))))
              (i32.store8 (i32.add (global.get $joined) (local.get $joinedLength)) (i32.const 0x0a))
              (local.set $joinedLength (i32.add (local.get $joinedLength) (i32.const 1)))
              (f64.store offset=16 (i32.add (global.get $out) (i32.shl (local.get $slot) (i32.const 3))) (f64.convert_i32_u (local.get $range)))
              (local.set $range (i32.add (local.get $range) (i32.const 1)))
              (br $read)))
          (if (i32.eq (local.get $field) (i32.const 7))
            (then
              (local.set $virtualStart (local.get $valueStart))
              (local.set $virtualEnd (local.get $valueEnd))
              (if (call $same (local.get $valueStart) (local.get $valueEnd) (global.get $virtualStart) (global.get $virtualEnd))
                (then (f64.store offset=120 (global.get $out) (f64.const -2))))))
          (if (i32.eq (local.get $field) (i32.const 8))
            (then
              (local.set $authorizedStart (local.get $valueStart))
              (local.set $authorizedEnd (local.get $valueEnd))
              (if (call $same (local.get $valueStart) (local.get $valueEnd) (global.get $authorizedStart) (global.get $authorizedEnd))
                (then (f64.store offset=144 (global.get $out) (f64.const -2)))))))
        (if (i32.lt_s (local.get $newline) (i32.const 0)) (then (return (i32.const -1))))
        (local.set $lines (i32.add (local.get $lines) (i32.const 1)))
        (local.set $lastNewline (local.get $newline))
        (br_if $end (i32.ge_u (local.get $newline) (global.get $size)))
        (local.set $pos (i32.add (local.get $newline) (i32.const 1)))
        (br $line)))
    (if (i32.eqz (i32.and (local.get $seen) (i32.const 16))) (then (return (i32.const -1))))
    ;; The next plain block compares its values with this one's.
    (global.set $virtualStart (local.get $virtualStart))
    (global.set $virtualEnd (local.get $virtualEnd))
    (global.set $authorizedStart (local.get $authorizedStart))
    (global.set $authorizedEnd (local.get $authorizedEnd))
    (i32.store (global.get $ints) (local.get $lines))
    (i32.store offset=4 (global.get $ints) (local.get $range))
    (i32.store offset=8 (global.get $ints) (local.get $joinedLength))
    (local.get $lastNewline))
;; The plain blocks from `start` on, one after another, each but the last followed by a blank
  ;; line that is an LF or a CR LF alone: up to `most` of them, while they start in the window's
  ;; first half (all of it in a window that reaches the file's end). Block k's numbers go to
  ;; `table` + 176 k, its lines and the bytes of the blank line after it (0 when there is none)
  ;; to `lines` + 8 k; ints[3] is the last block's end. Gives how many blocks, or what `block`
  ;; gives for the first when it reads none (-1 also for a block the window may cut short).
  (func (export "blocks") (param $start i32) (param $most i32) (param $table i32) (param $lines i32) (result i32)
    (local $count i32) (local $end i32) (local $next i32) (local $blank i32) (local $range i32) (local $held i32)
    (block $stop
      (loop $each
        (local.set $range (i32.load offset=4 (global.get $ints)))
        (local.set $held (i32.load offset=8 (global.get $ints)))
        (local.set $end (call $block (local.get $start)))
        (if (i32.lt_s (local.get $end) (i32.const 0))
          (then
            (br_if $stop (local.get $count))
            (return (local.get $end))))
        ;; A block that reaches the window's end may go on past it: what it copied is dropped.
        (if (i32.and (i32.eqz (global.get $whole)) (i32.ge_s (local.get $end) (i32.sub (global.get $size) (i32.const 2))))
          (then
            (i32.store offset=4 (global.get $ints) (local.get $range))
            (i32.store offset=8 (global.get $ints) (local.get $held))
            (br_if $stop (local.get $count))
            (return (i32.const -1))))
        (memory.copy (i32.add (local.get $table) (i32.mul (local.get $count) (i32.const 176))) (global.get $out) (i32.const 176))
        (local.set $next (i32.load8_u offset=1 (local.get $end)))
        (local.set $blank
          (select (i32.const 1)
            (select (i32.const 2) (i32.const 0)
              (i32.and (i32.eq (local.get $next) (i32.const 0x0d)) (i32.eq (i32.load8_u offset=2 (local.get $end)) (i32.const 0x0a))))
            (i32.eq (local.get $next) (i32.const 0x0a))))
        (i32.store (i32.add (local.get $lines) (i32.shl (local.get $count) (i32.const 3))) (i32.load (global.get $ints)))
        (i32.store offset=4 (i32.add (local.get $lines) (i32.shl (local.get $count) (i32.const 3))) (local.get $blank))
        (i32.store offset=12 (global.get $ints) (local.get $end))
        (local.set $count (i32.add (local.get $count) (i32.const 1)))
        (br_if $stop (i32.or (i32.eqz (local.get $blank)) (i32.ge_u (local.get $count) (local.get $most))))
        (local.set $start (i32.add (local.get $end) (i32.add (i32.const 1) (local.get $blank))))
        (br_if $stop (i32.ge_u (local.get $start) (global.get $size)))
        ;; A block past the window's first half waits for the next window.
        (br_if $stop (i32.and (i32.eqz (global.get $whole)) (i32.gt_u (i32.shl (local.get $start) (i32.const 1)) (global.get $size))))
        (br $each)))
    (local.get $count))
)
