// Package fuzz holds pyinterp's fuzz targets, its attack corpus and the
// tests that replay them.
//
// # Parser
//
// FuzzParse feeds arbitrary bytes to parser.ParseFile and checks that it
// never panics, returns within a time bound, and reports failures only as
// *parser.Error values. Its seed corpus is the parser's golden grammar and
// syntax error corpora (parser/testdata) plus hostile inputs (deep
// nesting, huge literals, invalid UTF-8, NUL bytes), so a plain go test
// runs all seeds as regression cases. To fuzz:
//
//	go test ./fuzz -run '^$' -fuzz FuzzParse -fuzztime 5m
//
// # Evaluator: host safety (issue 11)
//
// Programs run in a child process (package harness: the test binary
// re-executes itself) under tight limits (64 MiB, 1 s), and each run must
// keep the invariants: no Go fatal error or unrecovered panic (crash), no
// InternalError (panic), the run ends within its timeout + 100 ms
// (timeout: judged on the CPU spent past the deadline, or the time spent
// blocked, so that a loaded machine does not fake an overrun), peak RSS
// within the memory limit + 64 MiB (memory), no goroutine left behind
// (leak).
//
//   - TestAttackCorpus replays testdata/attacks/<kind>/*.py, payloads
//     grouped by the failure they aim at (crash, timeout, memory, panic);
//     testdata/attacks/known_failures.txt lists those that still fail.
//     The test fails when an unlisted payload fails decisively (not just
//     past its bound) in two runs of three, and when a listed one passes
//     three runs, the last two with four times the time. Rewrite the
//     list with -update-known (three runs, -update-runs N for more:
//     "kind?" marks payloads that failed in some runs only, which are not
//     checked). By default the test runs a fixed sample: every payload
//     listed as failing and a third of the others (by a hash of the id, so
//     every file and kind is represented and the choice is stable);
//     PYINTERP_FUZZ_FULL=1 runs the whole corpus (about four minutes of
//     two cores; .ci/run sets it), -corpus REGEXP every payload that
//     matches.
//
//   - TestGenerated runs the first programs of package gen (random
//     programs from a grammar of statements, expressions and calls of
//     every builtin, method and authorized module with hostile arguments
//     and re-entrant dunders) against testdata/generated_known.txt, which
//     lists none: every seed must keep every invariant (a wildcard entry,
//     "gen/* timeout", would let any seed fail with that kind).
//
//   - FuzzGenerated is the native fuzz target over the same harness: its
//     input drives the generator.
//
//     go test ./fuzz -run '^$' -fuzz FuzzGenerated -fuzztime 10m -parallel 1
//
// The command ./fuzz/cmd/pyfuzz runs the generator for hours, minimizes
// what it finds and replays programs and the corpus:
//
//	go run ./fuzz/cmd/pyfuzz fuzz -duration 4h -out /tmp/findings
//	go run ./fuzz/cmd/pyfuzz min /tmp/findings/timeout-123.py
//	go run ./fuzz/cmd/pyfuzz corpus -timeout 300ms 'timeout/bigint'
//
// Runs and findings are recorded in FINDINGS.md.
package fuzz
