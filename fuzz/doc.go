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
// (timeout), peak RSS within the memory limit + 64 MiB (memory), no
// goroutine left behind (leak).
//
//   - TestAttackCorpus replays testdata/attacks/<kind>/*.py, payloads
//     grouped by the failure they aim at; testdata/attacks/known_failures.txt
//     lists those that still fail. The test fails when an unlisted payload
//     fails and when a listed one passes.
//
// The command ./fuzz/cmd/pyfuzz runs one program or the corpus through
// the harness and prints each outcome:
//
//	go run ./fuzz/cmd/pyfuzz corpus -timeout 500ms 'timeout/'
//
// Runs and findings are recorded in FINDINGS.md.
package fuzz
