package modules

import (
	"runtime"
	"strings"
	"testing"

	"github.com/dlclark/regexp2"
	"github.com/pyinterp/pyinterp/eval"
)

// TestReTrackPerChar checks the prediction of regexp2's backtracking
// memory against what regexp2 allocates (including the arrays its
// stacks outgrow) on a subject of 100,000 characters.
func TestReTrackPerChar(t *testing.T) {
	for _, pat := range []string{
		`(?:a|b)*$`, `((a)|(b))*$`, `(.)*$`, `(?:(a)(b))*$`, `(?:a(?=b)|b)*$`, `(?:\w\b|\w)*$`,
		`(?:a+|b+)*$`, `(?:(?:(a)|b)(?:a|(b))?)*$`, `(?:(?:a|b)*)*$`, `(((((a)))))*b|(((((a|b)))))*$`,
	} {
		allocated, predicted := reTrackMeasure(t, pat, strings.Repeat("ab", 50000))
		if allocated > predicted {
			t.Errorf("%s: regexp2 allocated %d bytes per character, predicted %d", pat, allocated, predicted)
		}
	}
}

// reTrackMeasure returns the bytes regexp2 allocates per character of
// subj matching pat, and reTrackPerChar's prediction.
func reTrackMeasure(t *testing.T, pat, subj string) (allocated, predicted int64) {
	t.Helper()
	th := eval.NewThread(eval.NewInterp(), eval.Limits{}, nil, nil)
	tree, state, perr := reParse(th, []rune(pat), true, 0)
	if perr != nil {
		t.Fatalf("%s: %v", pat, perr)
	}
	tr, err := reTranslate(th, tree, state.flags, true)
	if err != nil {
		t.Fatal(err)
	}
	r, err := regexp2.Compile(tr, regexp2.IgnoreCase)
	if err != nil {
		t.Fatal(err)
	}
	runes := []rune(subj)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	m, err := r.FindRunesMatch(runes)
	runtime.ReadMemStats(&after)
	if err != nil || m == nil {
		t.Fatalf("%s: no match (%v)", pat, err)
	}
	return int64(after.TotalAlloc-before.TotalAlloc) / int64(len(runes)), reTrackPerChar(tree)
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
