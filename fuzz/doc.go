// Package fuzz holds native Go fuzz targets (go test -fuzz) for pyinterp.
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
// Findings are written to testdata/fuzz/FuzzParse/ and replayed by go test.
package fuzz
