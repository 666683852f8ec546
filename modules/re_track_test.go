package modules

import (
	"runtime"
	"strings"
	"testing"

	"github.com/dlclark/regexp2"
	"github.com/pyinterp/pyinterp/eval"
)

// TestReMemoryBound checks reBound (re_memory.go) against what regexp2
// allocates (Go's count, the arrays its stacks outgrow included) while it
// matches, for the constructs the bound counts: general loops (greedy,
// lazy, counted, nested), captures in loops, alternations, look-arounds
// (with loops and captures inside, inside loops), atomic groups,
// back-references, conditionals, anchors and repeats of one character,
// under IGNORECASE and not, and searches that fail after reaching the end.
func TestReMemoryBound(t *testing.T) {
	if !reView.ok {
		t.Fatal("regexp2's runner fields are not where reRunnerView looks for them (a new regexp2?): matches keep their whole reservation")
	}
	ab := strings.Repeat("ab", 20000)
	for _, c := range []struct{ pat, subj string }{
		{`(?:a|b)*$`, ab}, {`((a)|(b))*$`, ab}, {`(.)*$`, ab}, {`(?:(a)(b))*$`, ab},
		{`(?:a(?=b)|b)*$`, ab}, {`(?:\w\b|\w)*$`, ab}, {`(?:a+|b+)*$`, ab},
		{`(?:(?:(a)|b)(?:a|(b))?)*$`, ab}, {`(?:(?:a|b)*)*$`, ab}, {`(((((a)))))*b|(((((a|b)))))*$`, ab},
		{`(?:ab)*?$`, ab}, {`(?:(a)b){3,}$`, ab}, {`(?:(a)b){2,30000}$`, ab}, {`(?:(a)b){3000}`, ab[:4000]}, {`(?:(a)|b)+?c`, ab[:2000]},
		{`(?>(?:a|b)*)$`, ab}, {`(?:(?>a|b))*$`, ab}, {`(a)(?:\1|b)*$`, ab}, {`(a)?(?:(?(1)a|b)|b)*$`, ab},
		{`(?:(?<=a)b|a)*$`, ab}, {`(?:(?!c)(.))*$`, ab}, {`(?:\B.|\b.)*$`, ab},
		{`(?:(?=((?:(a)|b)*))a|b)*$`, ab[:400]}, {`(?:(?=(?:(.))*).)*`, ab[:300]},
		{`.*.*.*.*.*.*.*`, ab}, {`[^x]*[ab]*?c`, ab[:200]}, {`(?:[ab]|x)*c`, ab[:2000]}, {`(?:(?:a?){100}){100}`, ab[:100]},
		{`(?:(a?)b?){1000}`, ab}, {`\s*(\w+)\s*=\s*("[^"]*"|\d+)`, strings.Repeat("k = 12 ", 5000)},
	} {
		for _, flags := range []int{0, reFlagIgnoreCase} {
			allocated, bound := reMeasure(t, c.pat, c.subj, flags)
			if allocated > bound {
				t.Errorf("%s (flags %d): regexp2 allocated %d bytes, bound %d", c.pat, flags, allocated, bound)
			}
		}
	}
}

// reMeasure returns the bytes regexp2 allocates searching subj for pat
// (a fresh program: its runner's first arrays included), and reBound's
// bound.
func reMeasure(t *testing.T, pat, subj string, flags int) (allocated, bound int64) {
	t.Helper()
	th := eval.NewThread(eval.NewInterp(), eval.Limits{}, nil, nil)
	tree, state, perr := reParse(th, []rune(pat), true, flags)
	if perr != nil {
		t.Fatalf("%s: %v", pat, perr)
	}
	tr, err := reTranslate(th, tree, state.flags, true)
	if err != nil {
		t.Fatal(err)
	}
	opts := regexp2.RegexOptions(regexp2.None)
	if state.flags&reFlagIgnoreCase != 0 {
		opts = regexp2.IgnoreCase
	}
	r, err := regexp2.Compile(tr, opts)
	if err != nil {
		t.Fatalf("%s: %v", tr, err)
	}
	cost, err := reCostOf(th, tree, state.flags, true, int64(len(subj)))
	if err != nil {
		t.Fatal(err)
	}
	runes := []rune(subj)
	bound = reBound(cost, int64(len(runes)+1), reView.trackCountOf(r), state.groups()-1)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	m, err := r.FindRunesMatch(runes)
	if err == nil && m != nil {
		for g := 1; g < state.groups(); g++ {
			m.GroupByNumber(g)
		}
	}
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatalf("%s: %v", pat, err)
	}
	return int64(after.TotalAlloc - before.TotalAlloc), bound
}

// TestReRunnerHeld checks that reRunnerView sees the arrays a runner
// keeps: they grow with a long match of a general loop.
func TestReRunnerHeld(t *testing.T) {
	r := regexp2.MustCompile(`(?:a|b)*$`, regexp2.None)
	if h, m := reView.held(r); h != 0 || m != 0 {
		t.Fatalf("a new program holds %d+%d bytes", h, m)
	}
	if _, err := r.FindStringMatch("ab"); err != nil {
		t.Fatal(err)
	}
	small, _ := reView.held(r)
	if _, err := r.FindStringMatch(strings.Repeat("ab", 100000)); err != nil {
		t.Fatal(err)
	}
	if big, _ := reView.held(r); small <= 0 || big < 100000*8 {
		t.Fatalf("held %d bytes after a short match, %d after a long one", small, big)
	}
	// A failed match leaves its Match (and its arrays) to the runner.
	failed := regexp2.MustCompile(`(a)x`, regexp2.None)
	if m, err := failed.FindStringMatch("ab"); err != nil || m != nil {
		t.Fatal(m, err)
	}
	if _, m := reView.held(failed); m <= 0 {
		t.Fatalf("a failed match left %d bytes of Match", m)
	}
	if tc := reView.trackCountOf(r); tc <= 0 {
		t.Fatalf("TrackCount %d", tc)
	}
}

// TestReCacheBound checks that the pattern cache drops its oldest
// patterns past reCacheMaxBytes and does not keep a pattern bigger than
// a quarter of it.
func TestReCacheBound(t *testing.T) {
	c := &reCache{m: map[reKey]*rePattern{}}
	for i := 0; i < 100; i++ {
		c.add(reKey{s: strings.Repeat("x", i)}, &rePattern{mem: reCacheMaxBytes / 10})
	}
	var total int64
	for _, k := range c.order {
		total += c.m[k].mem
	}
	if total > reCacheMaxBytes || len(c.order) != 10 || len(c.m) != 10 {
		t.Errorf("%d patterns, %d bytes; want 10, at most %d", len(c.order), total, reCacheMaxBytes)
	}
	if _, ok := c.m[reKey{s: strings.Repeat("x", 99)}]; !ok {
		t.Errorf("the newest pattern was dropped")
	}
	c.add(reKey{s: "big"}, &rePattern{mem: reCacheMaxBytes/4 + 1})
	if _, ok := c.m[reKey{s: "big"}]; ok || len(c.order) != 10 {
		t.Errorf("a pattern of a quarter of the cache was kept")
	}
	for i := 0; i < 2*reCacheSize; i++ {
		c.add(reKey{s: "small", flags: i}, &rePattern{mem: 1})
	}
	if len(c.order) != reCacheSize || len(c.m) != reCacheSize {
		t.Errorf("%d patterns cached, want %d", len(c.order), reCacheSize)
	}
}
