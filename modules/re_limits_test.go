package modules_test

import (
	"bytes"
	"errors"
	"runtime"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// reLimitCases are programs that compiled or matched without bound
// before issue 11 (a Go stack overflow, minutes of work, memory far
// above the cap): each must now end with the given limit (or, for
// kind 0, finish and print want) under the given limits.
var reLimitCases = []struct {
	name   string
	src    string
	limits eval.Limits
	kind   eval.LimitKind // 0: the program must finish
	want   string         // its output, when it finishes
	// bounded: what the run allocates (Go's count, garbage included)
	// stays under twice its memory limit plus reAllocSlack, the
	// regexp2 machinery included.
	bounded bool
}{
	// The parser's recursion: CPython raises RecursionError from 496
	// nested groups at the default recursion limit.
	{name: "open parens", src: `re.compile('(' * 10**6)`, kind: eval.LimitRecursion},
	{name: "open lookaheads", src: `re.compile('(?=' * 10**6)`, kind: eval.LimitRecursion},
	{name: "nested conditionals", src: `re.compile('(a)' + '(?(1)' * 10**5)`, kind: eval.LimitRecursion},
	{name: "495 groups", src: `print(re.compile('(' * 495 + ')' * 495).groups)`, want: "495\n"},
	{name: "496 groups", src: `re.compile('(' * 496 + ')' * 496)`, kind: eval.LimitRecursion},
	{name: "deep recursion limit", src: `re.compile('(?:' * 10**5 + ')' * 10**5)`,
		limits: eval.Limits{MaxRecursionDepth: eval.HardMaxRecursionDepth}, kind: eval.LimitRecursion},

	// Compile work: linear, and bounded by the deadline.
	{name: "alternation repeat", src: `print(re.compile('(?:a|b)' * 20000).match('ab' * 10000).end())`, want: "20000\n"},
	{name: "alternation repeat timeout", src: `re.compile('(?:a|b)' * 10**6)`,
		limits: eval.Limits{Deadline: time.Now().Add(200 * time.Millisecond), MaxMemory: 4 << 30}, kind: eval.LimitTimeout},
	{name: "big set", src: `s = ''.join(chr(0x4e00 + 2 * i) for i in range(50000))
p = re.compile('[' + s + ']+')
print(p.search('x' + s[::-1] + chr(0x4e01)).span(), p.search(chr(0x4e01)))`, want: "(1, 50001) None\n"},
	{name: "big set under ignorecase", src: `s = ''.join(chr(0x4e00 + 2 * i) for i in range(50000))
print(re.compile('[' + s + ']', re.I).findall('a' + s[100:103]))`, want: "['仈', '今', '仌']\n"},

	// Compiled programs are charged.
	{name: "long literal", src: `re.compile('a' * 10**6)`, limits: eval.Limits{MaxMemory: 32 << 20}, kind: eval.LimitMemory},
	{name: "boundaries", src: `re.compile(r'\B' * 10**6)`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},
	{name: "boundaries under ignorecase", src: `re.compile(r'\B' * 10**5, re.I)`, limits: eval.Limits{MaxMemory: 16 << 20}, kind: eval.LimitMemory},
	{name: "many groups", src: `re.compile('(a)' * 10**6)`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},

	// Matches and their results are charged.
	{name: "findall of a long text", src: `re.findall('.', 'x' * 10**7)`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},
	{name: "findall of non-ASCII groups", src: `re.findall('(.)(.)', 'é' * 10**7)`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},
	{name: "findall counted", src: `print(len(re.findall('(.)', 'é' * 10**5)))`, limits: eval.Limits{MaxMemory: 64 << 20}, want: "100000\n"},
	{name: "split of a long text", src: `re.split('(x)', 'x' * 10**7)`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},
	{name: "finditer holds nothing", src: `print(sum(1 for m in re.finditer('x', 'x' * 10**6)))`, limits: eval.Limits{MaxMemory: 256 << 20}, want: "1000000\n"},
	{name: "matches kept", src: `kept = [re.match('x', 'x') for i in range(10**7)]`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},
	{name: "finditer kept", src: `kept = list(re.finditer('.', 'x' * 10**7))`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},
	{name: "sub growing", src: `re.sub('a', 'b' * 1000, 'a' * 10**6)`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},
	{name: "sub with a group", src: `re.sub('(a)', r'\1' * 1000, 'a' * 10**6)`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},
	{name: "sub by a function", src: `re.sub('a', lambda m: 'é' * 1000, 'a' * 10**6)`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},
	{name: "sub fits", src: `print(len(re.subn('a', 'bc', 'a' * 10**6)[0]))`, limits: eval.Limits{MaxMemory: 64 << 20}, want: "2000000\n"},
	{name: "escape", src: `re.escape('.' * 10**8)`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},
	{name: "many groups in a match", src: `m = re.match('(a)' * 10**4, 'a' * 10**4)
kept = [m.groups() for i in range(10**4)]`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},
	{name: "many spans", src: `m = re.match('(a)' * 10**4, 'a' * 10**4)
kept = [m.regs for i in range(10**4)]`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},
	{name: "surrogates", src: `s = ''.join(chr(0xd800 + 2 * i) for i in range(1000))
print(re.compile('[' + s + ']+').search('x' + s[::-1] + chr(0xd801)).span(), re.match('(?i)\udffe', '\udffe').span())`, want: "(1, 1001) (0, 1)\n"},
	// regexp2's backtracking stacks grow per iteration of a group loop.
	{name: "regexp2 stacks", src: `re.match('(?:(a)|b)*$', 'ab' * 10**6)`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},
	{name: "regexp2 stacks under ignorecase", src: `re.match('(?i)((a)|(b))*$', 'ab' * 10**6)`, limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory},
	{name: "regexp2 stacks fit", src: `print(re.match('(?i)(?:(a)|b)*$', 'ab' * 10**4).span())`, limits: eval.Limits{MaxMemory: 64 << 20}, want: "(0, 20000)\n"},
	// A repeat of one character is one loop instruction of regexp2 (one
	// backtracking entry, not one per character: 135 MiB allocated, none
	// of it charged, under a 64 MiB limit).
	{name: "dot-star repeats under ignorecase", src: `print(re.search('.*' * 7, '%%Y' * 10**6, re.I).span())`, limits: eval.Limits{MaxMemory: 64 << 20}, want: "(0, 3000000)\n", bounded: true},
	// regexp2's memory is reserved before a match (a bound from the
	// program and the characters reachable) and the unused part refunded
	// after: ordinary matching over a large text fits, and its reserving
	// costs no operations (a findall over 1 MB under IGNORECASE ran out of
	// its ten million operations charging its predicted stacks).
	// Expected outputs: python3.
	{name: "quoted strings and words of 1 MB under ignorecase", src: `text = ' '.join('"ab\\"c %d" x' % i for i in range(60000))
r = re.findall(r'(?i)"((?:[^"\\]|\\.)*)"', text)
print(len(r), r[:2], r[-1])
w = re.findall(r'\w+', text, re.I)
print(len(w), w[:3], w[-1])
print(len(re.findall(r'(?i)(\w+ )*x', text[:300000])), re.sub(r'(?i)(?<=")(?:ab)+', 'Z', text[:40]))`,
		limits: eval.Limits{MaxMemory: 256 << 20, MaxOperations: 10_000_000}, bounded: true,
		want: `60000 ['ab\\"c 0', 'ab\\"c 1'] ab\"c 59999
240000 ['ab', 'c', '0'] x
19444 "Z\"c 0" x "Z\"c 1" x "Z\"c 2" x "Z\
`},
	// A look-around keeps the captures made inside it: captures in a loop
	// in a look-ahead in a loop are quadratic in the subject (218 MiB
	// allocated under a 64 MiB limit before the bound counted them).
	{name: "captures in a look-ahead in a loop", src: `re.match(r'(?:(?=(?:(.))*).)*', 'x' * 3 * 10**4, re.I)`,
		limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory, bounded: true},
	{name: "captures in a look-ahead in a loop fit", src: `print(re.match(r'(?:(?=(?:(.))*).)*', 'xy' * 50, re.I).span())`,
		limits: eval.Limits{MaxMemory: 64 << 20}, want: "(0, 100)\n", bounded: true},
	// Forced iterations of nested counted loops keep a frame each.
	{name: "nested counted empty loops", src: `re.fullmatch('(?:(?:(a?)){1000}){1000}', 'a' * 10**5)`,
		limits: eval.Limits{MaxMemory: 64 << 20}, kind: eval.LimitMemory, bounded: true},
	{name: "huge counts of a loop that takes characters", src: `print(re.match('(?i)(?:ab){100000000}', 'abab'), re.match('(?i)(?:(a)b){3,100000000}', 'ababab').span())`,
		limits: eval.Limits{MaxMemory: 64 << 20}, want: "None (0, 6)\n", bounded: true},
	{name: "nested counted empty loops fit", src: `print(re.fullmatch('(?:(?:(a?)){30}){30}', 'a' * 100).span())`,
		limits: eval.Limits{MaxMemory: 64 << 20}, want: "(0, 100)\n", bounded: true},
	{name: "set repeats under ignorecase", src: `print(len(re.findall('[a-z%]+[Y]?', '%%Y' * 10**6, re.I)))`, limits: eval.Limits{MaxMemory: 64 << 20}, want: "1\n", bounded: true},

	// Matching is bounded by the deadline.
	{name: "catastrophic", src: `re.match(r'(a+)+$', 'a' * 40 + 'b')`,
		limits: eval.Limits{Deadline: time.Now().Add(200 * time.Millisecond)}, kind: eval.LimitTimeout},
	{name: "catastrophic under ignorecase", src: `re.match(r'(?i)(a+)+$', 'a' * 40 + 'b')`,
		limits: eval.Limits{Deadline: time.Now().Add(200 * time.Millisecond)}, kind: eval.LimitTimeout},
	{name: "catastrophic with a back-reference", src: `re.search(r'(a*)*\1b', 'a' * 5000)`,
		limits: eval.Limits{Deadline: time.Now().Add(200 * time.Millisecond)}, kind: eval.LimitTimeout},
	{name: "long scans", src: `s = 'a' * 10**7
while True:
    re.search('a*b', s)
    re.search('[^a]', s)`,
		limits: eval.Limits{Deadline: time.Now().Add(200 * time.Millisecond), MaxMemory: 1 << 30}, kind: eval.LimitTimeout},
}

// reAllocSlack is what a run may allocate past twice its memory limit in
// TestReLimits (the interpreter's own start, the charges' rounding).
const reAllocSlack = 16 << 20

// TestReLimits runs reLimitCases. Deadlines in the table are relative to
// the test's start: each case's deadline is re-based on its own start.
func TestReLimits(t *testing.T) {
	base := time.Now()
	for _, c := range reLimitCases {
		t.Run(c.name, func(t *testing.T) {
			lim := c.limits
			var budget time.Duration
			if !lim.Deadline.IsZero() {
				budget = lim.Deadline.Sub(base)
				lim.Deadline = time.Now().Add(budget)
			}
			if lim.MaxRecursionDepth == 0 {
				lim.MaxRecursionDepth = 1000
			}
			var out bytes.Buffer
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			start := time.Now()
			th, err := runner.Run("re_limits.py", []byte("import re\n"+c.src+"\n"), &out, runner.Options{Limits: lim})
			took := time.Since(start)
			runtime.ReadMemStats(&after)
			// A bounded case allocates nothing uncharged: a run under
			// a memory limit that allocates well past it held memory
			// nobody charged.
			if alloc := int64(after.TotalAlloc - before.TotalAlloc); c.bounded && alloc > 2*lim.MaxMemory+reAllocSlack {
				t.Errorf("allocated %d MiB under a limit of %d MiB", alloc>>20, lim.MaxMemory>>20)
			}
			if c.kind == 0 {
				if err != nil {
					t.Fatalf("failed: %s", runner.FormatError(th, err))
				}
				if out.String() != c.want {
					t.Fatalf("printed %q, want %q", out.String(), c.want)
				}
			} else {
				var le *eval.LimitError
				if !errors.As(err, &le) || le.Kind != c.kind {
					t.Fatalf("ended with %v (output %q), want limit %d", err, out.String(), c.kind)
				}
			}
			if budget > 0 && took > budget+100*time.Millisecond {
				t.Errorf("took %v, %v past its %v deadline", took, took-budget, budget)
			}
		})
	}
}
