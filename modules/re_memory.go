package modules

import (
	"github.com/pyinterp/pyinterp/eval"
	"reflect"

	"github.com/dlclark/regexp2"
)

// regexp2's memory during a match, bounded before the match runs.
//
// regexp2 allocates while it matches: its runner's three stacks of ints
// (the backtracking stack runtrack, the grouping stack runstack and the
// capture stack runcrawl, each doubled when it runs out of room), and a
// Match whose arrays keep every capture a group made (regexp2 keeps the
// history of a group's captures, .NET's Group.Captures), plus a Capture
// of 40 bytes per capture when the groups are read. None of it can be
// charged as it happens: the match cannot be interrupted. So before a
// match, reReserve charges a bound of what it can allocate, derived from
// the program regexp2 runs (its writer's code for each construct of the
// translation, re_translate.go) and from the characters the match may
// reach; after it, what it actually kept is charged and the rest of the
// reservation is refunded (Thread.Refund).
//
// # The bound
//
// A backtracking matcher's stacks hold the state of the current path
// through the pattern: what the instructions executed since the start of
// the attempt pushed, less what backtracking popped. Every instruction of
// regexp2 pushes a bounded number of ints (at most 4 on runtrack, 2 on
// runstack, 2 on runcrawl; runner.go), so the stacks' depth is bounded by
// the pushes along the path, counted per construct of the translation:
//
//   - a character, a class, a back-reference, an anchor of regexp2: none;
//   - a repeat of one character (Oneloop, Setloop and their lazy forms):
//     one frame of 3 ints for the whole repeat, however many characters;
//   - a general loop (a repeat of anything else: Setmark/Nullcount,
//     Branchmark or Branchcount and their lazy forms): 6 ints on entry
//     and exit, one pass of its body that matched empty, and for each
//     iteration at most 4 ints plus one pass of the body. An iteration
//     repeats only after a non-empty pass (Branchmark and Branchcount
//     leave the loop on an empty one), so iterations take at least
//     max(1, w) characters each, w the body's least width, except the
//     min-1 forced iterations of a counted loop, which may be empty
//     when w is 0: then they are counted on entry;
//   - a capture: Setmark and Capturemark, 4 ints and one entry of
//     runcrawl, and the capture kept in the Match;
//   - an alternation: Lazybranch, 2 ints (one alternative at a time is
//     on the path);
//   - a look-around, an atomic group or a conditional: Setjump, Setmark,
//     Getmark, Forejump or Lazybranch/Backjump, at most 10 ints, plus
//     its body. Forejump cuts the body's backtracking frames, but the
//     captures the body made stay (on runcrawl and in the Match), so a
//     look-around counts its body in full: its loops may run over the
//     whole subject (N characters), in both directions.
//
// Along the path the text position never goes back (a look-behind's does,
// inside its own body, counted above): the iterations of one loop cover
// disjoint ranges of the characters reached, and a character is covered
// by the iterations of nested loops only (two loops side by side or in
// two alternatives cover different characters). So the pushes of a
// match over n characters are at most pass + n*rate, with pass the
// pushes of one pass over the pattern and rate the most any chain of
// nested loops pushes per character (reCost).
//
// In bytes: a stack that doubles when fewer than 4*T ints are free (T,
// the program's TrackCount) reaches a capacity C of at most 2(d + 4T)
// for a depth d, and allocates at most 2C over its life (the arrays it
// outgrew are garbage, not yet collected), so each int pushed costs at
// most 32 bytes (reIntBytes), plus 256*T bytes for the slack of runtrack
// and runstack. A capture costs 4 ints, one of runcrawl, 2 ints in its
// group's array (which grows fourfold: 8 ints of capacity, and the
// arrays it outgrew) and its Capture: reCaptureBytes in all. The Match
// itself costs reGroupBytes per group.
const (
	reIntBytes     = 32
	reCaptureBytes = 5*reIntBytes + 8*8 + 3*8 + 40
	reGroupBytes   = 160
	reMatchFixed   = 1024
	// The pushes of each construct (above), in bytes.
	reLoopOneBytes   = 3 * reIntBytes
	reLoopEntryBytes = 6 * reIntBytes
	reLoopIterBytes  = 4 * reIntBytes
	reBranchBytes    = 2 * reIntBytes
	reJumpBytes      = 10 * reIntBytes
	// reCutBytes is what a look-around leaves on the stacks after its
	// Forejump (its captures apart): one frame of 2 ints.
	reCutBytes = 2 * reIntBytes
	// An anchor written as look-arounds (\b, \B, $): at most two
	// alternations and three look-arounds on the path.
	reAtBytes = 2*reBranchBytes + 3*reCutBytes
	// reCostMax saturates the sums: far above any memory limit.
	reCostMax = 1 << 50
)

// reCost is a bound of the bytes regexp2 allocates on its stacks and for
// captures while it runs the translation of part of a pattern: pass for
// one pass over it, rate per character the match consumes (the
// iterations of its general loops), and width its least width.
type reCost struct {
	pass, rate int64
	// peak is the most pushed for a while and popped again: what a
	// look-around pushes before its Forejump cuts it.
	peak  int64
	width int64
	// hasCap: a capture, which a look-around's cut does not undo.
	hasCap bool
	// lookLoop: a look-around holds a general loop, whose pass depends
	// on the subject's length (the bound is evaluated again per match).
	lookLoop bool
}

func satAdd(a, b int64) int64 {
	if a+b > reCostMax || a+b < 0 {
		return reCostMax
	}
	return a + b
}

func satMul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	if a > reCostMax/b {
		return reCostMax
	}
	return a * b
}

// seqCost is the cost of a sequence: the passes add up, the rate is the
// greatest of its items' (their loops cover different characters).
func (c reTrCtx) seqCost(p *reSeq, n int64) reCost {
	var out reCost
	if p == nil {
		return out
	}
	for _, it := range p.items {
		if c.w.err != nil {
			return out
		}
		if c.w.nodes++; c.w.nodes%reTrChunk == 0 {
			if c.w.err = c.w.t.Work(reTrChunk / 4); c.w.err != nil {
				return out
			}
		}
		k := c.nodeCost(it, n)
		out.pass = satAdd(out.pass, k.pass)
		out.rate = max(out.rate, k.rate)
		out.peak = max(out.peak, k.peak)
		out.width = satAdd(out.width, k.width)
		out.lookLoop = out.lookLoop || k.lookLoop
		out.hasCap = out.hasCap || k.hasCap
	}
	return out
}

// nodeCost is the cost of the translation of node n (node, in
// re_translate.go) over a subject of n characters.
func (c reTrCtx) nodeCost(nd *reNode, n int64) reCost {
	switch nd.op {
	case reLiteral, reNotLiteral, reAny:
		return reCost{width: 1}
	case reIn:
		if c.isClassAtom(nd) {
			return reCost{width: 1}
		}
		// An alternation of classes, or a negative look-ahead and a
		// character.
		return reCost{pass: reBranchBytes + reCutBytes, peak: reJumpBytes, width: 1}
	case reAt:
		return reCost{pass: reAtBytes, peak: reJumpBytes}
	case reMaxRepeatOp, reMinRepeatOp, rePossessiveRepeat:
		var out reCost
		if nd.op == rePossessiveRepeat {
			out.pass = reJumpBytes
		}
		if nd.item != nil && len(nd.item.items) == 1 && c.isClassAtom(nd.item.items[0]) {
			out.pass += reLoopOneBytes
			out.width = satMul(int64(nd.min), 1)
			return out
		}
		body := c.seqCost(nd.item, n)
		iter := satAdd(reLoopIterBytes, body.pass)
		out.pass = satAdd(out.pass, satAdd(reLoopEntryBytes, body.pass))
		if body.width == 0 {
			// Forced iterations may match empty; a body of some
			// width takes characters in each, counted by rate.
			out.pass = satAdd(out.pass, satMul(int64(nd.min), iter))
		}
		out.rate = satAdd(ceilDiv(iter, max(body.width, 1)), body.rate)
		out.peak = body.peak
		out.width = satMul(int64(nd.min), body.width)
		out.lookLoop = body.lookLoop
		out.hasCap = body.hasCap
		return out
	case reSubpattern:
		k := c.inner(nd).seqCost(nd.sub, n)
		if nd.group >= 0 {
			k.pass = satAdd(k.pass, reCaptureBytes)
			k.hasCap = true
		}
		return k
	case reAtomic:
		k := c.seqCost(nd.item, n)
		k.pass = satAdd(k.pass, reJumpBytes)
		return k
	case reBranch:
		out := reCost{pass: reBranchBytes, width: reCostMax}
		var most int64
		for _, b := range nd.branches {
			k := c.seqCost(b, n)
			most = max(most, k.pass)
			out.rate = max(out.rate, k.rate)
			out.peak = max(out.peak, k.peak)
			out.width = min(out.width, k.width)
			out.lookLoop = out.lookLoop || k.lookLoop
			out.hasCap = out.hasCap || k.hasCap
		}
		if len(nd.branches) == 0 {
			out.width = 0
		}
		out.pass = satAdd(out.pass, most)
		return out
	case reAssert, reAssertNot:
		// The body's loops may cover the whole subject (n+1 positions).
		// Forejump cuts what the body pushed but its captures: without
		// captures, the body's pushes are only a peak.
		k := c.seqCost(nd.item, n)
		all := satAdd(reJumpBytes, satAdd(k.pass, satMul(n+1, k.rate)))
		out := reCost{lookLoop: k.lookLoop || k.rate > 0, hasCap: k.hasCap}
		if k.hasCap {
			out.pass, out.peak = all, k.peak
		} else {
			out.pass, out.peak = reCutBytes, satAdd(all, k.peak)
		}
		return out
	case reGroupRef:
		return reCost{}
	case reGroupRefExists:
		y, no := c.seqCost(nd.yes, n), c.seqCost(nd.no, n)
		return reCost{
			pass:     satAdd(reJumpBytes, max(y.pass, no.pass)),
			rate:     max(y.rate, no.rate),
			peak:     max(y.peak, no.peak),
			width:    min(y.width, no.width),
			lookLoop: y.lookLoop || no.lookLoop,
			hasCap:   y.hasCap || no.hasCap,
		}
	}
	return reCost{}
}

func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

// reBound is the bytes a match of a program (of trackCount, see
// reRunnerView) over n characters may allocate: the stacks' pushes, the
// slack they keep, the captures and the Match.
func reBound(c reCost, n, trackCount int64, groups int) int64 {
	pushes := satAdd(satAdd(c.pass, c.peak), satMul(n, c.rate))
	pushes = satAdd(pushes, reBranchBytes+reCaptureBytes+reJumpBytes) // the wrappers: capture 0, \G, (?!\G)
	slack := satMul(max(trackCount, 1), 256)
	return satAdd(satAdd(pushes, slack), satAdd(reMatchFixed, satMul(int64(groups)+1, reGroupBytes)))
}

// reRunnerView reads, by reflection, what regexp2 does not export: a
// program's TrackCount and the capacities of the arrays its cached
// runners keep between matches (their stacks, and the Match of a failed
// match). The field paths are found once; when regexp2 no longer has
// them (an upgrade), ok is false and every match keeps its whole
// reservation (TestReMemoryBound and TestReRunnerHeld fail first).
type reRunnerView struct {
	ok                                  bool
	runner, code, trackCount            []int
	runtrack, runstack, runcrawl, match []int
	matches, matchcount                 []int
}

var reView = newReRunnerView()

func newReRunnerView() reRunnerView {
	var v reRunnerView
	field := func(t reflect.Type, name string, kind reflect.Kind) ([]int, reflect.Type, bool) {
		if t.Kind() != reflect.Struct {
			return nil, nil, false
		}
		f, ok := t.FieldByName(name)
		if !ok || f.Type.Kind() != kind {
			return nil, nil, false
		}
		return f.Index, f.Type, true
	}
	var ok [10]bool
	var rt, ct, runnerT, mt reflect.Type
	re := reflect.TypeOf(regexp2.Regexp{})
	v.runner, rt, ok[0] = field(re, "runner", reflect.Slice)
	v.code, ct, ok[1] = field(re, "code", reflect.Pointer)
	if !ok[0] || !ok[1] || rt.Elem().Kind() != reflect.Pointer {
		return v
	}
	v.trackCount, _, ok[2] = field(ct.Elem(), "TrackCount", reflect.Int)
	runnerT = rt.Elem().Elem()
	v.runtrack, _, ok[3] = field(runnerT, "runtrack", reflect.Slice)
	v.runstack, _, ok[4] = field(runnerT, "runstack", reflect.Slice)
	v.runcrawl, _, ok[5] = field(runnerT, "runcrawl", reflect.Slice)
	v.match, mt, ok[6] = field(runnerT, "runmatch", reflect.Pointer)
	if ok[6] {
		v.matches, _, ok[7] = field(mt.Elem(), "matches", reflect.Slice)
		v.matchcount, _, ok[8] = field(mt.Elem(), "matchcount", reflect.Slice)
	}
	ok[9] = true
	for _, b := range ok {
		if !b {
			return reRunnerView{}
		}
	}
	v.ok = true
	return v
}

// trackCountOf is r's TrackCount, or -1 when it cannot be read.
func (v *reRunnerView) trackCountOf(r *regexp2.Regexp) int64 {
	if !v.ok {
		return -1
	}
	c := reflect.ValueOf(r).Elem().FieldByIndex(v.code)
	if c.IsNil() {
		return -1
	}
	return c.Elem().FieldByIndex(v.trackCount).Int()
}

// held is the bytes of the stacks r's cached runners keep, and of the
// arrays of the Match a failed match left them, or -1, -1 when they
// cannot be read.
func (v *reRunnerView) held(r *regexp2.Regexp) (stacks, match int64) {
	if !v.ok {
		return -1, -1
	}
	runners := reflect.ValueOf(r).Elem().FieldByIndex(v.runner)
	for i := 0; i < runners.Len(); i++ {
		rn := runners.Index(i)
		if rn.IsNil() {
			continue
		}
		rn = rn.Elem()
		stacks += 8 * int64(rn.FieldByIndex(v.runtrack).Cap()+rn.FieldByIndex(v.runstack).Cap()+rn.FieldByIndex(v.runcrawl).Cap())
		if m := rn.FieldByIndex(v.match); !m.IsNil() {
			m = m.Elem()
			ms := m.FieldByIndex(v.matches)
			ints := int64(ms.Cap()*3 + m.FieldByIndex(v.matchcount).Cap())
			for j := 0; j < ms.Len(); j++ {
				ints += int64(ms.Index(j).Cap())
			}
			match += 8 * ints
		}
	}
	return stacks, match
}

// reUsed is what a match allocated, from what its program's runners held
// before and after it: the arrays they grew to and those they outgrew.
// (The arrays of a Match the match returned are counted by the caller.)
func reUsed(stacks0, match0, stacks1, match1 int64) int64 {
	return 2*max(0, stacks1-stacks0) + 2*max(0, match1-match0)
}

// reCostOf is the cost of pattern p (parsed with flags) over a subject
// of n characters (what look-arounds' loops may cover; 0 when the bound
// does not depend on it), its work charged to t.
func reCostOf(t *eval.Thread, p *reSeq, flags int, istext bool, n int64) (reCost, error) {
	c := newReTrCtx(t, flags, istext)
	k := c.seqCost(p, n)
	return k, c.w.err
}
