/** The text `antenna --help` prints. */
export const HELP = `Usage: antenna <command> [options]

Commands:
  decode <file | URL | ->              Read an antenna file (LIRS, hina-di, Atom, RSS; plain or
                                       gzip) from a file, an http(s) URL or standard input, and
                                       list its sites, newest update first, each time in the
                                       site's own zone.
  poll <URL>…                          Fetch antennas as the extension's worker does (Atom/RSS
                                       archives and pages followed, at most 20 documents each),
                                       merge them into one row per site, and list the sites
                                       with every warning and error.
  encode --format lirs|hina-di         Read records as JSON on standard input (the object
                                       "decode --json" prints, or an array of records) and
                                       write an antenna file to standard output.

Options:
  --json        decode, poll: print one JSON object instead of a table
  --format      encode: lirs or hina-di
  --gzip        encode: gzip the file
  -h, --help    show this help
  -V, --version print the tool's version

Exit status: 0 when the file was read (poll: at least one antenna), even with rejected
records; 1 when it could not be read; 2 for a usage error.
`;
