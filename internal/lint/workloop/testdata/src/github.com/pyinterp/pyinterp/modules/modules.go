// Package modules holds the pass's cases.
package modules

import (
	"math/big"
	"slices"
	"strconv"
	"time"

	"github.com/pyinterp/pyinterp/eval"
)

type deque struct{ elems []eval.Value }

func (d *deque) append(t *eval.Thread, v eval.Value) error { // want append:"charges"
	if err := t.Charge(8); err != nil {
		return err
	}
	d.elems = append(d.elems, v)
	return nil
}

// repeatBefore is the deque repeat of issue 11 before its fix: an empty
// deque repeated 10**15 times ran 10**15 empty rounds.
func repeatBefore(t *eval.Thread, d *deque, arg eval.Value) error { // want repeatBefore:"charges"
	n, err := eval.AsInt(t, arg)
	if err != nil {
		return err
	}
	e := d.elems
	for k := 0; k < n; k++ { // want `loop bounded by a program count \(n\) counts no work per round`
		for _, v := range e {
			if err := d.append(t, v); err != nil {
				return err
			}
		}
	}
	return nil
}

// repeatStepped counts a step per round.
func repeatStepped(t *eval.Thread, d *deque, arg eval.Value) error { // want repeatStepped:"charges"
	n, err := eval.AsInt(t, arg)
	if err != nil {
		return err
	}
	for k := 0; k < n; k++ {
		if err := t.Step(); err != nil {
			return err
		}
		for _, v := range d.elems {
			if err := d.append(t, v); err != nil {
				return err
			}
		}
	}
	return nil
}

// A charge whose error is dropped stops nothing.
func droppedError(t *eval.Thread, arg eval.Value) { // want droppedError:"charges"
	n, _ := eval.AsInt(t, arg)
	for i := 0; i < n; i++ { // want `loop bounded by a program count`
		t.Step()
	}
	var b eval.Builder
	for i := 0; i < n; i++ { // want `loop bounded by a program count`
		_ = b.WriteByte(' ')
	}
	for i := 0; i < n; i++ { // the builder's error checked: the memory limit stops it
		if err := b.WriteByte(' '); err != nil {
			return
		}
	}
}

// A charge after a continue, or inside an if, is not made every round.
func conditional(t *eval.Thread, arg eval.Value) error { // want conditional:"charges"
	n, err := eval.AsInt(t, arg)
	if err != nil {
		return err
	}
	for i := 0; i < n; i++ { // want `loop bounded by a program count`
		if i%2 == 0 {
			continue
		}
		if err := t.Step(); err != nil {
			return err
		}
	}
	for i := 0; i < n; i++ { // want `loop bounded by a program count`
		if i > 10 {
			if err := t.Step(); err != nil {
				return err
			}
		}
	}
	return nil
}

// Counts through parameters, fields, the program's int type, pointers
// filled by UnpackArgs, big-int accessors and strconv.
func pad(t *eval.Thread, width int, out []byte) []byte {
	for i := 0; i < width; i++ { // want `loop bounded by a program count \(width\)`
		out = append(out, ' ')
	}
	return out
}

func callers(t *eval.Thread, args []eval.Value, x *big.Int, spec string) error {
	var w int
	if err := eval.UnpackArgs(t, args, &w); err != nil {
		return err
	}
	pad(t, w, nil)
	r, err := eval.NewRange(t, args[0], args[1])
	if err != nil {
		return err
	}
	for i := r.Start; i < r.Stop; i += r.Step { // want `loop bounded by a program count \(r.Stop\)`
	}
	if v, ok := args[0].(eval.Int); ok {
		for i := range v { // want `range over a program count \(v\)`
			_ = i
		}
		for i := int(v); i > 0; i-- { // want `loop bounded by a program count \(int\(v\)\)`
		}
	}
	for i := 0; i < x.BitLen(); i++ { // want `loop bounded by a program count \(x.BitLen\(\)\)`
	}
	width, _ := strconv.Atoi(spec)
	for width > 0 { // want `loop bounded by a program count \(width\)`
		width--
	}
	return nil
}

// Library calls that run for a count.
func library(t *eval.Thread, arg eval.Value) { // want library:"charges"
	n, _ := eval.AsInt(t, arg)
	time.Sleep(time.Duration(n))  // want `time.Sleep runs for a time a program count`
	_ = slices.Repeat([]int{}, n) // want `slices.Repeat runs for a time a program count`
	if t.Work(int64(n)) == nil {
		_ = slices.Repeat([]int{1}, n) // charged first
	}
}

// Negative cases: loops over data, bounded counts, counts charged first.
func bounded(t *eval.Thread, arg eval.Value, data []eval.Value, s string) error { // want bounded:"charges"
	n, err := eval.AsInt(t, arg)
	if err != nil {
		return err
	}
	for i := 0; i < len(data); i++ { // data: charged when allocated
	}
	for i := range s { // data
		_ = i
	}
	for i := n; i < len(data); i++ { // starts from a count, bounded by data
	}
	for i := 0; i < n && i < len(data); i++ { // && : the data bounds it
	}
	for k := n; k < n+4; k++ { // four rounds
	}
	for m := n; m > 0; m >>= 1 { // at most 64 rounds
	}
	for i := 0; i < n%64; i++ { // at most 64 rounds
	}
	m := min(n, len(data))
	for i := 0; i < m; i++ { // bounded by the data
	}
	k := n
	if k > 100 {
		k = 100
	}
	for i := 0; i < k; i++ { // clamped before the loop
	}
	j := n
	if j != len(data) {
		return nil
	}
	for i := 0; i < j; i++ { // equal to the data's length
	}
	q := n
	if q > 1<<40/len(data) {
		return nil // an overflow check is no bound
	}
	for i := 0; i < q; i++ { // want `loop bounded by a program count \(q\)`
	}
	if err := t.Work(int64(n)); err != nil {
		return err
	}
	for i := 0; i < n; i++ { // charged up front
	}
	buf, err := eval.Make[byte](t, n)
	if err != nil {
		return err
	}
	for i := 0; i < n; i++ { // n bytes were charged first
		buf[i] = 0
	}
	return nil
}

// Waivers need a reason.
func waived(t *eval.Thread, arg eval.Value) {
	n, _ := eval.AsInt(t, arg)
	//workloop:bounded n is below 10 here: a waiver with a reason
	for i := 0; i < n; i++ {
	}
	/* want `workloop:bounded needs a reason` */ //workloop:bounded
	for i := 0; i < n; i++ {                     // want `loop bounded by a program count`
	}
}

// for { ... } loops: their exits are their condition.
func exits(t *eval.Thread, arg eval.Value, data []eval.Value) {
	n, _ := eval.AsInt(t, arg)
	k := 0
	for { // want `loop bounded by a program count \(n\)`
		if k == n {
			break
		}
		k++
	}
	for { // another exit: the data bounds it
		if k >= n {
			break
		}
		if k >= len(data) {
			return
		}
		k++
	}
}

// Geometric growth runs at most 64 rounds.
func grow(t *eval.Thread, arg eval.Value) int {
	n, _ := eval.AsInt(t, arg)
	size := 8
	for size < n {
		size <<= 1
	}
	for size < n {
		size *= 2
	}
	return size
}

// In the package, a count passed to a parameter makes it a count: the
// loop is reported where it is.
func fill(out []byte, width int) []byte {
	for i := 0; i < width; i++ { // want `loop bounded by a program count \(width\)`
		out = append(out, ' ')
	}
	return out
}

// Across packages, a parameter that bounds a loop counting no work is a
// sink (a fact): a count passed to it is reported at the call.
func fillCaller(t *eval.Thread, arg eval.Value, s string) error {
	n, err := eval.AsInt(t, arg)
	if err != nil {
		return err
	}
	fill(nil, n)
	eval.Fill(nil, len(s)) // data
	eval.Fill(nil, n)      // want `program count \(n\) passed to eval.Fill, whose loop bounded by its parameter width counts no work`
	if n > 64 {
		return nil
	}
	eval.Fill(nil, n) // bounded before the call
	return nil
}
