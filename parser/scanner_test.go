package parser

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"github.com/google/go-cmp/cmp"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// scanAll returns the tokens of src up to EOF or the first error.
func scanAll(src string) ([]token, *Error) {
	var s scanner
	s.init("<test>", []byte(src))
	var toks []token
	for i := 0; i <= len(src)*4+10; i++ {
		t := s.next()
		if t.kind == ILLEGAL {
			return toks, s.err
		}
		toks = append(toks, t)
		if t.kind == EOF {
			return toks, nil
		}
	}
	panic("scanner does not terminate on " + fmt.Sprintf("%q", src))
}

// stdlibFiles returns the .py files of CPython's standard library, or
// skips the test if python3 is absent.
func stdlibFiles(tb testing.TB) []string {
	out, err := exec.Command("python3", "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		tb.Skip("python3 not available")
	}
	root := strings.TrimSpace(string(out))
	var files []string
	filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && d.Name() == "site-packages" {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".py") {
			files = append(files, path)
		}
		return nil
	})
	if len(files) == 0 {
		tb.Skip("no stdlib files found")
	}
	return files
}

// scanErrorsPEP701 lists the cases of errors.json (recorded with CPython
// 3.11) that the scanner knowingly scans differently because it follows
// Python 3.12's f-string grammar (PEP 701), with the reason.
var scanErrorsPEP701 = map[string]string{
	"f\"{x#}\"":      "3.12 allows comments in replacement fields: this one runs to the end of the line, so the '{' is never closed",
	"f\"{'\\n'}\"":   "valid in Python 3.12 (backslash in a replacement field)",
	"f\"{\"a\"}\"":   "valid in Python 3.12 (quote reuse in a replacement field)",
	"f\"{x\n}\"":     "valid in Python 3.12 (a replacement field spans lines)",
	"f\"{f'{x}''}\"": "3.11's 'f-string: unterminated string' does not exist in 3.12: the stray quote opens an unterminated string literal",
}

// TestScanErrors checks the scanner reports CPython's error (kind,
// message, line, offsets) for each case of testdata/scanner/errors.json,
// which gen.py records from CPython.
func TestScanErrors(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "scanner", "errors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Src       string `json:"src"`
		Hex       string `json:"hex"`
		Kind      string `json:"kind"`
		Msg       string `json:"msg"`
		Lineno    int    `json:"lineno"`
		Offset    int    `json:"offset"`
		EndLineno int    `json:"end_lineno"`
		EndOffset int    `json:"end_offset"`
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		src, err := hex.DecodeString(c.Hex)
		if err != nil {
			t.Fatal(err)
		}
		if reason, ok := scanErrorsPEP701[c.Src]; ok {
			t.Logf("%q: skipped: %s", c.Src, reason)
			continue
		}
		_, e := scanAll(string(src))
		if e == nil {
			t.Errorf("%q: no error, want %s: %s", c.Src, c.Kind, c.Msg)
			continue
		}
		got := fmt.Sprintf("%s: %s (%d:%d-%d:%d)", e.Kind, e.Msg, e.Lineno, e.Offset, e.EndLineno, e.EndOffset)
		want := fmt.Sprintf("%s: %s (%d:%d-%d:%d)", c.Kind, c.Msg, c.Lineno, c.Offset, c.EndLineno, c.EndOffset)
		if got != want {
			t.Errorf("%q:\n got %s\nwant %s", c.Src, got, want)
		}
	}
}

// cpythonName is the name CPython's token module gives each token kind.
func cpythonName(k Token) string {
	switch {
	case k.IsKeyword():
		return "NAME"
	case k == EOF:
		return "ENDMARKER"
	case k >= LPAR && k <= EXCLAMATION:
		return opNames[k]
	}
	return k.String()
}

var opNames = map[Token]string{
	LPAR: "LPAR", RPAR: "RPAR", LSQB: "LSQB", RSQB: "RSQB", LBRACE: "LBRACE", RBRACE: "RBRACE",
	COLON: "COLON", COMMA: "COMMA", SEMI: "SEMI", PLUS: "PLUS", MINUS: "MINUS", STAR: "STAR",
	SLASH: "SLASH", VBAR: "VBAR", AMPER: "AMPER", LESS: "LESS", GREATER: "GREATER", EQUAL: "EQUAL",
	DOT: "DOT", PERCENT: "PERCENT", EQEQUAL: "EQEQUAL", NOTEQUAL: "NOTEQUAL", LESSEQUAL: "LESSEQUAL",
	GREATEREQUAL: "GREATEREQUAL", TILDE: "TILDE", CIRCUMFLEX: "CIRCUMFLEX", LEFTSHIFT: "LEFTSHIFT",
	RIGHTSHIFT: "RIGHTSHIFT", DOUBLESTAR: "DOUBLESTAR", PLUSEQUAL: "PLUSEQUAL", MINEQUAL: "MINEQUAL",
	STAREQUAL: "STAREQUAL", SLASHEQUAL: "SLASHEQUAL", PERCENTEQUAL: "PERCENTEQUAL",
	AMPEREQUAL: "AMPEREQUAL", VBAREQUAL: "VBAREQUAL", CIRCUMFLEXEQUAL: "CIRCUMFLEXEQUAL",
	LEFTSHIFTEQUAL: "LEFTSHIFTEQUAL", RIGHTSHIFTEQUAL: "RIGHTSHIFTEQUAL",
	DOUBLESTAREQUAL: "DOUBLESTAREQUAL", DOUBLESLASH: "DOUBLESLASH",
	DOUBLESLASHEQUAL: "DOUBLESLASHEQUAL", AT: "AT", ATEQUAL: "ATEQUAL", RARROW: "RARROW",
	ELLIPSIS: "ELLIPSIS", COLONEQUAL: "COLONEQUAL", EXCLAMATION: "EXCLAMATION",
}

// formatTokens renders tokens as CPython's tokenize module would: kind
// name, literal (names, numbers, strings), and start and end as
// line,column with columns in code points.
func formatTokens(s *scanner, toks []token) string {
	var b strings.Builder
	lines := strings.Split(strings.ReplaceAll(strings.ReplaceAll(s.src, "\r\n", "\n"), "\r", "\n"), "\n")
	col := func(p Position) int {
		if p.Line > len(lines) {
			return p.Col
		}
		return charOffset(strings.TrimPrefix(lines[p.Line-1], "\ufeff"), p.Col) - 1
	}
	for _, t := range toks {
		lit := ""
		switch t.kind {
		case NAME, NUMBER, STRING:
			lit = t.lit
		default:
			if t.kind.IsKeyword() {
				lit = t.lit
			}
		}
		fmt.Fprintf(&b, "%s %q %d,%d-%d,%d\n", cpythonName(t.kind), lit, t.pos.Line, col(t.pos), t.end.Line, col(t.end))
	}
	return b.String()
}

// TestScanTokens compares token streams with those of CPython's tokenize
// module, recorded by gen.py in testdata/scanner/tokens.json.
func TestScanTokens(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "scanner", "tokens.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Src    string  `json:"src"`
		Tokens [][]any `json:"tokens"`
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		var s scanner
		s.init("<test>", []byte(c.Src))
		var toks []token
		for {
			tok := s.next()
			if tok.kind == ILLEGAL {
				t.Errorf("%q: %v", c.Src, s.err)
				break
			}
			toks = append(toks, tok)
			if tok.kind == EOF {
				break
			}
		}
		var want strings.Builder
		for _, w := range c.Tokens {
			fmt.Fprintf(&want, "%s %q %v,%v-%v,%v\n", w[0], w[1], w[2], w[3], w[4], w[5])
		}
		if got := formatTokens(&s, toks); got != want.String() {
			t.Errorf("%q:\n%s", c.Src, cmp.Diff(want.String(), got))
		}
	}
}

// TestScanStdlibTokenize compares the token stream of every stdlib file
// with CPython's tokenize module (f-strings merged back into one STRING
// token, as 3.11 has them). It takes a minute, so it runs only with
// PYINTERP_SCANNER_TOKENIZE=1.
func TestScanStdlibTokenize(t *testing.T) {
	if os.Getenv("PYINTERP_SCANNER_TOKENIZE") == "" {
		t.Skip("set PYINTERP_SCANNER_TOKENIZE=1 to compare with tokenize on the stdlib")
	}
	files := stdlibFiles(t)
	cmd := exec.Command("python3", filepath.Join("testdata", "scanner", "tokdump.py"))
	cmd.Stdin = strings.NewReader(strings.Join(files, "\n"))
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	failures := 0
	for _, chunk := range strings.Split("\n"+string(out), "\nFILE ")[1:] {
		path, want, _ := strings.Cut(chunk, "\n")
		if strings.HasPrefix(want, "SKIP") {
			continue
		}
		want = strings.TrimSuffix(strings.TrimSuffix(want, "\n"), "END")
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var s scanner
		s.init(path, src)
		var toks []token
		depth := 0
		var fstart token
		for {
			tok := s.next()
			if tok.kind == ILLEGAL {
				t.Errorf("%s: %v", path, s.err)
				break
			}
			// Merge f-strings into STRING tokens.
			switch {
			case tok.kind == FSTRING_START:
				if depth == 0 {
					fstart = tok
				}
				depth++
				continue
			case tok.kind == FSTRING_END:
				depth--
				if depth == 0 {
					toks = append(toks, token{kind: STRING, lit: s.src[fstart.pos.Offset:tok.end.Offset], pos: fstart.pos, end: tok.end})
				}
				continue
			case depth > 0:
				continue
			}
			if tok.kind == NAME {
				tok.lit = s.src[tok.pos.Offset:tok.end.Offset] // tokenize does not NFKC-normalise
			}
			toks = append(toks, tok)
			if tok.kind == EOF {
				break
			}
		}
		if strings.HasSuffix(path, "test/test_unicode_identifiers.py") {
			continue // tokenize's regexps reject the variation selector U+E0100 in a name
		}
		if got := formatTokens(&s, toks); got != want {
			failures++
			if failures <= 5 {
				t.Errorf("%s:\n%s", path, cmp.Diff(want, got))
			}
		}
	}
	if failures > 0 {
		t.Errorf("%d files differ", failures)
	}
}

// TestScanFString checks the PEP 701 token sequence of f-strings (the
// contract documented on Token), which CPython 3.11's tokenizer does not
// produce, so the expectations are written by hand.
func TestScanFString(t *testing.T) {
	tests := []struct{ src, want string }{
		{`f"a{x!r:>{w}}b"`, "FSTRING_START `f\"` FSTRING_MIDDLE `a` { NAME `x` ! NAME `r` : FSTRING_MIDDLE `>` { NAME `w` } } FSTRING_MIDDLE `b` FSTRING_END `\"`"},
		{`f""`, "FSTRING_START `f\"` FSTRING_END `\"`"},
		{`f"{x}"`, "FSTRING_START `f\"` { NAME `x` } FSTRING_END `\"`"},
		{`F'{{a}}'`, "FSTRING_START `F'` FSTRING_MIDDLE `{{a}}` FSTRING_END `'`"},
		{`rf"\d{x}\{y}"`, "FSTRING_START `rf\"` FSTRING_MIDDLE `\\d` { NAME `x` } FSTRING_MIDDLE `\\` { NAME `y` } FSTRING_END `\"`"},
		{`f"{x!=y}"`, "FSTRING_START `f\"` { NAME `x` != NAME `y` } FSTRING_END `\"`"},
		{`f"{x=}"`, "FSTRING_START `f\"` { NAME `x` = } FSTRING_END `\"`"},
		{`f"{x = !r:^10}"`, "FSTRING_START `f\"` { NAME `x` = ! NAME `r` : FSTRING_MIDDLE `^10` } FSTRING_END `\"`"},
		{`f"{x:=5}"`, "FSTRING_START `f\"` { NAME `x` : FSTRING_MIDDLE `=5` } FSTRING_END `\"`"},
		{`f"{(x:=5)}"`, "FSTRING_START `f\"` { ( NAME `x` := NUMBER `5` ) } FSTRING_END `\"`"},
		{`f"{d['k']:{w}.{p}f}"`, "FSTRING_START `f\"` { NAME `d` [ STRING `'k'` ] : { NAME `w` } FSTRING_MIDDLE `.` { NAME `p` } FSTRING_MIDDLE `f` } FSTRING_END `\"`"},
		{`f"{ {'a': 1}['a'] }"`, "FSTRING_START `f\"` { { STRING `'a'` : NUMBER `1` } [ STRING `'a'` ] } FSTRING_END `\"`"},
		{`f"{f'{x}'}"`, "FSTRING_START `f\"` { FSTRING_START `f'` { NAME `x` } FSTRING_END `'` } FSTRING_END `\"`"},
		{"f'''{x\n+ 1}\n'''", "FSTRING_START `f'''` { NAME `x` + NUMBER `1` } FSTRING_MIDDLE `\n` FSTRING_END `'''`"},
		{`f"\N{DASH}{x}"`, "FSTRING_START `f\"` FSTRING_MIDDLE `\\N{DASH}` { NAME `x` } FSTRING_END `\"`"},
		{`f"\"{x}\""`, "FSTRING_START `f\"` FSTRING_MIDDLE `\\\"` { NAME `x` } FSTRING_MIDDLE `\\\"` FSTRING_END `\"`"},
		{`f"{x:{{}}}"`, "FSTRING_START `f\"` { NAME `x` : { { } } } FSTRING_END `\"`"},
		{`f"{x:%H:%M}"`, "FSTRING_START `f\"` { NAME `x` : FSTRING_MIDDLE `%H:%M` } FSTRING_END `\"`"},
		{`f"{lambda: 1}"`, "FSTRING_START `f\"` { NAME `lambda` : FSTRING_MIDDLE ` 1` } FSTRING_END `\"`"},
		{`x = f"a" f"b" "c"`, "NAME `x` = FSTRING_START `f\"` FSTRING_MIDDLE `a` FSTRING_END `\"` FSTRING_START `f\"` FSTRING_MIDDLE `b` FSTRING_END `\"` STRING `\"c\"`"},
	}
	for _, tt := range tests {
		toks, err := scanAll(tt.src)
		if err != nil {
			t.Errorf("%s: %v", tt.src, err)
			continue
		}
		var parts []string
		for _, tok := range toks {
			if tok.kind == NEWLINE || tok.kind == EOF {
				continue
			}
			p := tok.kind.String()
			if tok.kind.IsKeyword() {
				p = "NAME"
			}
			if tok.lit != "" {
				p += " `" + tok.lit + "`"
			}
			parts = append(parts, p)
		}
		if got := strings.Join(parts, " "); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.src, got, tt.want)
		}
	}
}

// TestScanPositions checks token positions in f-strings and around
// \r\n and \r line endings.
func TestScanPositions(t *testing.T) {
	tests := []struct{ src, want string }{
		{"f'a{b}'", "FSTRING_START 1:0-1:2 FSTRING_MIDDLE 1:2-1:3 { 1:3-1:4 NAME 1:4-1:5 } 1:5-1:6 FSTRING_END 1:6-1:7 NEWLINE 1:7-1:8 ENDMARKER 2:0-2:0"},
		{"f'''a\nb{c}'''", "FSTRING_START 1:0-1:4 FSTRING_MIDDLE 1:4-2:1 { 2:1-2:2 NAME 2:2-2:3 } 2:3-2:4 FSTRING_END 2:4-2:7 NEWLINE 2:7-2:8 ENDMARKER 3:0-3:0"},
		{"x\r\ny\rz\r\n", "NAME 1:0-1:1 NEWLINE 1:1-1:2 NAME 2:0-2:1 NEWLINE 2:1-2:2 NAME 3:0-3:1 NEWLINE 3:1-3:2 ENDMARKER 4:0-4:0"},
		{"'''a\r\nb'''\r\nc", "STRING 1:0-2:4 NEWLINE 2:4-2:5 NAME 3:0-3:1 NEWLINE 3:1-3:2 ENDMARKER 4:0-4:0"},
		{"if x:\r\n  y\r\n", "NAME 1:0-1:2 NAME 1:3-1:4 : 1:4-1:5 NEWLINE 1:5-1:6 INDENT 2:0-2:2 NAME 2:2-2:3 NEWLINE 2:3-2:4 DEDENT 3:0-3:0 ENDMARKER 3:0-3:0"},
		{"\ufeffx", "NAME 1:0-1:1 NEWLINE 1:1-1:2 ENDMARKER 2:0-2:0"},
	}
	for _, tt := range tests {
		toks, err := scanAll(tt.src)
		if err != nil {
			t.Errorf("%q: %v", tt.src, err)
			continue
		}
		var parts []string
		for _, tok := range toks {
			k := tok.kind.String()
			if tok.kind.IsKeyword() {
				k = "NAME"
			}
			parts = append(parts, fmt.Sprintf("%s %d:%d-%d:%d", k, tok.pos.Line, tok.pos.Col, tok.end.Line, tok.end.Col))
		}
		if got := strings.Join(parts, " "); got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.src, got, tt.want)
		}
	}
}

// TestScanNFKC checks non-ASCII names are NFKC-normalised, as Python
// does (ﬁ is U+FB01, the fi ligature).
func TestScanNFKC(t *testing.T) {
	toks, err := scanAll("\ufb01 = ℌ")
	if err != nil {
		t.Fatal(err)
	}
	if toks[0].lit != "fi" || toks[2].lit != "H" {
		t.Errorf("got %q %q, want \"fi\" \"H\"", toks[0].lit, toks[2].lit)
	}
}

// TestScanStdlib scans every file of CPython's standard library; CPython
// compiles all but the few listed here, which the scanner must reject
// too.
func TestScanStdlib(t *testing.T) {
	rejected := map[string]bool{
		"lib2to3/tests/data/py2_test_grammar.py":    true, // Python 2 octal literals
		"test/encoded_modules/module_iso_8859_1.py": true, // coding declarations: not UTF-8
		"test/encoded_modules/module_koi8_r.py":     true,
		"test/test_source_encoding.py":              true,
		"test/tokenizedata/badsyntax_3131.py":       true,
		"test/tokenizedata/badsyntax_pep3120.py":    true,
	}
	for _, f := range stdlibFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		_, e := scanAll(string(src))
		rel := f
		if i := strings.Index(f, "/python3."); i >= 0 {
			if j := strings.IndexByte(f[i+1:], '/'); j >= 0 {
				rel = f[i+1+j+1:]
			}
		}
		if bad := rejected[rel]; bad != (e != nil) {
			t.Errorf("%s: error %v, want rejected=%v", rel, e, bad)
		}
	}
}

// BenchmarkScan scans the standard library's .py files.
func BenchmarkScan(b *testing.B) {
	var srcs [][]byte
	size := 0
	for _, f := range stdlibFiles(b) {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
		size += len(src)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, src := range srcs {
			var s scanner
			s.init("x", src)
			for {
				if k := s.next().kind; k == EOF || k == ILLEGAL {
					break
				}
			}
		}
	}
}
